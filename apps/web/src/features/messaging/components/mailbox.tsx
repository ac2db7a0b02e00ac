// The messaging screen: inbox, sent and deleted boxes as three tabs, each paged and (except deleted) searchable.
import {
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencilPlus, IconSearch } from '@tabler/icons-react';
import { MESSAGE_PAGE_SIZE } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { dayjs } from '@/lib/dayjs';
import { useMessages } from '../api/get-messages';
import { useUnreadCountSync } from '../api/get-unread-count';
import { type BoxName, messagingPaths } from '../paths';
import { partyName } from './message-content';

const BOXES: Array<{ name: BoxName; label: string }> = [
  { name: 'inbox', label: 'Boîte de réception' },
  { name: 'sent', label: 'Messages envoyés' },
  { name: 'deleted', label: 'Messages supprimés' },
];

const EMPTY: Record<BoxName, string> = {
  inbox: 'Aucun message reçu pour le moment.',
  sent: 'Vous n’avez envoyé aucun message.',
  deleted: 'Aucun message supprimé.',
};

export function Mailbox({ box, uid }: { box: BoxName; uid: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const messages = useMessages(box, uid, page - 1, MESSAGE_PAGE_SIZE, debounced);
  useUnreadCountSync(uid);
  const total = messages.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / MESSAGE_PAGE_SIZE));
  const current = BOXES.find((b) => b.name === box) as (typeof BOXES)[number];

  return (
    <ContentLayout title="Messagerie" size="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group component="nav" aria-label="Boîtes de la messagerie" gap="xs">
          {BOXES.map((b) => (
            <UnstyledButton
              key={b.name}
              component={Link}
              to={messagingPaths.box(b.name, uid)}
              aria-current={b.name === box ? 'page' : undefined}
              px="md"
              py={6}
              style={{
                borderRadius: 8,
                fontWeight: b.name === box ? 700 : 400,
                background: b.name === box ? 'var(--mantine-color-teal-light)' : undefined,
              }}
            >
              {b.label}
            </UnstyledButton>
          ))}
        </Group>
        <Button component={Link} to={messagingPaths.newMessage(uid)} leftSection={<IconPencilPlus size={18} />}>
          Nouveau message
        </Button>
      </Group>

      <Title order={2} size="h3" mb="sm">
        {current.label}
      </Title>

      {box !== 'deleted' ? (
        <TextInput
          label="Rechercher un message"
          description="Sujet ou nom de la personne"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', sm: 360 }}
          mb="md"
        />
      ) : null}

      {messages.isPending ? (
        <Center py="xl">
          <Loader aria-label="Chargement des messages" />
        </Center>
      ) : messages.isError ? (
        <Paper withBorder p="xl" ta="center">
          <Text>Les messages ne peuvent pas être affichés pour le moment.</Text>
        </Paper>
      ) : total === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          <Text>
            {debounced.trim() && box !== 'deleted' ? 'Aucun message ne correspond à cette recherche.' : EMPTY[box]}
          </Text>
        </Paper>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {total} message{total > 1 ? 's' : ''}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={current.label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{box === 'sent' ? 'Destinataire' : box === 'inbox' ? 'Expéditeur' : 'De / À'}</Table.Th>
                  <Table.Th>Sujet</Table.Th>
                  <Table.Th>Date</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.data.items.map((m) => {
                  const unread = box === 'inbox' && !m.estLu;
                  const other =
                    box === 'sent' || (box === 'deleted' && m.expediteurId === uid) ? m.destinataire : m.expediteur;
                  return (
                    <Table.Tr key={m.id} fw={unread ? 700 : undefined} data-unread={unread || undefined}>
                      <Table.Td>
                        {box === 'deleted' ? (m.expediteurId === uid ? 'À ' : 'De ') : null}
                        {partyName(other)}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {unread ? (
                            <Badge size="xs" color="red.9" variant="filled">
                              Non lu
                            </Badge>
                          ) : null}
                          <Anchor component={Link} to={messagingPaths.message(uid, m.id)} inherit>
                            {m.sujet}
                          </Anchor>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <time dateTime={m.dateHeure}>{dayjs(m.dateHeure).format('D MMMM YYYY [à] HH:mm')}</time>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 ? (
            <Center mt="lg">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': control === 'previous' ? 'Page précédente' : 'Page suivante',
                })}
                getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
              />
            </Center>
          ) : null}
        </>
      )}
    </ContentLayout>
  );
}
