// /admin/doublons/{paire}: the two accounts side by side — identity and what each holds — then which account to keep
// and, field by field, whose value; a confirmation, and the merge (refused, with nothing changed, when either account
// changed since this screen read them).
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  DUPLICATE_COUNT_KEYS,
  DUPLICATE_COUNT_LABELS,
  DUPLICATE_FIELD_LABELS,
  DUPLICATE_MERGE_FIELDS,
  type DuplicateComparison,
  type DuplicateMergeField,
  type DuplicateSide,
  duplicateReasonsText,
  href,
  personName,
  ROLE_LABELS,
} from '@tremplin/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LabelledValue } from '@/components/ui/labelled-value';
import { ScreenLoading, ScreenUnavailable } from '@/components/ui/screen-states';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { notify } from '@/lib/notifications';
import { useDuplicateComparison, useMergePair } from '../api/duplicates';

export function DuplicateMergeScreen() {
  const id = idParam(useParams().paire) ?? 0;
  const comparison = useDuplicateComparison(id);
  if (comparison.isPending && id > 0) return <ScreenLoading label="Chargement des deux comptes" />;
  if (!comparison.data)
    return (
      <ScreenUnavailable
        asHeading
        title="Comparaison indisponible"
        message={comparison.error?.message ?? 'Cette paire de comptes est introuvable.'}
        backTo={href('duplicates')}
        backLabel="Retour aux doublons probables"
      />
    );
  return (
    <Comparison key={`${comparison.data.compteA.version}-${comparison.data.compteB.version}`} pair={comparison.data} />
  );
}

const total = (side: DuplicateSide) => DUPLICATE_COUNT_KEYS.reduce((sum, k) => sum + side.comptes[k], 0);

function Comparison({ pair }: { pair: DuplicateComparison }) {
  const navigate = useNavigate();
  const merge = useMergePair(pair.id);
  const [keptId, setKeptId] = useState<number>(pair.compteA.id);
  const [fromClosed, setFromClosed] = useState<DuplicateMergeField[]>([]);
  const [confirming, setConfirming] = useState(false);
  const kept = keptId === pair.compteA.id ? pair.compteA : pair.compteB;
  const closed = keptId === pair.compteA.id ? pair.compteB : pair.compteA;
  const differing = DUPLICATE_MERGE_FIELDS.filter((f) => (kept[f] ?? '') !== (closed[f] ?? '') && closed[f]);

  const choose = (field: DuplicateMergeField, fromClosedSide: boolean) =>
    setFromClosed((current) => [...current.filter((f) => f !== field), ...(fromClosedSide ? [field] : [])]);

  const submit = () =>
    merge.mutate(
      {
        conserveId: kept.id,
        versionConserve: kept.version,
        versionFerme: closed.version,
        valeursDuCompteFerme: fromClosed.filter((f) => differing.includes(f)),
      },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          navigate(href('candidateFile', { uid: result.conserveId }));
        },
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <ContentLayout title="Comparer et fusionner deux comptes" size="lg">
      <Stack gap="lg">
        <Text>
          Raisons : <strong>{duplicateReasonsText(pair.raisons)}</strong> (détectée le{' '}
          <time dateTime={pair.detecteLe}>{dayjs(pair.detecteLe).format('DD/MM/YYYY')}</time>).
        </Text>
        {merge.error && (
          <Alert color="red" role="alert" title="Rien n’a été fusionné">
            {merge.error.message}
          </Alert>
        )}
        <Radio.Group
          value={String(keptId)}
          onChange={(value) => {
            setKeptId(Number(value));
            setFromClosed([]);
          }}
          label="Compte à conserver"
          description="L’autre compte sera fermé ; tout ce qu’il possède passera au compte conservé."
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
            <SideCard side={pair.compteA} letter="A" />
            <SideCard side={pair.compteB} letter="B" />
          </SimpleGrid>
        </Radio.Group>

        {differing.length > 0 && (
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="xs">
              Valeurs à garder
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              Par défaut, les valeurs du compte conservé restent.
            </Text>
            <Stack gap="sm">
              {differing.map((field) => (
                <Radio.Group
                  key={field}
                  label={DUPLICATE_FIELD_LABELS[field]}
                  value={fromClosed.includes(field) ? 'ferme' : 'conserve'}
                  onChange={(value) => choose(field, value === 'ferme')}
                >
                  <Group gap="lg" mt={4}>
                    <Radio value="conserve" label={`${kept[field] || '—'} (compte conservé)`} />
                    <Radio value="ferme" label={`${closed[field]} (compte fermé)`} />
                  </Group>
                </Radio.Group>
              ))}
            </Stack>
          </Paper>
        )}

        <Group>
          <Button color="red" onClick={() => setConfirming(true)}>
            Fusionner les deux comptes
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Fusionner les deux comptes ?"
        confirmLabel="Fusionner"
        loading={merge.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      >
        Tout ce que possède le compte de {personName(closed)} ({closed.email}, {total(closed)} éléments) passera au
        compte de {personName(kept)} ({kept.email}). Le compte de {personName(closed)} sera fermé : son e-mail, son mot
        de passe ou LinkedIn ouvriront le compte conservé. Une fusion ne s’annule pas.
      </ConfirmModal>
    </ContentLayout>
  );
}

const DAY = 'DD/MM/YYYY';

function SideCard({ side, letter }: { side: DuplicateSide; letter: string }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`compte-${side.id}`}>
      <Title order={2} size="h4" id={`compte-${side.id}`} mb="sm">
        Compte {letter} : {personName(side)}
      </Title>
      <Radio value={String(side.id)} label={`Conserver le compte ${letter}`} mb="md" />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <LabelledValue label="E-mail">
          <span style={{ overflowWrap: 'anywhere' }}>{side.email}</span>
        </LabelledValue>
        <LabelledValue label="Téléphone">{side.telephone}</LabelledValue>
        <LabelledValue label="Ville">{side.ville}</LabelledValue>
        <LabelledValue label="Métier">{side.metier}</LabelledValue>
        <LabelledValue label="Rôle">{ROLE_LABELS[side.role]}</LabelledValue>
        <LabelledValue label="État">{side.active ? 'Actif' : 'Inactif'}</LabelledValue>
        <LabelledValue label="LinkedIn">{side.linkedin ? 'Relié' : 'Non relié'}</LabelledValue>
        <LabelledValue label="Créé le">
          <time dateTime={side.dateCreation}>{dayjs(side.dateCreation).format(DAY)}</time>
        </LabelledValue>
      </SimpleGrid>
      <Table mt="md" aria-label={`Contenu du compte ${letter}`}>
        <Table.Tbody>
          {DUPLICATE_COUNT_KEYS.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={400}>
                {DUPLICATE_COUNT_LABELS[key]}
              </Table.Th>
              <Table.Td ta="right">{side.comptes[key]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
