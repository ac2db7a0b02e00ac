// Text fields bound by name to the form FormShell provides: the label and description they are given, the value
// registered with react-hook-form, and the schema's French error under them.
import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { type FieldError, get, useFormContext } from 'react-hook-form';

function useField(name: string) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return { ...register(name), error: (get(errors, name) as FieldError | undefined)?.message };
}

export function TextField({ name, ...props }: TextInputProps & { name: string }) {
  return <TextInput {...props} {...useField(name)} />;
}

export function TextareaField({ name, ...props }: TextareaProps & { name: string }) {
  return <Textarea {...props} {...useField(name)} />;
}
