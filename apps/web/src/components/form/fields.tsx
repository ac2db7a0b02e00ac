// Fields bound by name to the form FormShell provides: the label and description they are given, the value kept
// in react-hook-form, and the schema's French error under them. Date fields are in date-fields.tsx (their library
// stays out of the pages without dates).
import {
  Checkbox,
  type CheckboxGroupProps,
  type CheckboxProps,
  Group,
  NumberInput,
  type NumberInputProps,
  Radio,
  type RadioGroupProps,
  Select,
  type SelectProps,
  Switch,
  type SwitchProps,
  TagsInput,
  type TagsInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldError, get, useController, useFormContext } from 'react-hook-form';

function useField(name: string) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return { ...register(name), error: (get(errors, name) as FieldError | undefined)?.message };
}

/** A field's value, its change and blur, and its French error, for an input that is not a native one. */
export function useFieldControl<T = unknown>(name: string) {
  const { field, fieldState } = useController({ name });
  return {
    value: field.value as T,
    onChange: field.onChange as (value: T) => void,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

export function TextField({ name, ...props }: TextInputProps & { name: string }) {
  return <TextInput {...props} {...useField(name)} />;
}

export function TextareaField({ name, ...props }: TextareaProps & { name: string }) {
  return <Textarea {...props} {...useField(name)} />;
}

export function CheckboxField({ name, ...props }: CheckboxProps & { name: string }) {
  return <Checkbox {...props} {...useField(name)} />;
}

type Cleared = string | number | null | undefined;

/**
 * One choice among `data`. `numeric`: the form holds the chosen id as a number. `empty`: what the form holds once
 * the choice is cleared (null unless told).
 */
export function SelectField({
  name,
  numeric,
  empty = null,
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & { name: string; numeric?: boolean; empty?: Cleared }) {
  const { value, onChange, ...bound } = useFieldControl<Cleared>(name);
  return (
    <Select
      {...props}
      {...bound}
      value={value == null || value === '' ? null : String(value)}
      onChange={(v) => onChange(v == null ? empty : numeric ? Number(v) : v)}
    />
  );
}

/** A number; `empty` is what the form holds when the box is emptied. */
export function NumberField({
  name,
  empty,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & { name: string; empty?: number }) {
  const { value, onChange, ...bound } = useFieldControl<number | undefined>(name);
  return (
    <NumberInput
      {...props}
      {...bound}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : Number(v) || empty)}
    />
  );
}

/** An on/off switch; `values` when the form holds two words rather than true and false. */
export function SwitchField({
  name,
  values,
  ...props
}: Omit<SwitchProps, 'checked' | 'onChange'> & { name: string; values?: readonly [on: string, off: string] }) {
  const { value, onChange, ...bound } = useFieldControl<unknown>(name);
  return (
    <Switch
      {...props}
      {...bound}
      checked={values ? value === values[0] : !!value}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange(values ? values[checked ? 0 : 1] : checked);
      }}
    />
  );
}

/** Several ticks among `options`, held as a list of numbers. */
export function CheckboxGroupField({
  name,
  options,
  ...props
}: Omit<CheckboxGroupProps, 'children' | 'value' | 'onChange'> & {
  name: string;
  options: readonly { value: number; label: string }[];
}) {
  const { value, onChange, ...bound } = useFieldControl<number[] | undefined>(name);
  return (
    <Checkbox.Group
      {...props}
      {...bound}
      value={(value ?? []).map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Group mt="xs" gap="md">
        {options.map((option) => (
          <Checkbox key={option.value} value={String(option.value)} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** One choice among radio buttons given as children. */
export function RadioGroupField({
  name,
  children,
  ...props
}: Omit<RadioGroupProps, 'value' | 'onChange'> & { name: string; children: ReactNode }) {
  const { value, ...bound } = useFieldControl<string | null>(name);
  return (
    <Radio.Group {...props} {...bound} value={value ?? ''}>
      {children}
    </Radio.Group>
  );
}

/** Free words typed one by one, held as a list. */
export function TagsField({ name, ...props }: Omit<TagsInputProps, 'value' | 'onChange'> & { name: string }) {
  const { value, ...bound } = useFieldControl<string[] | undefined>(name);
  return <TagsInput {...props} {...bound} value={value ?? []} />;
}
