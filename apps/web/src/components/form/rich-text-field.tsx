// A rich-text field bound to its form: the editor with its label, its value and the schema's error.
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { RichTextEditor, type RichTextPreset } from '@/components/ui/rich-text-editor';

interface RichTextFieldProps<Input extends FieldValues, Output> {
  control: Control<Input, unknown, Output>;
  name: FieldPath<Input>;
  label: string;
  preset?: RichTextPreset;
}

export function RichTextField<Input extends FieldValues, Output>({
  control,
  name,
  label,
  preset,
}: RichTextFieldProps<Input, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          preset={preset}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
