// The prospect form: every SPEC field, the status from the shared list, the NTC among the records; a stale edit
// says so.
import { Fieldset, SimpleGrid } from '@mantine/core';
import {
  PROSPECT_STATUS_LABELS,
  PROSPECT_STATUSES,
  type Prospect,
  type ProspectInput,
  prospectInputSchema,
} from '@tremplin/shared';
import { DateField } from '@/components/form/date-fields';
import { SelectField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { dayjs } from '@/lib/dayjs';
import { useNtcOptions } from '../api/get-ntc-options';

const STATUS_OPTIONS = PROSPECT_STATUSES.map((s) => ({ value: s, label: PROSPECT_STATUS_LABELS[s] }));

interface ProspectFormProps {
  prospect?: Prospect;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: ProspectInput) => Promise<unknown>;
}

export function ProspectForm({ prospect, submitLabel, cancelTo, onSubmit }: ProspectFormProps) {
  const ntcOptions = useNtcOptions();
  const p = prospect;
  const form = useSchemaForm<ProspectInput>(prospectInputSchema, {
    date: p?.date ?? dayjs().format('YYYY-MM-DD'),
    titreDiplomant: p?.titreDiplomant ?? '',
    entreprise: p?.entreprise ?? '',
    urlAnnonce: p?.urlAnnonce ?? '',
    poste: p?.poste ?? '',
    adresse: p?.adresse ?? '',
    ville: p?.ville ?? '',
    nomContact: p?.nomContact ?? '',
    posteContact: p?.posteContact ?? '',
    mailContact: p?.mailContact ?? '',
    phoneContact: p?.phoneContact ?? '',
    commentaire: p?.commentaire ?? '',
    statue: p?.statue ?? 'A_CONTACTER',
    ntcId: p?.ntcId ?? null,
  });
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo}>
      <Fieldset legend="Offre">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="entreprise" label="Entreprise" required />
          <TextField name="poste" label="Poste" />
          <TextField name="titreDiplomant" label="Titre diplômant" />
          <TextField name="urlAnnonce" label="Lien de l’annonce" type="url" />
          <TextField name="adresse" label="Adresse" />
          <TextField name="ville" label="Ville" />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField name="nomContact" label="Nom du contact" />
          <TextField name="posteContact" label="Poste du contact" />
          <TextField name="mailContact" label="E-mail du contact" type="email" />
          <TextField name="phoneContact" label="Téléphone du contact" type="tel" />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Suivi">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <DateField name="date" label="Date" placeholder="JJ/MM/AAAA" clearable />
          <SelectField name="statue" label="Statut" allowDeselect={false} data={STATUS_OPTIONS} />
          <SelectField
            name="ntcId"
            numeric
            label="NTC"
            clearable
            searchable
            nothingFoundMessage="Aucun NTC"
            data={ntcOptions.data ?? []}
          />
        </SimpleGrid>
        <TextareaField name="commentaire" label="Commentaire" autosize minRows={3} mt="sm" />
      </Fieldset>
    </FormShell>
  );
}
