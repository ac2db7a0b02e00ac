// The sections of the candidate file, each reading its own pages: applications, interviews, notes, job-dating
// invitations, messages with staff, profile files, and the timeline of all of it.
import { Anchor, Badge, Button, Group, SegmentedControl, Spoiler, Text } from '@mantine/core';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import {
  APPLICATION_STATUS_LABELS,
  CANDIDATE_FILE_PAGE_SIZE,
  type CandidateFileEvent,
  type FileKind,
  href,
  INVITATION_STATE_LABELS,
  type InvitationState,
  notesEndpoints,
  personName,
  type TimelineKind,
} from '@tremplin/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { saveBlob } from '@/lib/download';
import { call } from '@/lib/endpoint-client';
import { getFile } from '@/lib/protected-file';
import { useCandidateFileSection } from '../api/get-candidate-file';
import { FileSection } from './file-section';

const SIZE = CANDIDATE_FILE_PAGE_SIZE;
export const DAY = 'D MMMM YYYY';
export const DAY_TIME = 'D MMMM YYYY [à] HH:mm';

const when = (iso: string, format = DAY_TIME) => <time dateTime={iso}>{dayjs(iso).format(format)}</time>;

const FILE_KIND_LABELS: Partial<Record<FileKind, string>> = {
  CV: 'CV',
  CERTIFICATION: 'Certification',
  VIDEOPRESENTATION: 'Vidéo de présentation',
  AVATAR: 'Photo',
};

const INVITATION_COLORS: Record<InvitationState, string> = {
  EN_ATTENTE: 'blue',
  CONFIRMÉE: 'teal',
  REFUSÉE: 'gray',
  ANNULEE: 'gray',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('fr-FR')} Ko`;

function Row({ children }: { children: React.ReactNode }) {
  return (
    <Group
      justify="space-between"
      align="flex-start"
      gap="xs"
      wrap="wrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      {children}
    </Group>
  );
}

export function ApplicationsSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'candidatures', page);
  const me = useCurrentUser();
  return (
    <FileSection
      id="candidatures"
      title="Candidatures"
      actions={
        me?.role === 'ADMIN' || me?.role === 'CEF' ? (
          <Anchor component={Link} to={href('adminApplications', { id: uid })} size="sm">
            Gérer les candidatures
          </Anchor>
        ) : null
      }
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      empty="Aucune candidature pour le moment."
      loadingLabel="Chargement des candidatures"
      errorText="Les candidatures ne peuvent pas être affichées pour le moment."
      itemKey={(a) => a.id}
      renderItem={(a) => (
        <Row>
          <div>
            <Anchor component={Link} to={href('application', { uid, cid: a.id })} fw={600}>
              {a.poste} — {a.entreprise}
            </Anchor>
            <Text size="sm" c="dimmed">
              Candidature du {when(a.date, DAY)}
            </Text>
          </div>
          <Group gap="xs">
            <Badge variant="light">{APPLICATION_STATUS_LABELS[a.statut]}</Badge>
            <Anchor component={Link} to={href('adminNotes', { cid: a.id })} size="sm">
              {a.notes === 0 ? 'Aucune note' : a.notes === 1 ? '1 note' : `${a.notes} notes`}
              <span className="visually-hidden"> sur {a.poste}</span>
            </Anchor>
          </Group>
        </Row>
      )}
    />
  );
}

export function InterviewsSection({ uid }: { uid: number }) {
  const [periode, setPeriode] = useState<'a-venir' | 'passes'>('a-venir');
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'entretiens', page, { periode });
  return (
    <FileSection
      id="entretiens"
      title="Entretiens"
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      toolbar={
        <SegmentedControl
          mb="sm"
          size="xs"
          aria-label="Période des entretiens"
          value={periode}
          onChange={(value) => {
            setPeriode(value as 'a-venir' | 'passes');
            setPage(0);
          }}
          data={[
            { value: 'a-venir', label: 'À venir' },
            { value: 'passes', label: 'Passés' },
          ]}
        />
      }
      empty={periode === 'a-venir' ? 'Aucun entretien à venir.' : 'Aucun entretien passé.'}
      loadingLabel="Chargement des entretiens"
      errorText="Les entretiens ne peuvent pas être affichés pour le moment."
      itemKey={(i) => i.id}
      renderItem={(i) => (
        <Row>
          <div>
            <Anchor component={Link} to={href('interviewDetails', { eid: i.id })} fw={600}>
              {dayjs(i.date).format('dddd D MMMM YYYY [à] HH:mm')}
            </Anchor>
            <Text size="sm" c="dimmed">
              {i.duree} min · {i.enLigne ? 'En ligne' : (i.lieu ?? 'Lieu à préciser')}
              {i.responsable ? ` · avec ${i.responsable}` : ''}
            </Text>
          </div>
          {i.candidature ? <Text size="sm">{i.candidature}</Text> : null}
        </Row>
      )}
    />
  );
}

async function downloadNoteFile(noteId: number, name: string) {
  const blob = await call(notesEndpoints.download, { params: { id: noteId } });
  saveBlob(blob, name);
}

export function NotesSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'notes', page);
  return (
    <FileSection
      id="notes"
      title="Notes"
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      empty="Aucune note pour le moment. Les notes se rattachent à une candidature."
      loadingLabel="Chargement des notes"
      errorText="Les notes ne peuvent pas être affichées pour le moment."
      itemKey={(n) => n.id}
      renderItem={(n) => (
        <Row>
          <div style={{ flex: '1 1 18rem', minWidth: 0 }}>
            <Anchor component={Link} to={href('adminNotePreview', { id: n.id })} fw={600}>
              {n.titre}
            </Anchor>
            <Text size="sm" c="dimmed">
              {when(n.date)}
              {n.auteur ? ` · ${n.auteur}` : ''} · {n.candidature}
            </Text>
            {n.extrait ? (
              <Text size="sm" lineClamp={2}>
                {n.extrait}
              </Text>
            ) : null}
          </div>
          {n.fichier ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPaperclip size={14} aria-hidden="true" />}
              onClick={() => void downloadNoteFile(n.id, n.fichier!.nom).catch(() => undefined)}
              aria-label={`Télécharger ${n.fichier.nom} (${sizeText(n.fichier.taille)})`}
            >
              {n.fichier.nom}
            </Button>
          ) : null}
        </Row>
      )}
    />
  );
}

export function InvitationsSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'invitations', page);
  return (
    <FileSection
      id="invitations"
      title="Invitations JobDating"
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      empty="Aucune invitation à un JobDating."
      loadingLabel="Chargement des invitations"
      errorText="Les invitations ne peuvent pas être affichées pour le moment."
      itemKey={(i) => i.id}
      renderItem={(i) => (
        <Row>
          <div>
            <Anchor component={Link} to={href('adminJobDatingPreview', { jid: i.jobDatingId })} fw={600}>
              {i.thematique}
            </Anchor>
            <Text size="sm" c="dimmed">
              {when(i.date)} · {i.lieu} · invitation envoyée le {when(i.envoyeeLe, DAY)}
            </Text>
          </div>
          <Badge color={INVITATION_COLORS[i.etatInvitation]} variant="outline">
            {INVITATION_STATE_LABELS[i.etatInvitation]}
          </Badge>
        </Row>
      )}
    />
  );
}

export function MessagesSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'messages', page);
  return (
    <FileSection
      id="messages"
      title="Messages avec l’équipe"
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      empty="Aucun message échangé avec l’équipe."
      loadingLabel="Chargement des messages"
      errorText="Les messages ne peuvent pas être affichés pour le moment."
      itemKey={(m) => m.id}
      renderItem={(m) => {
        const who = m.interlocuteur ? personName(m.interlocuteur) : 'un compte effacé';
        return (
          <div style={{ paddingBlock: 6, borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{m.sujet}</Text>
              <Text size="sm" c="dimmed">
                {when(m.dateHeure)}
              </Text>
            </Group>
            <Group gap={6} mb={4}>
              <Badge size="sm" variant="light" color={m.sens === 'recu' ? 'blue' : 'teal'}>
                {m.sens === 'recu' ? 'Reçu' : 'Envoyé'}
              </Badge>
              <Text size="sm" c="dimmed">
                {m.sens === 'recu' ? `de ${who}` : `à ${who}`}
                {m.sens === 'recu' && !m.estLu ? ' · non lu' : ''}
              </Text>
            </Group>
            {m.texte ? (
              <Spoiler maxHeight={48} showLabel="Lire la suite" hideLabel="Réduire">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {m.texte}
                </Text>
              </Spoiler>
            ) : null}
          </div>
        );
      }}
    />
  );
}

export function FilesSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'fichiers', page);
  return (
    <FileSection
      id="fichiers"
      title="Fichiers"
      query={query}
      size={SIZE}
      page={page}
      onPage={setPage}
      empty="Aucun fichier déposé (CV, certification, vidéo, photo)."
      loadingLabel="Chargement des fichiers"
      errorText="Les fichiers ne peuvent pas être affichés pour le moment."
      itemKey={(f) => f.id}
      renderItem={(f) => (
        <Row>
          <div>
            <Text fw={600}>{FILE_KIND_LABELS[f.type] ?? f.type}</Text>
            <Text size="sm" c="dimmed">
              {f.nom} · {sizeText(f.taille)} · déposé le {when(f.date, DAY)}
            </Text>
          </div>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden="true" />}
            aria-label={`Télécharger ${f.nom}`}
            onClick={() =>
              void getFile(f.cle)
                .then((blob) => saveBlob(blob, f.nom))
                .catch(() => undefined)
            }
          >
            Télécharger
          </Button>
        </Row>
      )}
    />
  );
}

const TIMELINE_LABELS: Record<TimelineKind, string> = {
  candidature: 'Candidature',
  entretien: 'Entretien',
  note: 'Note',
  invitation: 'Invitation JobDating',
  message: 'Message',
  fichier: 'Fichier',
};

function eventDetail(e: CandidateFileEvent): string | null {
  if (!e.detail) return null;
  if (e.type === 'candidature') return APPLICATION_STATUS_LABELS[e.detail as keyof typeof APPLICATION_STATUS_LABELS];
  if (e.type === 'invitation') return INVITATION_STATE_LABELS[e.detail as InvitationState] ?? e.detail;
  if (e.type === 'message') return e.detail === 'recu' ? 'reçu de l’équipe' : 'envoyé à l’équipe';
  if (e.type === 'fichier') return FILE_KIND_LABELS[e.detail as FileKind] ?? e.detail;
  return e.detail;
}

function eventLink(uid: number, e: CandidateFileEvent): string | null {
  if (e.type === 'candidature') return href('application', { uid, cid: e.id });
  if (e.type === 'entretien') return href('interviewDetails', { eid: e.id });
  if (e.type === 'note') return href('adminNotePreview', { id: e.id });
  return null;
}

export function TimelineSection({ uid }: { uid: number }) {
  const [page, setPage] = useState(0);
  const query = useCandidateFileSection(uid, 'chronologie', page, {}, 20);
  return (
    <FileSection
      id="chronologie"
      title="Chronologie"
      as="ol"
      query={query}
      size={20}
      page={page}
      onPage={setPage}
      empty="Rien à montrer pour le moment."
      loadingLabel="Chargement de la chronologie"
      errorText="La chronologie ne peut pas être affichée pour le moment."
      itemKey={(e) => `${e.type}-${e.id}`}
      renderItem={(e) => {
        const to = eventLink(uid, e);
        const detail = eventDetail(e);
        return (
          <Group gap="xs" wrap="wrap" align="flex-start" py={4}>
            <Text size="sm" c="dimmed" style={{ flex: '0 0 9.5rem' }}>
              {when(e.date, 'D MMM YYYY, HH:mm')}
            </Text>
            <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
              <Text size="sm" fw={600} component="span">
                {TIMELINE_LABELS[e.type]} :{' '}
              </Text>
              {to ? (
                <Anchor component={Link} to={to} size="sm">
                  {e.titre}
                </Anchor>
              ) : (
                <Text size="sm" component="span">
                  {e.titre}
                </Text>
              )}
              {detail ? (
                <Text size="sm" c="dimmed" component="span">
                  {' '}
                  · {detail}
                </Text>
              ) : null}
            </div>
          </Group>
        );
      }}
    />
  );
}
