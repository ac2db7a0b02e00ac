// The NTC form: last name, first name, city and whether the NTC is active; a stale edit says so.
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { type Ntc, type NtcInput, ntcInputSchema } from '@tremplin/shared';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';

interface NtcFormProps {
  ntc?: Ntc;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: NtcInput) => Promise<unknown>;
}

export function NtcForm({ ntc, submitLabel, cancelTo, onSubmit }: NtcFormProps) {
  const form = useSchemaForm<NtcInput>(ntcInputSchema, {
    nom: ntc?.nom ?? '',
    prenom: ntc?.prenom ?? '',
    ville: ntc?.ville ?? '',
    actif: ntc?.actif ?? true,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nom" required error={errors.nom?.message} {...register('nom')} />
        <TextInput label="Prénom" required error={errors.prenom?.message} {...register('prenom')} />
        <TextInput label="Ville" error={errors.ville?.message} {...register('ville')} />
      </SimpleGrid>
      <Switch label="Actif" {...register('actif')} />
    </FormShell>
  );
}
