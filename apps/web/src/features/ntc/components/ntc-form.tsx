// The NTC form: last name, first name, city and whether the NTC is active; a stale edit says so.
import { SimpleGrid } from '@mantine/core';
import { type Ntc, type NtcInput, ntcInputSchema } from '@tremplin/shared';
import { SwitchField, TextField } from '@/components/form/fields';
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
  return (
    <FormShell form={form} onSubmit={onSubmit} submitLabel={submitLabel} cancelTo={cancelTo}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="nom" label="Nom" required />
        <TextField name="prenom" label="Prénom" required />
        <TextField name="ville" label="Ville" />
      </SimpleGrid>
      <SwitchField name="actif" label="Actif" />
    </FormShell>
  );
}
