// The NTC form: last name, first name, city and whether the NTC is active; a stale edit says so.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { MESSAGES, type Ntc, type NtcInput, ntcInputSchema } from '@tremplin/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiClientError } from '@/lib/api-client';

interface NtcFormProps {
  ntc?: Ntc;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: NtcInput) => Promise<unknown>;
}

export function NtcForm({ ntc, submitLabel, cancelTo, onSubmit }: NtcFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NtcInput>({
    resolver: zodResolver(ntcInputSchema),
    defaultValues: {
      nom: ntc?.nom ?? '',
      prenom: ntc?.prenom ?? '',
      ville: ntc?.ville ?? '',
      actif: ntc?.actif ?? true,
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch (err) {
          const conflict = err instanceof ApiClientError && err.status === 409;
          setError('root', { message: conflict ? MESSAGES.conflict : (err as Error).message });
        }
      })}
    >
      <Stack gap="md">
        {errors.root ? (
          <Alert color="orange" role="alert">
            {errors.root.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nom" required error={errors.nom?.message} {...register('nom')} />
          <TextInput label="Prénom" required error={errors.prenom?.message} {...register('prenom')} />
          <TextInput label="Ville" error={errors.ville?.message} {...register('ville')} />
        </SimpleGrid>
        <Switch label="Actif" {...register('actif')} />
        <Group justify="flex-end">
          <Button component={Link} to={cancelTo} variant="default">
            Annuler
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
