// Each person's choice of reminders (the day before at 18:00 and one hour before), and their latest notices.
import { Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useNotices, useReadNotices, useReminderPreferences, useSaveReminderPreferences } from '../api/reminders';

export function ReminderSettings({ userId }: { userId: number }) {
  const preferences = useReminderPreferences(userId);
  const save = useSaveReminderPreferences(userId);
  const notices = useNotices();
  const read = useReadNotices();
  const unread = notices.data?.filter((n) => !n.lue).length ?? 0;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} size="h4">
          Rappels et notifications
        </Title>
        <Text size="sm">Un rappel la veille à 18 h et une heure avant chaque entretien et job dating.</Text>
        {preferences.isPending ? (
          <Loader aria-label="Chargement des rappels" />
        ) : preferences.data ? (
          <Group>
            <Switch
              label="Par e-mail"
              checked={preferences.data.email}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...preferences.data, email: e.currentTarget.checked })}
            />
            <Switch
              label="En notification"
              checked={preferences.data.notification}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...preferences.data, notification: e.currentTarget.checked })}
            />
          </Group>
        ) : null}
        {notices.data && notices.data.length > 0 && (
          <Stack gap="xs" aria-label="Notifications">
            <Group justify="space-between">
              <Text fw={600}>
                {unread > 0
                  ? `${unread} notification${unread > 1 ? 's' : ''} non lue${unread > 1 ? 's' : ''}`
                  : 'Notifications'}
              </Text>
              {unread > 0 && (
                <Button size="xs" variant="subtle" onClick={() => read.mutate()}>
                  Tout marquer comme lu
                </Button>
              )}
            </Group>
            {notices.data.slice(0, 10).map((n) => (
              <Text key={n.id} size="sm" fw={n.lue ? 400 : 600}>
                {n.lien ? <Link to={n.lien}>{n.texte}</Link> : n.texte}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
