// The main information of a profile (PUT modification-infos) with the API's own schema.
import { Group, Image, Radio, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import {
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  DEFAULT_AVATAR_LABELS,
  DEFAULT_AVATARS,
  type Profile,
  updateInfosSchema,
} from '@tremplin/shared';
import type { z } from 'zod';
import { RadioGroupField, SelectField, SwitchField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { CityInput } from './city-input';

export const infosFieldsSchema = updateInfosSchema.omit({ id: true, version: true });
type FormInput = z.input<typeof infosFieldsSchema>;
export type InfosValues = z.output<typeof infosFieldsSchema>;

const defaults = (p: Profile): FormInput => ({
  nom: p.nom,
  prenom: p.prenom,
  telephone: p.telephone ?? '',
  ville: p.ville ?? '',
  metier: p.metier ?? '',
  experience: p.experience ?? '',
  description: p.description ?? '',
  typeDeContrat: p.typeDeContrat ?? '',
  visibilite: p.visibilite,
  photoParDefaut: p.photoParDefaut ?? '',
  lienPortefolio: p.lienPortefolio ?? '',
});

export function InfosForm({
  profile,
  onSubmit,
}: {
  profile: Profile;
  onSubmit: (values: InfosValues) => Promise<unknown>;
}) {
  const form = useSchemaForm<FormInput, InfosValues>(infosFieldsSchema, defaults(profile));
  // A failed submission: shown by the frame (conflict) or toasted; what was typed stays.
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel="Enregistrer" errors="elsewhere">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextField name="nom" label="Nom" required maxLength={100} />
        <TextField name="prenom" label="Prénom" required maxLength={100} />
      </SimpleGrid>
      <TextField name="metier" label="Métier recherché ou exercé" maxLength={120} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <SelectField
          name="typeDeContrat"
          empty=""
          label="Type de contrat"
          placeholder="Non précisé"
          clearable
          data={CONTRACT_TYPES.map((c) => ({ value: c, label: CONTRACT_TYPE_LABELS[c] }))}
        />
        <TextField name="experience" label="Expérience" placeholder="Par exemple : 2 ans" maxLength={120} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <CityInput name="ville" label="Ville" placeholder="Commencez à taper…" maxLength={120} />
        <TextField name="telephone" label="Téléphone" type="tel" maxLength={30} />
      </SimpleGrid>
      <TextareaField name="description" label="Présentation" autosize minRows={4} maxRows={12} maxLength={5000} />
      <TextField name="lienPortefolio" label="Lien vers un portfolio externe" placeholder="https://…" />
      <SwitchField
        name="visibilite"
        values={['VISIBLE', 'NON_VISIBLE']}
        label="Profil visible des recruteurs et des autres membres"
        description="Masqué, votre profil n’est visible que de vous et de l’équipe Tremplin."
      />
      <RadioGroupField
        name="photoParDefaut"
        label="Illustration par défaut"
        description="Affichée tant qu’aucune photo n’est déposée."
      >
        <Group gap="sm" mt="xs">
          {DEFAULT_AVATARS.map((name) => (
            <UnstyledButton key={name} component="label" style={{ textAlign: 'center' }}>
              <Image src={`/avatars/${name}.svg`} alt="" w={56} h={56} mb={4} />
              <Radio value={name} label={DEFAULT_AVATAR_LABELS[name]} />
            </UnstyledButton>
          ))}
        </Group>
      </RadioGroupField>
      <Text size="sm" c="dimmed">
        Votre nom est enregistré en majuscules.
      </Text>
    </FormShell>
  );
}
