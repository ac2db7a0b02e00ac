// A rich-text field bound by name to its form: the editor with its label, its value and the schema's error.
import { useFormContext } from 'react-hook-form';
import { RichTextEditor, type RichTextPreset } from '@/components/ui/rich-text-editor';
import { useFieldControl } from './fields';

export function RichTextField({ name, label, preset }: { name: string; label: string; preset?: RichTextPreset }) {
  const { setValue } = useFormContext();
  const { value, onChange, error } = useFieldControl<string | null | undefined>(name);
  return (
    <RichTextEditor
      label={label}
      value={value ?? ''}
      // The editor rewrites the HTML it is given in its own way: that is no change of the person's.
      onChange={(html, byPerson) => (byPerson ? onChange(html) : setValue(name, html))}
      preset={preset}
      error={error}
    />
  );
}
