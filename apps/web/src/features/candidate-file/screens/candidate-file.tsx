// /admin/candidat/{uid}: the candidate file for staff — identity and status, then each section loading and paging on
// its own (applications, interviews, notes, job-dating invitations, messages with staff, files, timeline), with the
// actions that lead to the existing screens with her ids filled in.
import { Alert, Anchor, Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown, IconNote, IconPencil, IconPlus, IconUsersGroup } from '@tabler/icons-react';
import {
  type CandidateFileSummary,
  decideAccess,
  duplicateReasonsText,
  href,
  mayActOnAccount,
  personName,
  ROLE_LABELS,
  ROUTES,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { LabelledValue } from '@/components/ui/labelled-value';
import { ScreenLoading, ScreenUnavailable } from '@/components/ui/screen-states';
import { WriteLink } from '@/components/ui/write-link';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useCandidateFileSection, useCandidateFileSummary } from '../api/get-candidate-file';
import { useAccountDuplicates } from '../api/get-duplicates';
import { InviteDialog } from '../components/invite-dialog';
import {
  ApplicationsSection,
  DAY,
  DAY_TIME,
  FilesSection,
  InterviewsSection,
  InvitationsSection,
  MessagesSection,
  NotesSection,
  TimelineSection,
} from '../components/sections';

const SCHEDULE_ROUTE = ROUTES.find((r) => r.screen === 'interviewSchedule');

export function CandidateFileScreen() {
  const uid = idParam(useParams().uid) ?? 0;
  const summary = useCandidateFileSummary(uid);
  if (summary.isPending && uid > 0) return <ScreenLoading label="Chargement du dossier" />;
  if (!summary.data)
    return (
      <ScreenUnavailable
        asHeading
        title="Dossier indisponible"
        message={
          summary.error?.message ??
          'Ce dossier ne peut pas être affiché : le compte est introuvable ou hors de votre champ.'
        }
        backTo={href('adminUsers')}
        backLabel="Retour à la gestion des utilisateurs"
      />
    );
  return <CandidateFile person={summary.data} />;
}

function CandidateFile({ person }: { person: CandidateFileSummary }) {
  const name = personName(person);
  return (
    <ContentLayout title={`Dossier de ${name}`} size="lg">
      <Stack gap="lg">
        <Actions person={person} />
        <LikelyDuplicates uid={person.id} />
        <Identity person={person} />
        <ApplicationsSection uid={person.id} />
        <InterviewsSection uid={person.id} />
        <NotesSection uid={person.id} />
        <MessagesSection uid={person.id} />
        <InvitationsSection uid={person.id} />
        <FilesSection uid={person.id} />
        <TimelineSection uid={person.id} />
      </Stack>
    </ContentLayout>
  );
}

/** A link to compare each account that looks like hers (docs/decisions/0020). */
function LikelyDuplicates({ uid }: { uid: number }) {
  const pairs = useAccountDuplicates(uid);
  if (!pairs.data?.length) return null;
  return (
    <Alert color="yellow" title="Doublon probable">
      <Stack gap={4}>
        {pairs.data.map((pair) => (
          <Text key={pair.id} size="sm">
            {duplicateReasonsText(pair.raisons)} qu’un autre compte.{' '}
            <Anchor component={Link} to={href('duplicateMerge', { paire: pair.id })}>
              Comparer les deux comptes
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}

function Actions({ person }: { person: CandidateFileSummary }) {
  const me = useCurrentUser();
  const [inviting, setInviting] = useState(false);
  const applications = useCandidateFileSection(person.id, 'candidatures', 0);
  const name = personName(person);
  const maySchedule = !!SCHEDULE_ROUTE && decideAccess(SCHEDULE_ROUTE, { uid: String(person.id) }, me).allow === true;
  const recent = applications.data?.items ?? [];
  return (
    <Group gap="xs" aria-label="Actions du dossier" role="group">
      <WriteLink viewer={me} person={person} size="sm" variant="filled" />
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconNote size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          >
            Ajouter une note
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Sur quelle candidature ?</Menu.Label>
          {recent.length === 0 ? (
            <Menu.Item disabled>
              {applications.isPending ? 'Chargement…' : 'Aucune candidature : ajoutez-en une d’abord'}
            </Menu.Item>
          ) : (
            recent.map((a) => (
              <Menu.Item key={a.id} component={Link} to={href('adminNoteNew', { cid: a.id })}>
                {a.poste} — {a.entreprise}
              </Menu.Item>
            ))
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        component={Link}
        to={href('adminApplicationNew', { id: person.id })}
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} aria-hidden="true" />}
      >
        Ajouter une candidature
      </Button>
      {maySchedule ? (
        <Button
          component={Link}
          to={href('interviewSchedule', { uid: person.id })}
          variant="light"
          size="sm"
          leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
        >
          Programmer un entretien
        </Button>
      ) : null}
      <Button
        variant="light"
        size="sm"
        leftSection={<IconUsersGroup size={16} aria-hidden="true" />}
        onClick={() => setInviting(true)}
      >
        Inviter à un JobDating
      </Button>
      {mayActOnAccount(me, person) ? (
        <Button
          component={Link}
          to={href('adminUserEdit', { id: person.id })}
          variant="default"
          size="sm"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
        >
          Modifier le compte
        </Button>
      ) : null}
      <InviteDialog uid={person.id} name={name} opened={inviting} onClose={() => setInviting(false)} />
    </Group>
  );
}

function Identity({ person }: { person: CandidateFileSummary }) {
  const erasure = dayjs(person.effacementPrevuLe);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} aria-labelledby="identite-titre">
      <Group justify="space-between" mb="sm">
        <Text component="h2" fw={700} size="lg" id="identite-titre" m={0}>
          Identité et situation
        </Text>
        <Group gap={6}>
          <Badge color={person.active ? 'teal' : 'gray'} variant="light">
            {person.active ? 'Compte actif' : 'Compte inactif'}
          </Badge>
          <Badge color={person.visibilite === 'VISIBLE' ? 'blue' : 'orange'} variant="light">
            {person.visibilite === 'VISIBLE' ? 'Profil visible' : 'Profil masqué'}
          </Badge>
          {person.tremplin ? (
            <Badge color="grape" variant="light">
              Apprenant·e
            </Badge>
          ) : null}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <LabelledValue label="Rôle">{ROLE_LABELS[person.role]}</LabelledValue>
        <LabelledValue label="Admission">{person.admission}</LabelledValue>
        <LabelledValue label="Référent">{person.referent ? personName(person.referent) : 'Aucun'}</LabelledValue>
        <LabelledValue label="E-mail">
          <Anchor href={`mailto:${person.email}`}>{person.email}</Anchor>
        </LabelledValue>
        <LabelledValue label="Téléphone">{person.telephone}</LabelledValue>
        <LabelledValue label="Ville">{person.ville}</LabelledValue>
        <LabelledValue label="Métier">{person.metier}</LabelledValue>
        <LabelledValue label="Inscription">
          <time dateTime={person.dateCreation}>{dayjs(person.dateCreation).format(DAY)}</time>
        </LabelledValue>
        <LabelledValue label="Dernière connexion">
          {person.derniereConnexion ? (
            <time dateTime={person.derniereConnexion}>{dayjs(person.derniereConnexion).format(DAY_TIME)}</time>
          ) : (
            'Aucune connexion enregistrée'
          )}
        </LabelledValue>
        <LabelledValue label="Effacement prévu">
          <time dateTime={person.effacementPrevuLe}>{erasure.format(DAY)}</time>
          {person.effacementDemande ? ' (demandé par la personne)' : ''}
        </LabelledValue>
      </SimpleGrid>
      {person.commentaire ? (
        <Text size="sm" mt="md">
          <Text span c="dimmed" size="sm">
            Commentaire de l’équipe :{' '}
          </Text>
          {person.commentaire}
        </Text>
      ) : null}
    </Paper>
  );
}
