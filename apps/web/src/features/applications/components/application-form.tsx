// The application form (SPEC §3 Application) with the API's own schema; contacts are edited in place.
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  APPLICATION_STATUSES,
  type Application,
  type ApplicationInput,
  applicationInputSchema,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
  defaultApplicationDate,
} from '@tremplin/shared';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '@/components/form/date-fields';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { dayjs } from '@/lib/dayjs';
import { statusLabel } from './format';

type FormInput = z.input<typeof applicationInputSchema>;

/**
 * The application's `date` is when to follow it up: left empty, the server sets today + 30 days (SPEC §5). The form
 * says so rather than showing a date the person did not choose.
 */
export const formValues = (application?: Application): FormInput => ({
  entreprise: application?.entreprise ?? '',
  poste: application?.poste ?? '',
  url: application?.url ?? '',
  typeDeContrat: application?.typeDeContrat ?? null,
  detailsOffre: application?.detailsOffre ?? '',
  reponse: application?.reponse ?? '',
  date: application?.date ?? '',
  acceptationOffre: application?.acceptationOffre ?? false,
  commentaire: application?.commentaire ?? '',
  statueCandidature: application?.statueCandidature ?? 'EN_ATTENTE',
  contacts: (application?.contacts ?? []).map((c) => ({
    nom: c.nom,
    prenom: c.prenom ?? '',
    poste: c.poste ?? '',
    email: c.email ?? '',
    telephone: c.telephone ?? '',
    commentaire: c.commentaire ?? '',
  })),
});

interface ApplicationFormProps {
  application?: Application;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: ApplicationInput) => Promise<unknown>;
  /** Batch add: the contact list is kept, the status and the answer are not asked. */
  compact?: boolean;
}

export function ApplicationForm({ application, submitLabel, cancelTo, onSubmit, compact }: ApplicationFormProps) {
  const form = useSchemaForm<FormInput, ApplicationInput>(applicationInputSchema, formValues(application));
  const contacts = useFieldArray({ control: form.control, name: 'contacts' });

  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="entreprise" label="Entreprise" required />
        <TextField name="poste" label="Poste" required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="url" label="Adresse de l’offre" placeholder="https://" type="url" />
        <SelectField
          name="typeDeContrat"
          label="Type de contrat"
          placeholder="Non précisé"
          clearable
          data={CONTRACT_TYPES.map((value) => ({ value, label: CONTRACT_TYPE_LABELS[value] }))}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField
          name="date"
          label="Date de relance"
          description={`Laissée vide : dans 30 jours, le ${dayjs(defaultApplicationDate()).format('D MMMM YYYY')}.`}
          placeholder="JJ/MM/AAAA"
          clearable
        />
        {compact ? null : (
          <SelectField
            name="statueCandidature"
            label="Statut"
            allowDeselect={false}
            data={APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          />
        )}
      </SimpleGrid>
      <TextareaField name="detailsOffre" label="Détails de l’offre" autosize minRows={3} />
      {compact ? null : (
        <>
          <TextareaField name="reponse" label="Réponse de l’entreprise" autosize minRows={2} />
          <CheckboxField name="acceptationOffre" label="Offre acceptée" />
        </>
      )}
      <TextareaField name="commentaire" label="Commentaire" autosize minRows={2} />

      <Fieldset legend="Contacts">
        <Stack gap="sm">
          {contacts.fields.length === 0 ? (
            <Text size="sm" c="dimmed">
              Aucun contact pour le moment.
            </Text>
          ) : null}
          {contacts.fields.map((field, index) => (
            <Group key={field.id} align="flex-end" wrap="wrap" gap="xs">
              <TextField name={`contacts.${index}.nom`} label={`Nom du contact ${index + 1}`} required />
              <TextField name={`contacts.${index}.prenom`} label={`Prénom du contact ${index + 1}`} />
              <TextField name={`contacts.${index}.poste`} label={`Fonction du contact ${index + 1}`} />
              <TextField name={`contacts.${index}.email`} label={`E-mail du contact ${index + 1}`} type="email" />
              <TextField name={`contacts.${index}.telephone`} label={`Téléphone du contact ${index + 1}`} />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Retirer le contact ${index + 1}`}
                onClick={() => contacts.remove(index)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => contacts.append({ nom: '', prenom: '', poste: '', email: '', telephone: '' })}
            >
              Ajouter un contact
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </FormShell>
  );
}

/** The update payload of an application and the form's values. */
export const toUpdate = (application: Application, values: ApplicationInput) => ({
  ...values,
  id: application.id,
  version: application.version,
});
