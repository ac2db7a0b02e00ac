// /modifierinfocomp/{id}: diploma, trainings of interest and geographic zone.
import { useUpdateProfile } from '../api/update-profile';
import { EditFrame } from '../components/edit-frame';
import { ExtraForm } from '../components/extra-form';

export function ProfileExtraScreen() {
  const update = useUpdateProfile('modification-infos-comp');
  return (
    <EditFrame
      title="Informations complémentaires"
      intro="Votre diplôme, les formations qui vous intéressent et la zone où vous cherchez."
      update={update}
    >
      {({ profile, save }) => <ExtraForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
