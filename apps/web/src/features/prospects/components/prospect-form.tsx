// The prospect form: every SPEC field, the status from the shared list, the NTC among the records; a stale edit
// says so.
import { Fieldset, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  PROSPECT_STATUS_LABELS,
  PROSPECT_STATUSES,
  type Prospect,
  type ProspectInput,
  prospectInputSchema,
} from '@tremplin/shared';
import { Controller } from 'react-hook-form';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { DateInput } from '@/components/ui/date-inputs';
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
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo}>
      <Fieldset legend="Offre">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Entreprise" required error={errors.entreprise?.message} {...register('entreprise')} />
          <TextInput label="Poste" error={errors.poste?.message} {...register('poste')} />
          <TextInput label="Titre diplômant" error={errors.titreDiplomant?.message} {...register('titreDiplomant')} />
          <TextInput
            label="Lien de l’annonce"
            type="url"
            error={errors.urlAnnonce?.message}
            {...register('urlAnnonce')}
          />
          <TextInput label="Adresse" error={errors.adresse?.message} {...register('adresse')} />
          <TextInput label="Ville" error={errors.ville?.message} {...register('ville')} />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Contact">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nom du contact" error={errors.nomContact?.message} {...register('nomContact')} />
          <TextInput label="Poste du contact" error={errors.posteContact?.message} {...register('posteContact')} />
          <TextInput
            label="E-mail du contact"
            type="email"
            error={errors.mailContact?.message}
            {...register('mailContact')}
          />
          <TextInput
            label="Téléphone du contact"
            type="tel"
            error={errors.phoneContact?.message}
            {...register('phoneContact')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Suivi">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateInput
                label="Date"
                placeholder="JJ/MM/AAAA"
                valueFormat="DD/MM/YYYY"
                locale="fr"
                clearable
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.date?.message}
                nextLabel="Mois suivant"
                previousLabel="Mois précédent"
              />
            )}
          />
          <Controller
            control={control}
            name="statue"
            render={({ field }) => (
              <Select
                label="Statut"
                allowDeselect={false}
                data={STATUS_OPTIONS}
                value={(field.value as string | undefined) ?? 'A_CONTACTER'}
                onChange={(v) => field.onChange(v ?? 'A_CONTACTER')}
                error={errors.statue?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="ntcId"
            render={({ field }) => (
              <Select
                label="NTC"
                clearable
                searchable
                nothingFoundMessage="Aucun NTC"
                data={ntcOptions.data ?? []}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
                error={errors.ntcId?.message}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label="Commentaire"
          autosize
          minRows={3}
          mt="sm"
          error={errors.commentaire?.message}
          {...register('commentaire')}
        />
      </Fieldset>
    </FormShell>
  );
}
