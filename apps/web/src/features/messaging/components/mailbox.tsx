// The messaging screen: inbox, sent and deleted boxes as three tabs, each paged and (except deleted) searchable.
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { href, MESSAGE_PAGE_SIZE, type Message } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import type { Column } from '@/components/list/data-table';
import { ListCount, ListStates } from '@/components/list/list-states';
import { ListTable } from '@/components/list/list-table';
import { Pager } from '@/components/list/pager';
import { SearchInput } from '@/components/list/search-input';
import { dayjs } from '@/lib/dayjs';
import { useMessages } from '../api/get-messages';
import { useUnreadCountSync } from '../api/get-unread-count';
import type { BoxName } from '../box-name';
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
  const current = BOXES.find((b) => b.name === box) as (typeof BOXES)[number];
  const unread = (m: Message) => box === 'inbox' && !m.estLu;
  // Below 768 px the box is a list of cards (sender, subject, date, unread state): a table would not fit.
  const narrow = useMediaQuery('(max-width: 48em)');
  const other = (m: Message) => {
    const party = box === 'sent' || (box === 'deleted' && m.expediteurId === uid) ? m.destinataire : m.expediteur;
    return `${box === 'deleted' ? (m.expediteurId === uid ? 'À ' : 'De ') : ''}${partyName(party)}`;
  };
  const columns: Column<Message>[] = [
    {
      header: box === 'sent' ? 'Destinataire' : box === 'inbox' ? 'Expéditeur' : 'De / À',
      cell: other,
    },
    {
      header: 'Sujet',
      cell: (m) => (
        <Group gap="xs" wrap="nowrap">
          {unread(m) ? (
            <Badge size="xs" color="red.9" variant="filled">
              Non lu
            </Badge>
          ) : null}
          <Anchor component={Link} to={href('message', { uid, id: m.id })} inherit>
            {m.sujet}
          </Anchor>
        </Group>
      ),
    },
    {
      header: 'Date',
      cell: (m) => <time dateTime={m.dateHeure}>{dayjs(m.dateHeure).format('D MMMM YYYY [à] HH:mm')}</time>,
    },
  ];

  return (
    <ContentLayout title="Messagerie" size="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group component="nav" aria-label="Boîtes de la messagerie" gap="xs">
          {BOXES.map((b) => (
            <UnstyledButton
              key={b.name}
              component={Link}
              to={href(b.name, { uid })}
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
        <Button component={Link} to={href('messageNew', { id: uid })} leftSection={<IconPencilPlus size={18} />}>
          Nouveau message
        </Button>
      </Group>

      <Title order={2} size="h3" mb="sm">
        {current.label}
      </Title>

      {box !== 'deleted' ? (
        <SearchInput
          label="Rechercher un message"
          description="Sujet ou nom de la personne"
          value={search}
          onSearch={setSearch}
          onPage={setPage}
          w={{ base: '100%', sm: 360 }}
          mb="md"
        />
      ) : null}

      {narrow ? (
        <ListStates
          query={messages}
          empty={(messages.data?.totalElements ?? 0) === 0}
          loadingLabel="Chargement des messages"
          loading="loader"
          errorText="Les messages ne peuvent pas être affichés pour le moment."
          emptyText={
            debounced.trim() && box !== 'deleted' ? 'Aucun message ne correspond à cette recherche.' : EMPTY[box]
          }
        >
          <ListCount total={messages.data?.totalElements ?? 0} one="message" />
          <Stack component="ul" aria-label={current.label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {(messages.data?.items ?? []).map((m) => (
              <Paper
                key={m.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                data-unread={unread(m) || undefined}
                style={unread(m) ? { borderLeft: '4px solid var(--mantine-color-red-9)' } : undefined}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Text size="sm" fw={unread(m) ? 700 : 500} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {other(m)}
                  </Text>
                  {unread(m) ? (
                    <Badge size="sm" color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                      Non lu
                    </Badge>
                  ) : null}
                </Group>
                <Anchor
                  component={Link}
                  to={href('message', { uid, id: m.id })}
                  fw={unread(m) ? 700 : 500}
                  display="block"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {m.sujet}
                </Anchor>
                <Text size="xs" c="dimmed">
                  <time dateTime={m.dateHeure}>{dayjs(m.dateHeure).format('D MMMM YYYY [à] HH:mm')}</time>
                </Text>
              </Paper>
            ))}
          </Stack>
          <Pager
            total={messages.data?.totalElements ?? 0}
            size={MESSAGE_PAGE_SIZE}
            page={page}
            onChange={setPage}
            mt="lg"
          />
        </ListStates>
      ) : (
        <ListTable
          query={messages}
          loadingLabel="Chargement des messages"
          errorText="Les messages ne peuvent pas être affichés pour le moment."
          emptyText={
            debounced.trim() && box !== 'deleted' ? 'Aucun message ne correspond à cette recherche.' : EMPTY[box]
          }
          count={{ one: 'message' }}
          pager={{ size: MESSAGE_PAGE_SIZE, page, onChange: setPage, mt: 'lg' }}
          aria-label={current.label}
          minWidth={560}
          rowProps={(m) => ({ fw: unread(m) ? 700 : undefined, 'data-unread': unread(m) || undefined })}
          columns={columns}
        />
      )}
    </ContentLayout>
  );
}
