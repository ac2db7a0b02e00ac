// /modifierinfocomp/{id}: diploma, trainings of interest and geographic zone.
import { EditFrame } from '../components/edit-frame';
import { ExtraForm } from '../components/extra-form';

export function ProfileExtraScreen() {
  return (
    <EditFrame
      title="Informations complémentaires"
      intro="Votre diplôme, les formations qui vous intéressent et la zone où vous cherchez."
      kind="modification-infos-comp"
    >
      {({ profile, save }) => <ExtraForm profile={profile} onSubmit={save} />}
    </EditFrame>
  );
}
