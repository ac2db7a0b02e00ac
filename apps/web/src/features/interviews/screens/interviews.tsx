// /mes-entretiens/{id}: the person's interviews, upcoming (soonest first) or past (latest first).
import { Anchor, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { href, type InterviewPeriod, isCandidate } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useInterviews } from '../api/get-interviews';

const PAGE_SIZE = 10;

export function InterviewsScreen() {
  const uid = idParam(useParams().id) ?? 0;
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const periode: InterviewPeriod = params.get('periode') === 'passes' ? 'passes' : 'a-venir';
  const [page, setPage] = useState(1);
  const list = useInterviews(uid, periode, page - 1, PAGE_SIZE);
  const total = list.data?.totalElements ?? 0;
  return (
    <ContentLayout title="Mes entretiens">
      <Group justify="space-between" mb="md">
        <SegmentedControl
          aria-label="Période"
          value={periode}
          onChange={(value) => {
            setPage(1);
            setParams(value === 'passes' ? { periode: 'passes' } : {}, { replace: true });
          }}
          data={[
            { value: 'a-venir', label: 'À venir' },
            { value: 'passes', label: 'Passés' },
          ]}
        />
        {me && isCandidate(me.role) ? (
          <Button
            component={Link}
            to={href('interviewSchedule', { uid: me.id })}
            leftSection={<IconCalendarPlus size={18} />}
          >
            Programmer un entretien
          </Button>
        ) : null}
      </Group>
      <ListStates
        query={list}
        loadingLabel="Chargement des entretiens"
        errorText="Les entretiens ne peuvent pas être affichés pour le moment."
        empty={total === 0}
        emptyText={<EmptyTitle title={periode === 'passes' ? 'Aucun entretien passé' : 'Aucun entretien à venir'} />}
      >
        <Stack gap="sm">
          {list.data?.items.map((interview) => (
            <Card key={interview.id} withBorder radius="md">
              <Anchor component={Link} to={href('interviewDetails', { eid: interview.id })} fw={600}>
                {dayjs(interview.date).format('dddd D MMMM YYYY [à] HH:mm')}
              </Anchor>
              <Text size="sm">{interview.candidature ?? 'Entretien sans candidature liée'}</Text>
              <Text size="sm" c="dimmed">
                {[interview.candidat, interview.responsable, interview.lieu].filter(Boolean).join(' · ')}
              </Text>
            </Card>
          ))}
          <Pager total={total} size={PAGE_SIZE} page={page} onChange={setPage} />
        </Stack>
      </ListStates>
      {me && me.id === uid ? (
        <Text mt="lg" size="sm">
          Un rappel vous est envoyé la veille et une heure avant chaque entretien.{' '}
          <Anchor component={Link} to={href('notices')}>
            Choisir mes rappels
          </Anchor>
        </Text>
      ) : null}
    </ContentLayout>
  );
}
