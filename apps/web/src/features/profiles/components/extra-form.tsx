// Complementary information (PUT modification-infos-comp): diploma, trainings of interest, geographic zone.
import { DIPLOMA_LEVELS, type Profile, updateInfosCompSchema } from '@tremplin/shared';
import type { z } from 'zod';
import { SelectField, TagsField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

export const extraFieldsSchema = updateInfosCompSchema.omit({ id: true, version: true });
type FormInput = z.input<typeof extraFieldsSchema>;
export type ExtraValues = z.output<typeof extraFieldsSchema>;

export function ExtraForm({
  profile,
  onSubmit,
}: {
  profile: Profile;
  onSubmit: (values: ExtraValues) => Promise<unknown>;
}) {
  const form = useSchemaForm<FormInput, ExtraValues>(extraFieldsSchema, {
    niveauDiplome: profile.niveauDiplome ?? '',
    nomDiplome: profile.nomDiplome ?? '',
    poeInteressees: profile.poeInteressees,
    titreDiplomantInteresse: profile.titreDiplomantInteresse ?? '',
    formationsCourtesInteressees: profile.formationsCourtesInteressees ?? '',
    zoneGeographique: profile.zoneGeographique ?? '',
  });
  const levels = [...new Set([...DIPLOMA_LEVELS, ...(profile.niveauDiplome ? [profile.niveauDiplome] : [])])];
  // A failed submission: shown by the frame or toasted.
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel="Enregistrer" errors="elsewhere">
      <SelectField
        name="niveauDiplome"
        empty=""
        label="Niveau de diplôme"
        placeholder="Non précisé"
        clearable
        data={levels}
      />
      <TextField name="nomDiplome" label="Nom du diplôme" maxLength={200} />
      <TagsField
        name="poeInteressees"
        label="POE qui vous intéressent"
        description="Tapez un intitulé puis Entrée."
        maxTags={20}
      />
      <TextField name="titreDiplomantInteresse" label="Titre diplômant qui vous intéresse" maxLength={200} />
      <TextareaField
        name="formationsCourtesInteressees"
        label="Formations courtes qui vous intéressent"
        autosize
        minRows={2}
        maxLength={500}
      />
      <TextField
        name="zoneGeographique"
        label="Zone géographique"
        placeholder="Par exemple : Lyon et 30 km autour"
        maxLength={200}
      />
    </FormShell>
  );
}
