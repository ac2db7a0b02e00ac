// /admin/agenda: the staff's interviews of today, to come or past, for one adviser (in charge of the interview or the
// candidate's referent) or all; each row opens the interview, and says live when the candidate is in the waiting room.
import { Anchor, Badge, Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconDoorEnter, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type AgendaPeriod, href, personName } from '@tremplin/shared';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { EmptyTitle, ListStates } from '@/components/list/list-states';
import { Pager } from '@/components/list/pager';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useWaitingRooms } from '@/lib/waiting-rooms';
import { useAgenda } from '../api/get-agenda';
import { useStaffOptions } from '../api/get-staff';
import { interviewKeys } from '../api/keys';

const PAGE_SIZE = 10;
const PERIODS: Array<{ value: AgendaPeriod; label: string; empty: string }> = [
  { value: 'aujourdhui', label: 'Aujourd’hui', empty: 'Aucun entretien aujourd’hui' },
  { value: 'a-venir', label: 'À venir', empty: 'Aucun entretien à venir' },
  { value: 'passes', label: 'Passés', empty: 'Aucun entretien passé' },
];
/** The adviser filter's value for every adviser. */
const ALL = 'tous';

export function AgendaScreen() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const periode = PERIODS.find((p) => p.value === params.get('periode'))?.value ?? 'aujourdhui';
  // Mine by default; « Tous les conseillers » on demand.
  const chosen = params.get('conseiller');
  const conseiller = chosen === ALL ? null : (idParam(chosen ?? undefined) ?? me?.id ?? null);
  const page = idParam(params.get('page') ?? undefined) ?? 1;
  const agenda = useAgenda(periode, page - 1, PAGE_SIZE, conseiller);
  const staff = useStaffOptions();
  const waiting = useWaitingRooms();
  const queryClient = useQueryClient();
  const seen = useRef(waiting);
  // Someone enters or leaves a waiting room: the rows read the server's view again.
  useEffect(() => {
    if (seen.current === waiting) return;
    seen.current = waiting;
    void queryClient.invalidateQueries({ queryKey: [...interviewKeys.all, 'agenda'] });
  }, [waiting, queryClient]);

  const change = (next: { periode?: string; conseiller?: string; page?: number }) => {
    const merged = {
      periode,
      conseiller: conseiller === null ? ALL : String(conseiller),
      page: 1,
      ...next,
    };
    setParams(
      {
        ...(merged.periode !== 'aujourdhui' ? { periode: merged.periode } : {}),
        ...(merged.conseiller !== String(me?.id) ? { conseiller: merged.conseiller } : {}),
        ...(merged.page > 1 ? { page: String(merged.page) } : {}),
      },
      { replace: true },
    );
  };
  const total = agenda.data?.totalElements ?? 0;
  const empty = PERIODS.find((p) => p.value === periode)?.empty ?? '';

  return (
    <ContentLayout title="Agenda des entretiens">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <SegmentedControl
          aria-label="Période"
          value={periode}
          onChange={(value) => change({ periode: value })}
          data={PERIODS.map(({ value, label }) => ({ value, label }))}
        />
        <Group align="flex-end" gap="sm">
          <Select
            label="Conseiller"
            w={240}
            allowDeselect={false}
            value={conseiller === null ? ALL : String(conseiller)}
            onChange={(value) => value && change({ conseiller: value })}
            data={[
              { value: ALL, label: 'Tous les conseillers' },
              ...(staff.data ?? []).map((s) => ({
                value: String(s.id),
                label: s.id === me?.id ? `${personName(s)} (moi)` : personName(s),
              })),
              // Until the list is read, the adviser chosen still has a label.
              ...(conseiller !== null && !staff.data?.some((s) => s.id === conseiller)
                ? [{ value: String(conseiller), label: conseiller === me?.id ? 'Moi' : 'Conseiller choisi' }]
                : []),
            ]}
          />
          {me ? (
            <Button
              component={Link}
              to={href('interviewSchedule', { uid: me.id })}
              variant="light"
              leftSection={<IconCalendarPlus size={18} />}
            >
              Programmer un entretien
            </Button>
          ) : null}
        </Group>
      </Group>
      <ListStates
        query={agenda}
        loadingLabel="Chargement de l’agenda"
        errorText="L’agenda ne peut pas être affiché pour le moment."
        empty={total === 0}
        emptyText={<EmptyTitle title={empty} />}
      >
        <Stack gap="sm" data-testid="agenda">
          {agenda.data?.items.map((e) => {
            const inPerson = Boolean(e.lieu && !e.lien);
            const live = waiting.get(e.id);
            const isWaiting = live ? live.length > 0 : e.enAttente;
            return (
              <Card key={e.id} withBorder radius="md" data-testid="agenda-row">
                <Group justify="space-between" align="flex-start" gap="xs">
                  <div>
                    <Anchor component={Link} to={href('interviewDetails', { eid: e.id })} fw={600}>
                      {dayjs(e.date).format(periode === 'aujourdhui' ? 'HH:mm' : 'dddd D MMMM YYYY [à] HH:mm')}
                      {` — ${e.candidat}`}
                    </Anchor>
                    <Text size="sm">{e.candidature ?? 'Entretien sans candidature liée'}</Text>
                    <Text size="sm" c="dimmed">
                      {[
                        `${e.duree} min`,
                        e.responsable ? `Responsable : ${e.responsable}` : null,
                        e.referent && e.referentId !== e.adminId ? `Référent : ${e.referent}` : null,
                        inPerson ? e.lieu : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                  <Group gap="xs">
                    {isWaiting ? (
                      <Badge color="blue.9" leftSection={<IconDoorEnter size={14} aria-hidden="true" />}>
                        en salle d’attente
                      </Badge>
                    ) : null}
                    <Badge
                      color="gray.7"
                      variant="outline"
                      leftSection={
                        inPerson ? (
                          <IconMapPin size={14} aria-hidden="true" />
                        ) : (
                          <IconVideo size={14} aria-hidden="true" />
                        )
                      }
                    >
                      {inPerson ? 'sur place' : 'en ligne'}
                    </Badge>
                  </Group>
                </Group>
              </Card>
            );
          })}
          <Pager total={total} size={PAGE_SIZE} page={page} onChange={(next) => change({ page: next })} />
        </Stack>
      </ListStates>
    </ContentLayout>
  );
}
