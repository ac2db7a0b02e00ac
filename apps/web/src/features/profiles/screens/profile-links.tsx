// /modifierlien/{id}: the six social links.
import { EditFrame } from '../components/edit-frame';
import { LinksForm } from '../components/links-form';

export function ProfileLinksScreen() {
  return (
    <EditFrame
      title="Modifier mes liens"
      intro="Vos profils sur les réseaux sociaux : des adresses commençant par https://. Laissez vide pour retirer un lien."
      kind="modification-liens"
    >
      {({ profile, save }) => <LinksForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
