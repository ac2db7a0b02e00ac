// A form's frame: French errors from the shared zod schema, the server's answer above the fields (a version
// conflict said once, as "modifié entre-temps"), Cancel / submit with the submit state, and a question before
// leaving with unsaved changes.
import { Alert, Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import { MESSAGES } from '@tremplin/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiClientError } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { useLeaveGuard } from './leave-guard';

/** What a failed submission says: the shared conflict message for a stale version, else the server's text. */
export const submitErrorMessage = (err: unknown) =>
  err instanceof ApiClientError && err.status === 409 ? MESSAGES.conflict : (err as Error).message;

interface FormShellProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (values: Output) => unknown;
  submitLabel: ReactNode;
  /** Where Cancel leads, or what it does; no Cancel without either. */
  cancelTo?: string;
  onCancel?: () => void;
  /** When the caller tracks the submission itself (a mutation it owns). */
  submitting?: boolean;
  /** `elsewhere`: the caller shows a failure (a frame's conflict message, a toast); the typed values stay. */
  errors?: 'above' | 'elsewhere';
  /** The space between the fields' groups. */
  gap?: MantineSpacing;
  children: ReactNode;
}

export function FormShell<Input extends FieldValues, Output>({
  form,
  onSubmit,
  submitLabel,
  cancelTo,
  onCancel,
  submitting,
  errors: where = 'above',
  gap = 'md',
  children,
}: FormShellProps<Input, Output>) {
  const { errors, isSubmitting, isDirty } = form.formState;
  // Saving, or saved with nothing changed since: leaving asks nothing.
  const saving = useRef<'no' | 'saving' | 'saved'>('no');
  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      saving.current = 'no';
    });
    return unsubscribe;
  }, [form]);
  // Once signed out (by choice or an ended session), nothing can be saved any more: leaving asks nothing either.
  const leaveQuestion = useLeaveGuard(
    () => isDirty && !submitting && saving.current === 'no' && useSessionStore.getState().auth.logged,
  );
  return (
    // The fields of components/form/fields.tsx find the form here.
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          saving.current = 'saving';
          try {
            await onSubmit(values);
            saving.current = 'saved';
          } catch (err) {
            saving.current = 'no';
            if (where === 'above') form.setError('root', { message: submitErrorMessage(err) });
          }
        })}
      >
        <Stack gap={gap}>
          {errors.root ? (
            <Alert color="orange" role="alert">
              {errors.root.message}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            {cancelTo ? (
              <Button variant="default" component={Link} to={cancelTo}>
                Annuler
              </Button>
            ) : onCancel ? (
              <Button variant="default" onClick={onCancel}>
                Annuler
              </Button>
            ) : null}
            <Button type="submit" loading={submitting ?? isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
      {leaveQuestion}
    </FormProvider>
  );
}
