// The interview form: a date that defaults to now, the staff member in charge, the application it is about.
import { SimpleGrid } from '@mantine/core';
import { type Interview, type InterviewInput, interviewInputSchema, personName } from '@tremplin/shared';
import type { z } from 'zod';
import { DateTimeField } from '@/components/form/date-fields';
import { NumberField, SelectField, TextareaField, TextField } from '@/components/form/fields';
import { FormShell } from '@/components/form/form-shell';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { dayjs } from '@/lib/dayjs';
import { useCandidateApplications } from '../api/get-candidate-applications';
import { useStaffOptions } from '../api/get-staff';

type FormInput = z.input<typeof interviewInputSchema>;

/** A date people rarely mean for an interview: said before saving, without stopping them. */
export function interviewDateWarning(when: ReturnType<typeof dayjs>, now = dayjs()): string | null {
  if (!when.isValid()) return null;
  // The form starts at « now »: a few minutes back is that default, not a mistake.
  if (when.isBefore(now.subtract(5, 'minute'))) return 'Cette date est passée : vérifiez-la avant d’enregistrer.';
  const day = when.day();
  if (day === 0 || day === 6) return `Le ${when.format('dddd D MMMM')} tombe un week-end : vérifiez la date.`;
  const hour = when.hour();
  if (hour < 8 || hour >= 19) return `${when.format('HH:mm')} est en dehors des heures de bureau : vérifiez l’heure.`;
  return null;
}
const LOCAL = 'YYYY-MM-DD HH:mm:ss';

interface InterviewFormProps {
  uid: number;
  interview?: Interview;
  defaultStaffId?: number | null;
  defaultApplicationId?: number | null;
  submitLabel: string;
  cancelTo: string;
  onSubmit: (values: InterviewInput) => Promise<unknown>;
}

export function InterviewForm({
  uid,
  interview,
  defaultStaffId,
  defaultApplicationId,
  submitLabel,
  cancelTo,
  onSubmit,
}: InterviewFormProps) {
  const staff = useStaffOptions();
  const applications = useCandidateApplications(uid);
  const form = useSchemaForm<FormInput, InterviewInput>(interviewInputSchema, {
    utilisateurId: uid,
    // SPEC §5: the date is now unless another is chosen.
    date: dayjs(interview?.date).format(LOCAL),
    duree: interview?.duree ?? 30,
    adminId: interview ? interview.adminId : (defaultStaffId ?? null),
    candidatureId: interview ? interview.candidatureId : (defaultApplicationId ?? null),
    lieu: interview?.lieu ?? '',
    lien: interview?.lien ?? '',
    commentaire: interview?.commentaire ?? '',
  });

  const when = dayjs(form.watch('date') || null);
  return (
    <FormShell
      form={form}
      onSubmit={(values) => onSubmit({ ...values, date: values.date ? dayjs(values.date).toISOString() : null })}
      submitLabel={submitLabel}
      cancelTo={cancelTo}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimeField name="date" label="Date et heure" warning={interviewDateWarning(when)} />
        <NumberField name="duree" label="Durée (minutes)" min={5} max={480} step={5} empty={30} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          name="adminId"
          numeric
          label="Membre du personnel"
          placeholder="Aucun"
          clearable
          searchable
          data={(staff.data ?? []).map((s) => ({ value: String(s.id), label: personName(s) }))}
        />
        <SelectField
          name="candidatureId"
          numeric
          label="Candidature concernée"
          placeholder="Aucune"
          clearable
          searchable
          data={(applications.data ?? []).map((a) => ({ value: String(a.id), label: `${a.poste} — ${a.entreprise}` }))}
        />
      </SimpleGrid>
      <TextField name="lieu" label="Lieu" />
      <TextField name="lien" label="Lien de visioconférence" type="url" />
      <TextareaField name="commentaire" label="Commentaire" autosize minRows={2} />
    </FormShell>
  );
}
