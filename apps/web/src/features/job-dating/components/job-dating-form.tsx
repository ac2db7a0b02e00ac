// The job-dating form: date and time (French format), place, theme and a rich-text description.
import { SimpleGrid } from '@mantine/core';
import { type JobDating, type JobDatingInput, jobDatingInputSchema } from '@tremplin/shared';
import { DateTimeField } from '@/components/form/date-fields';
import { TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { RichTextField } from '@/components/form/rich-text-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
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
  const form = useSchemaForm<JobDatingInput>(jobDatingInputSchema, {
    date: jobDating ? dayjs(jobDating.date).format(LOCAL) : '',
    lieu: jobDating?.lieu ?? '',
    thematique: jobDating?.thematique ?? '',
    description: jobDating?.description ?? '',
  });

  return (
    <FormShell
      form={form}
      onSubmit={(values) => onSubmit({ ...values, date: toIsoSeconds(values.date) })}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeField name="date" label="Date et heure" required clearable />
        <TextField name="lieu" label="Lieu" required />
      </SimpleGrid>
      <TextField name="thematique" label="Thématique" required />
      <RichTextField name="description" label="Description" preset="minimal" />
    </FormShell>
  );
}
