// The page around a form: its title and a framed card; for an edit, the record's loading and unavailable states.
import { type ContainerProps, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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

export function EditedRecord<T>({
  query,
  enabled,
  loadingLabel,
  unavailableTitle,
  unavailableText,
  children,
}: EditedRecordProps<T>) {
  if (query.isPending && enabled) return <Spinner label={loadingLabel} />;
  if (!query.data)
    return (
      <ContentLayout title={unavailableTitle}>
        <Text>{unavailableText}</Text>
      </ContentLayout>
    );
  return <>{children(query.data)}</>;
}
