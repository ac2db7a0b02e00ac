// On one's own profile: download one's data, answer the talent-pool question, see when the account would be erased
// and the last sign-ins.
import { Button, Card, Group, Skeleton, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { TALENT_POOL_CONSENT_TEXT } from '@tremplin/shared';
import { dayjs } from '@/lib/dayjs';
import { useDownloadExport } from '../api/download-export';
import { usePersonalData } from '../api/get-personal-data';
import { useSetTalentPoolConsent } from '../api/set-consent';
import { AccessJournalList } from './access-journal-list';

const when = (iso: string) => dayjs(iso).format('D MMMM YYYY à HH:mm');

export function PersonalDataPanel({ userId }: { userId: number }) {
  const data = usePersonalData(userId);
  const download = useDownloadExport();
  const consent = useSetTalentPoolConsent(userId);
  const summary = data.data;
  return (
    <Card withBorder padding="lg" mt="xl" component="section" aria-labelledby="personal-data-title">
      <Title order={2} size="h4" id="personal-data-title" mb="xs">
        Mes données personnelles
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Vous pouvez emporter toutes vos données (profil, candidatures, messages, fichiers déposés) en un seul fichier.
      </Text>
      <Group mb="lg">
        <Button
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate(userId)}
        >
          Télécharger mes données
        </Button>
      </Group>
      {!summary ? (
        <Skeleton height={80} />
      ) : (
        <Stack gap="md">
          <Switch
            label="Vivier de talents"
            description={TALENT_POOL_CONSENT_TEXT}
            checked={summary.consentementVivier}
            disabled={consent.isPending}
            onChange={(event) => consent.mutate(event.currentTarget.checked)}
          />
          {summary.consentements[0] ? (
            <Text size="sm" c="dimmed">
              Dernier choix enregistré le {when(summary.consentements[0].date)} :{' '}
              {summary.consentements[0].accepte ? 'accepté' : 'refusé'}.
            </Text>
          ) : null}
          <Text size="sm">
            {summary.effacementDemande
              ? `Vous avez demandé la suppression de votre compte : il sera effacé le ${dayjs(summary.effacementPrevuLe).format('D MMMM YYYY')}.`
              : `Sans connexion de votre part, votre compte sera effacé le ${dayjs(summary.effacementPrevuLe).format('D MMMM YYYY')} (un e-mail vous préviendra avant).`}
          </Text>
          <div>
            <Title order={3} size="h5" mb="xs">
              Dernières connexions
            </Title>
            {summary.connexions.length === 0 ? (
              <Text size="sm">Aucune connexion enregistrée.</Text>
            ) : (
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Adresse (tronquée)</Table.Th>
                    <Table.Th>Appareil</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {summary.connexions.slice(0, 10).map((c) => (
                    <Table.Tr key={`${c.date}-${c.adresse}`}>
                      <Table.Td>{when(c.date)}</Table.Td>
                      <Table.Td>{c.adresse}</Table.Td>
                      <Table.Td>{c.appareil}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
          <AccessJournalList userId={userId} />
        </Stack>
      )}
    </Card>
  );
}
