// Date fields bound by name to the form FormShell provides, kept apart from fields.tsx: their date library loads
// only with the screens that ask for a date. The form holds the date as text ('' when none); the theme gives the
// calendars their French names and has a picker's calendar give the focus back to its field when it closes.
// Dates are typed in French (JJ/MM/AAAA) and times in Mantine's time picker, 24-hour whatever the browser's language,
// whose hour and minute are separate segments: an hour typed replaces the hour, whatever the field showed before.
import { Fieldset, Group, Input } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { DateInput, type DateInputProps, TimePicker } from '@/components/ui/date-inputs';
import { dayjs } from '@/lib/dayjs';
import { useFieldControl } from './fields';

/** What French people type for a date, strictest first. */
const TYPED_DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'DDMMYYYY'];

/** A typed date as the form holds it ('YYYY-MM-DD'), or null when it is not a whole date yet. */
export function parseTypedDate(text: string): string | null {
  const parsed = dayjs(text.trim(), TYPED_DATE_FORMATS, 'fr', true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

function useDateControl(name: string) {
  const { value, onChange, ...bound } = useFieldControl<string | null | undefined>(name);
  return { ...bound, value: value || null, onChange: (date: string | null) => onChange(date ?? '') };
}

export function DateField({ name, ...props }: Omit<DateInputProps, 'value' | 'onChange'> & { name: string }) {
  return <DateInput valueFormat="DD/MM/YYYY" dateParser={parseTypedDate} {...props} {...useDateControl(name)} />;
}

interface Parts {
  date: string;
  time: string;
}

const split = (value: string | null | undefined): Parts => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid()
    ? { date: parsed.format('YYYY-MM-DD'), time: parsed.format('HH:mm') }
    : { date: '', time: '' };
};
/** A date and a time make the form's value; either one missing leaves it empty (the schema says what is missing). */
const join = ({ date, time }: Parts) => (date && time ? `${date} ${time}:00` : '');

interface DateTimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  clearable?: boolean;
  description?: ReactNode;
  /** A caution shown under the field (a past date, a weekend) that does not stop the form. */
  warning?: ReactNode;
}

/** A date and a time, typed or picked: the form holds 'YYYY-MM-DD HH:mm:ss', or '' until both are there. */
export function DateTimeField({ name, label, required, clearable, description, warning }: DateTimeFieldProps) {
  const { value, onChange, onBlur, error } = useFieldControl<string | null | undefined>(name);
  const [parts, setParts] = useState(() => split(value));
  const id = useId();
  // A value set from outside (a reset, a reload) replaces what is being typed.
  useEffect(() => {
    setParts((current) => (join(current) === (value || '') ? current : split(value)));
  }, [value]);
  const update = (next: Parts) => {
    setParts(next);
    onChange(join(next));
  };
  return (
    // One legend for the pair, each part with its own label: a screen reader reads « Date et heure, Heure ».
    <Fieldset
      variant="unstyled"
      legend={
        <Input.Label required={required} labelElement="div" mb={0}>
          {label}
        </Input.Label>
      }
      aria-describedby={warning ? `${id}-warning` : undefined}
      styles={{ root: { minWidth: 0 }, legend: { padding: 0 } }}
    >
      {description ? <Input.Description>{description}</Input.Description> : null}
      <Group grow align="flex-start" gap="xs" wrap="nowrap" mt={4}>
        <DateInput
          label="Date"
          size="sm"
          valueFormat="DD/MM/YYYY"
          placeholder="JJ/MM/AAAA"
          dateParser={parseTypedDate}
          clearable={clearable}
          value={parts.date || null}
          onChange={(date) => update({ ...parts, date: date ?? '' })}
          onBlur={onBlur}
          error={!!error}
        />
        <TimePicker
          label="Heure"
          format="24h"
          hoursInputLabel="Heures"
          minutesInputLabel="Minutes"
          value={parts.time}
          onChange={(time) => update({ ...parts, time })}
          onBlur={onBlur}
          error={!!error}
        />
      </Group>
      {error ? <Input.Error mt={6}>{error}</Input.Error> : null}
      {warning ? (
        <Input.Description id={`${id}-warning`} c="orange.9" mt={6} fw={500} role="status">
          {warning}
        </Input.Description>
      ) : null}
    </Fieldset>
  );
}
