// /:uid/ma-formation: a learner's own enrolments, read-only: session, adviser, exit and recorded situations.
import { Alert, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { EXIT_REASON_LABELS, OUTCOME_STAGE_LABELS, PROGRAMME_KIND_LABELS } from '@tremplin/shared';
import { useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ScreenLoading } from '@/components/ui/screen-states';
import { idParam } from '@/lib/id-param';
import { useMyEnrolments } from '../api/outcomes';
import { frDate, outcomeText } from '../components/format';

export function MyTrainingScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const mine = useMyEnrolments(uid);
  return (
    <ContentLayout
      title="Ma formation"
      intro="Vos sessions de formation et ce que votre conseiller a noté de la suite."
    >
      {mine.isPending ? (
        <ScreenLoading label="Chargement de vos formations" />
      ) : mine.isError ? (
        <Alert color="red">Vos formations ne peuvent pas être affichées pour le moment.</Alert>
      ) : mine.data.length === 0 ? (
        <Alert color="gray">Vous n’êtes inscrit à aucune session de formation.</Alert>
      ) : (
        <Stack>
          {mine.data.map((e) => (
            <Card key={e.id} withBorder component="section" aria-labelledby={`formation-${e.id}`}>
              <Group justify="space-between" align="flex-start">
                <Title order={2} size="h3" id={`formation-${e.id}`}>
                  {e.formationNom}
                </Title>
                <Badge variant="light">{PROGRAMME_KIND_LABELS[e.formationType]}</Badge>
              </Group>
              <Text mt="xs">
                Session du {frDate(e.dateDebut)} au {frDate(e.dateFin)}
                {e.lieu ? ` · ${e.lieu}` : ''}
              </Text>
              {e.conseillerNom ? <Text>Conseiller : {e.conseillerNom}</Text> : null}
              <Text>
                Entrée le {frDate(e.dateEntree)}
                {e.motifSortie
                  ? ` · sortie le ${frDate(e.dateSortie)} (${EXIT_REASON_LABELS[e.motifSortie].toLowerCase()})`
                  : ' · en formation'}
              </Text>
              {e.situations.length ? (
                <List mt="xs" spacing={4}>
                  {e.situations.map((o) => (
                    <List.Item key={o.etape}>
                      {OUTCOME_STAGE_LABELS[o.etape]} : {outcomeText(o)}
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </ContentLayout>
  );
}
