// /admin/console-log (admins only): the server's log as it is written, from every API process, filtered by level
// and text, with pause and resume; secrets are already redacted by the server.
import { Alert, Badge, Button, Code, Group, Paper, ScrollArea, Select, Table, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { LOG_LEVEL_LABELS, LOG_LEVELS, type LogLevel } from '@tremplin/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { SearchInput } from '@/components/list/search-input';
import { dayjs } from '@/lib/dayjs';
import { useLogStream } from '../hooks/use-log-stream';

const LEVEL_COLORS: Record<LogLevel, string> = {
  trace: 'gray',
  debug: 'gray',
  info: 'blue',
  warn: 'orange',
  error: 'red',
  fatal: 'red',
};

export function AdminLogsScreen() {
  const { lines, ignored, paused, pause, resume, clear, error, connected } = useLogStream();
  const [level, setLevel] = useState<LogLevel>('info');
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim().toLowerCase());
  const shown = useMemo(() => {
    const min = LOG_LEVELS.indexOf(level);
    return lines.filter(
      (l) =>
        LOG_LEVELS.indexOf(l.level) >= min &&
        (!text || `${l.msg} ${l.text} ${l.reqId ?? ''} ${l.process}`.toLowerCase().includes(text)),
    );
  }, [lines, level, text]);

  return (
    <ContentLayout
      title="Console des journaux"
      size="xl"
      intro="Le journal du serveur en direct, mots de passe et jetons masqués."
    >
      {error ? (
        <Alert color="orange" role="alert" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group align="flex-end" mb="md" role="search" aria-label="Filtrer les journaux">
        <Select
          label="Niveau minimal"
          allowDeselect={false}
          data={LOG_LEVELS.map((l) => ({ value: l, label: LOG_LEVEL_LABELS[l] }))}
          value={level}
          onChange={(v) => setLevel((v ?? 'info') as LogLevel)}
          w={180}
        />
        <SearchInput label="Texte" value={search} onSearch={setSearch} style={{ flex: 1 }} />
        {paused ? (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={resume}>
            Reprendre
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconPlayerPause size={16} />} onClick={pause}>
            Pause
          </Button>
        )}
        <Button variant="subtle" leftSection={<IconTrash size={16} />} onClick={clear}>
          Vider
        </Button>
      </Group>
      <Group gap="sm" mb="xs">
        <Text size="sm" c="dimmed">
          {shown.length} ligne{shown.length > 1 ? 's' : ''} affichée{shown.length > 1 ? 's' : ''}
          {connected ? '' : ' — connexion en cours…'}
        </Text>
        {paused ? <Badge color="gray">En pause</Badge> : null}
        {ignored > 0 ? (
          <Badge color="orange" role="status">
            {ignored} ligne{ignored > 1 ? 's' : ''} ignorée{ignored > 1 ? 's' : ''}
          </Badge>
        ) : null}
      </Group>
      <Paper withBorder>
        {/* Reachable and scrollable by keyboard too. */}
        <ScrollArea h={560} viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Journal du serveur' }}>
          {shown.length === 0 ? (
            <Text p="lg" ta="center">
              Aucune ligne pour le moment.
            </Text>
          ) : (
            <Table fz="xs" striped aria-label="Lignes du journal" style={{ fontFamily: 'monospace' }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Heure</Table.Th>
                  <Table.Th>Niveau</Table.Th>
                  <Table.Th>Processus</Table.Th>
                  <Table.Th>Requête</Table.Th>
                  <Table.Th>Message</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((l) => (
                  <Table.Tr key={l.key}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayjs(l.time).format('DD/MM HH:mm:ss.SSS')}</Table.Td>
                    <Table.Td>
                      <Badge size="xs" color={LEVEL_COLORS[l.level]} variant="light">
                        {LOG_LEVEL_LABELS[l.level]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{l.process}</Table.Td>
                    <Table.Td>{l.reqId ?? '—'}</Table.Td>
                    <Table.Td>
                      {l.msg}
                      {l.text ? (
                        <Code block fz="xs" mt={2}>
                          {l.text}
                        </Code>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </ScrollArea>
      </Paper>
    </ContentLayout>
  );
}
