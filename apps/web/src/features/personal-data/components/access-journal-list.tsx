// « Mes données personnelles »: who from the organisation consulted or changed one's data, and when, newest first, paged.
import { List, Skeleton, Text, Title } from '@mantine/core';
import { ACCESS_JOURNAL_PAGE_SIZE, ACCESS_JOURNAL_RETENTION_MONTHS, accessSentence } from '@tremplin/shared';
import { useState } from 'react';
import { Pager } from '@/components/list/pager';
import { useAccessJournal } from '../api/get-access-journal';

export function AccessJournalList({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const journal = useAccessJournal(userId, page - 1);
  return (
    <section aria-labelledby="access-journal-title">
      <Title order={3} size="h5" id="access-journal-title" mb="xs">
        Qui a consulté mes données
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Chaque consultation ou modification de vos données par une personne de l’organisme, gardée{' '}
        {ACCESS_JOURNAL_RETENTION_MONTHS} mois.
      </Text>
      {journal.isPending ? (
        <Skeleton height={40} />
      ) : journal.isError ? (
        <Text size="sm">Ce journal ne peut pas être affiché pour le moment.</Text>
      ) : journal.data.totalElements === 0 ? (
        <Text size="sm">Personne de l’organisme n’a consulté vos données.</Text>
      ) : (
        <>
          <List size="sm" spacing={4} aria-label="Accès à mes données">
            {journal.data.items.map((entry) => (
              <List.Item key={entry.id}>{accessSentence(entry)}</List.Item>
            ))}
          </List>
          <Pager
            total={journal.data.totalElements}
            size={ACCESS_JOURNAL_PAGE_SIZE}
            page={page}
            onChange={setPage}
            mt="sm"
          />
        </>
      )}
    </section>
  );
}
