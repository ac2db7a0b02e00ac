// « Sans réponse au suivi » on the « Formations » screen: learners who did not answer their 3- or 6-month e-mail 14
// days after it was sent, the signed-in adviser's own sessions first shown (all sessions on a switch).
import { Alert, Anchor, Badge, Group, Paper, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { FOLLOW_UP_REMINDER_DAYS, FOLLOW_UP_STAGES, type FollowUpStage, href } from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { useUnansweredFollowUps } from '../api/follow-ups';
import { frDate } from './format';

const STAGE_TITLES: Record<FollowUpStage, string> = {
  M6: 'Sans réponse au suivi à 6 mois',
  M3: 'Sans réponse au suivi à 3 mois',
};

export function UnansweredFollowUps() {
  const list = useUnansweredFollowUps();
  const user = useCurrentUser();
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  if (list.isPending) return null;
  if (list.isError)
    return (
      <Alert color="red" mb="xl">
        Les suivis sans réponse ne peuvent pas être affichés pour le moment.
      </Alert>
    );
  const rows = list.data.filter((r) => scope === 'all' || r.conseillerId === user?.id);
  return (
    <Paper withBorder p="md" mb="xl" component="section" aria-labelledby="follow-ups-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title order={2} size="h3" id="follow-ups-title">
          Suivis sans réponse
        </Title>
        <SegmentedControl
          aria-label="Sessions montrées"
          value={scope}
          onChange={(v) => setScope(v as 'mine' | 'all')}
          data={[
            { value: 'mine', label: 'Mes sessions' },
            { value: 'all', label: 'Toutes les sessions' },
          ]}
        />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Apprenants qui n’ont pas répondu à l’e-mail de suivi {FOLLOW_UP_REMINDER_DAYS} jours après son envoi : le
        conseiller de leur session en reçoit la liste une fois par e-mail. Enregistrez leur situation depuis leur
        session.
      </Text>
      {[...FOLLOW_UP_STAGES].reverse().map((stage) => {
        const own = rows.filter((r) => r.etape === stage);
        return (
          <section key={stage} aria-labelledby={`follow-ups-${stage}`}>
            <Title order={3} size="h4" id={`follow-ups-${stage}`} mt="sm" mb="xs">
              {STAGE_TITLES[stage]} <Badge variant="light">{own.length}</Badge>
            </Title>
            {own.length === 0 ? (
              <Text size="sm">Personne.</Text>
            ) : (
              <Table.ScrollContainer minWidth={560}>
                <Table verticalSpacing="xs" aria-labelledby={`follow-ups-${stage}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Apprenant</Table.Th>
                      <Table.Th>Session</Table.Th>
                      <Table.Th>Conseiller</Table.Th>
                      <Table.Th>E-mail envoyé le</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {own.map((r) => (
                      <Table.Tr key={`${r.inscriptionId}-${r.etape}`}>
                        <Table.Td>
                          {r.apprenantNom}
                          <Text size="xs" c="dimmed">
                            {r.email}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Anchor component={Link} to={href('trainingSession', { sid: r.sessionId })}>
                            {r.formationNom}, du {frDate(r.dateDebutSession)}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{r.conseillerNom ?? '—'}</Table.Td>
                        <Table.Td>{frDate(r.envoyeLe.slice(0, 10))}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </section>
        );
      })}
    </Paper>
  );
}
