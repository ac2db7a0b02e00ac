// An event's date, place, theme and description as a reader sees them (HTML cleaned by the server).
import { Group, Paper, Stack, Text, TypographyStylesProvider } from '@mantine/core';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import type { JobDating } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { DATE_FORMAT } from '../job-dating-display';

type Event = Pick<JobDating, 'date' | 'lieu' | 'thematique' | 'description' | 'auteur'>;

export function JobDatingSummary({ event }: { event: Event }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {event.thematique}
        </Text>
        <Group gap={6}>
          <IconCalendarEvent size={18} aria-hidden="true" />
          <Text>{dayjs(event.date).format(DATE_FORMAT)}</Text>
        </Group>
        <Group gap={6}>
          <IconMapPin size={18} aria-hidden="true" />
          <Text>{event.lieu}</Text>
        </Group>
        {event.auteur ? (
          <Text size="sm" c="dimmed">
            Organisé par {event.auteur}
          </Text>
        ) : null}
        {event.description ? (
          <TypographyStylesProvider mt="sm">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned on the server with SPEC §5's rules before it was stored */}
            <div dangerouslySetInnerHTML={{ __html: event.description }} />
          </TypographyStylesProvider>
        ) : (
          <Text c="dimmed">Aucune description.</Text>
        )}
      </Stack>
    </Paper>
  );
}
