// Date fields bound by name to the form FormShell provides, kept apart from fields.tsx: their date library loads
// only with the screens that ask for a date. The form holds the date as text ('' when none); the theme gives the
// calendars their French names and has a picker's calendar give the focus back to its field when it closes.
import { DateInput, type DateInputProps, DateTimePicker, type DateTimePickerProps } from '@/components/ui/date-inputs';
import { useFieldControl } from './fields';

function useDateControl(name: string) {
  const { value, onChange, ...bound } = useFieldControl<string | null | undefined>(name);
  return { ...bound, value: value || null, onChange: (date: string | null) => onChange(date ?? '') };
}

export function DateField({ name, ...props }: Omit<DateInputProps, 'value' | 'onChange'> & { name: string }) {
  return <DateInput valueFormat="DD/MM/YYYY" {...props} {...useDateControl(name)} />;
}

export function DateTimeField({ name, ...props }: Omit<DateTimePickerProps, 'value' | 'onChange'> & { name: string }) {
  return <DateTimePicker valueFormat="DD/MM/YYYY HH:mm" {...props} {...useDateControl(name)} />;
}
