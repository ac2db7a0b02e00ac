// /notifications (everyone signed in): how the person wants to be reminded of her interviews and job datings, and
// the notices Tremplin left her (reminders, follow-ups), newest first.
import { Anchor, Button, Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { Notice } from '@tremplin/shared';
import { Link } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { useCurrentUser } from '@/lib/auth';
import { useNotices, useReadNotices, useReminderPreferences, useSaveReminderPreferences } from '../api/notices';

const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

function ReminderChoices({ userId }: { userId: number }) {
  const preferences = useReminderPreferences(userId);
  const save = useSaveReminderPreferences(userId);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Title order={2} size="h4">
          Mes rappels
        </Title>
        <Text size="sm">Un rappel la veille à 18 h et une heure avant chaque entretien et job dating.</Text>
        {preferences.isPending ? (
          <Loader aria-label="Chargement des rappels" />
        ) : preferences.isError ? (
          <Text>Vos choix de rappels ne peuvent pas être lus pour le moment.</Text>
        ) : (
          <Group>
            <Switch
              label="Par e-mail"
              checked={preferences.data.email}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...preferences.data, email: e.currentTarget.checked })}
            />
            <Switch
              label="En notification dans Tremplin"
              checked={preferences.data.notification}
              disabled={save.isPending}
              onChange={(e) => save.mutate({ ...preferences.data, notification: e.currentTarget.checked })}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function NoticeRow({ notice }: { notice: Notice }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={notice.lue ? 400 : 600}>
        {notice.lien ? (
          <Anchor component={Link} to={notice.lien} inherit>
            {notice.texte}
          </Anchor>
        ) : (
          notice.texte
        )}
        {notice.lue ? null : (
          <Text span c="dimmed" size="xs">
            {' '}
            (non lue)
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {when(notice.creeLe)}
      </Text>
    </Stack>
  );
}

export function NoticesScreen() {
  const me = useCurrentUser();
  const notices = useNotices();
  const read = useReadNotices();
  const unread = notices.data?.filter((n) => !n.lue).length ?? 0;
  return (
    <ContentLayout title="Rappels et notifications">
      <Stack>
        {me ? <ReminderChoices userId={me.id} /> : null}
        <Paper withBorder radius="lg" p="lg">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {unread > 0
                  ? `${unread} notification${unread > 1 ? 's' : ''} non lue${unread > 1 ? 's' : ''}`
                  : 'Mes notifications'}
              </Title>
              {unread > 0 && (
                <Button size="xs" variant="light" loading={read.isPending} onClick={() => read.mutate()}>
                  Tout marquer comme lu
                </Button>
              )}
            </Group>
            <ListStates
              query={notices}
              loadingLabel="Chargement des notifications"
              loading="loader"
              errorText="Les notifications ne peuvent pas être lues pour le moment."
              empty={notices.data?.length === 0}
              emptyText={
                <EmptyTitle
                  title="Aucune notification"
                  hint="Les rappels de vos entretiens et job datings apparaîtront ici."
                />
              }
            >
              <Stack gap="sm">
                {notices.data?.map((n) => (
                  <NoticeRow key={n.id} notice={n} />
                ))}
                {notices.data && notices.data.length >= 50 ? (
                  <Text size="xs" c="dimmed">
                    Les 50 dernières notifications sont affichées.
                  </Text>
                ) : null}
              </Stack>
            </ListStates>
          </Stack>
        </Paper>
      </Stack>
    </ContentLayout>
  );
}
