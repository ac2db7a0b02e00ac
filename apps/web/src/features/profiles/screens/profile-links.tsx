// /modifierlien/{id}: the six social links.
import { useUpdateProfile } from '../api/update-profile';
import { EditFrame } from '../components/edit-frame';
import { LinksForm } from '../components/links-form';

export function ProfileLinksScreen() {
  const update = useUpdateProfile('modification-liens');
  return (
    <EditFrame
      title="Modifier mes liens"
      intro="Vos profils sur les réseaux sociaux : des adresses commençant par https://. Laissez vide pour retirer un lien."
      update={update}
    >
      {({ profile, save }) => <LinksForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
