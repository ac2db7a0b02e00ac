// /modifierinfos/{id}: the main information of a profile.
import { useUpdateProfile } from '../api/update-profile';
import { EditFrame } from '../components/edit-frame';
import { InfosForm } from '../components/infos-form';

export function ProfileEditScreen() {
  const update = useUpdateProfile('modification-infos');
  return (
    <EditFrame
      title="Modifier mes informations"
      intro="Identité, métier, ville, présentation et visibilité du profil."
      update={update}
    >
      {({ profile, save }) => <InfosForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
