// The page around a form: its title and a framed card; for an edit, the record's loading and unavailable states.
import { type ContainerProps, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Spinner } from '@/components/ui/spinner';

export function FormPage({
  title,
  size,
  children,
}: {
  title: string;
  size?: ContainerProps['size'];
  children: ReactNode;
}) {
  return (
    <ContentLayout title={title} size={size}>
      <Paper withBorder radius="lg" p="lg">
        {children}
      </Paper>
    </ContentLayout>
  );
}

interface EditedRecordProps<T> {
  query: { isPending: boolean; data?: T };
  /** False when the address names no record: the query never runs. */
  enabled: boolean;
  loadingLabel: string;
  /** "NTC indisponible" and "Ce NTC ne peut pas être affiché." */
  unavailableTitle: string;
  unavailableText: string;
  children: (record: T) => ReactNode;
}

/** What a record's screen says while it loads or when it cannot be read. */
export type RecordStates = Pick<EditedRecordProps<unknown>, 'loadingLabel' | 'unavailableTitle' | 'unavailableText'>;

/** The loading or unavailable screen of a record, or null once it is there. */
export function recordGate(query: { isPending: boolean; data?: unknown }, enabled: boolean, states: RecordStates) {
  if (query.isPending && enabled) return <Spinner label={states.loadingLabel} />;
  if (!query.data)
    return (
      <ContentLayout title={states.unavailableTitle}>
        <Text>{states.unavailableText}</Text>
      </ContentLayout>
    );
  return null;
}

export function EditedRecord<T>({ query, enabled, children, ...states }: EditedRecordProps<T>) {
  const gate = recordGate(query, enabled, states);
  if (gate || !query.data) return gate;
  return <>{children(query.data)}</>;
}

/** An edit screen: the record's loading and unavailable states, then its form on the page. */
export function EditFormPage<T>({
  title,
  size,
  ...record
}: EditedRecordProps<T> & { title: string; size?: ContainerProps['size'] }) {
  return (
    <EditedRecord {...record}>
      {(loaded) => (
        <FormPage title={title} size={size}>
          {record.children(loaded)}
        </FormPage>
      )}
    </EditedRecord>
  );
}

/** The submit of most new and edit screens: save, then go to `to` (a failure stays on the form, which shows it). */
export function useSaveThenGo<TInput>(mutation: { mutateAsync: (input: TInput) => Promise<unknown> }, to: string) {
  const navigate = useNavigate();
  return async (input: TInput) => {
    await mutation.mutateAsync(input);
    navigate(to);
  };
}
