// /modifierinfos/{id}: the main information of a profile.
import { EditFrame } from '../components/edit-frame';
import { InfosForm } from '../components/infos-form';

export function ProfileEditScreen() {
  return (
    <EditFrame
      title="Modifier mes informations"
      intro="Identité, métier, ville, présentation et visibilité du profil."
      kind="modification-infos"
    >
      {({ profile, save }) => <InfosForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
