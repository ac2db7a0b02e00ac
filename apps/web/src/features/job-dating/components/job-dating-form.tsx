// The job-dating form: date and time (French format), place, theme and a rich-text description.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type JobDating, type JobDatingInput, jobDatingInputSchema, MESSAGES } from '@tremplin/shared';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { DateTimePicker } from '@/components/ui/date-inputs';
import { RichTextEditor } from '@/components/ui/rich-text-editor';
import { ApiClientError } from '@/lib/api-client';
import { dayjs } from '@/lib/dayjs';

const LOCAL = 'YYYY-MM-DD HH:mm:ss';

/** SPEC §5: the date leaves as an ISO date-time cut to seconds. */
export const toIsoSeconds = (local: string) =>
  dayjs(local)
    .millisecond(0)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');

interface JobDatingFormProps {
  jobDating?: JobDating;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: JobDatingInput) => Promise<unknown>;
}

export function JobDatingForm({ jobDating, submitLabel, cancelTo, onSubmit }: JobDatingFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JobDatingInput>({
    resolver: zodResolver(jobDatingInputSchema),
    defaultValues: {
      date: jobDating ? dayjs(jobDating.date).format(LOCAL) : '',
      lieu: jobDating?.lieu ?? '',
      thematique: jobDating?.thematique ?? '',
      description: jobDating?.description ?? '',
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit({ ...values, date: toIsoSeconds(values.date) });
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
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateTimePicker
                label="Date et heure"
                placeholder="JJ/MM/AAAA HH:mm"
                valueFormat="DD/MM/YYYY HH:mm"
                locale="fr"
                required
                clearable
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                error={errors.date?.message}
                getDayAriaLabel={(day) => dayjs(day).format('dddd D MMMM YYYY')}
                nextLabel="Mois suivant"
                previousLabel="Mois précédent"
                timePickerProps={{ hoursInputLabel: 'Heures', minutesInputLabel: 'Minutes' }}
                submitButtonProps={{ 'aria-label': 'Valider la date' }}
              />
            )}
          />
          <TextInput label="Lieu" required {...register('lieu')} error={errors.lieu?.message} />
        </SimpleGrid>
        <TextInput label="Thématique" required {...register('thematique')} error={errors.thematique?.message} />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              label="Description"
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.description?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={cancelTo}>
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
