// The board by status: one column per status; a card moves by drag and drop, or with its status menu (keyboard).
import { Badge, Card, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { APPLICATION_STATUSES, type ApplicationStatus, type ApplicationSummary, href } from '@tremplin/shared';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDay, STATUS_COLORS, statusLabel } from './format';

interface ApplicationBoardProps {
  uid: number;
  applications: ApplicationSummary[];
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
}

const DRAG_TYPE = 'application/x-tremplin-candidature';

export function ApplicationBoard({ uid, applications, onMove }: ApplicationBoardProps) {
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  // A card moved from its status list is drawn anew in its new column: the focus follows it there.
  const refocus = useRef<number | null>(null);
  const move = (id: number, status: ApplicationStatus, fromKeyboard = false) => {
    const application = applications.find((a) => a.id === id);
    if (!application || application.statueCandidature === status) return;
    refocus.current = fromKeyboard ? id : null;
    onMove(application, status);
  };
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" miw={{ md: 1000 }}>
        {APPLICATION_STATUSES.map((status) => {
          const items = applications.filter((a) => a.statueCandidature === status);
          return (
            <Paper
              key={status}
              component="section"
              aria-label={`Colonne ${statusLabel(status)}`}
              data-testid={`colonne-${status}`}
              withBorder
              radius="md"
              p="sm"
              bg={over === status ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)'}
              mih={200}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(status);
              }}
              onDragLeave={() => setOver((current) => (current === status ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                setOver(null);
                const id = Number(event.dataTransfer.getData(DRAG_TYPE));
                if (id) move(id, status);
              }}
            >
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h5">
                  {statusLabel(status)}
                </Title>
                <Badge color={STATUS_COLORS[status]} variant="light" aria-label={`${items.length} candidature(s)`}>
                  {items.length}
                </Badge>
              </Group>
              <Stack gap="xs">
                {items.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    Aucune candidature
                  </Text>
                ) : null}
                {items.map((application) => (
                  <Card
                    key={application.id}
                    withBorder
                    padding="xs"
                    radius="sm"
                    draggable
                    data-testid={`carte-${application.id}`}
                    style={{ cursor: 'grab' }}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, String(application.id));
                      event.dataTransfer.effectAllowed = 'move';
                    }}
                  >
                    <Text fw={600} size="sm" component={Link} to={href('application', { uid, cid: application.id })}>
                      {application.poste}
                    </Text>
                    <Text size="sm">{application.entreprise}</Text>
                    <Text size="xs" c="dimmed" mb={4}>
                      {formatDay(application.date)}
                    </Text>
                    <Select
                      size="xs"
                      label={`Statut de ${application.poste} chez ${application.entreprise}`}
                      styles={{
                        label: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
                      }}
                      allowDeselect={false}
                      data={APPLICATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
                      value={application.statueCandidature}
                      onChange={(value) => value && move(application.id, value as ApplicationStatus, true)}
                      ref={(input) => {
                        if (input && refocus.current === application.id && document.activeElement !== input) {
                          refocus.current = null;
                          input.focus();
                        }
                      }}
                    />
                  </Card>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </ScrollArea>
  );
}
