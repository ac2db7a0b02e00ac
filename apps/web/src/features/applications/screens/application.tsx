// /{uid}/candidature/{cid}: an application with its contacts, interviews and comments.
import {
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconEdit, IconNotes, IconTrash } from '@tabler/icons-react';
import { type Application, CANDIDATES, CONTRACT_TYPE_LABELS, href, isStaff } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LabelledValue } from '@/components/ui/labelled-value';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { afterApplicationDeleted } from '../after-application-deleted';
import { useAddComment } from '../api/add-comment';
import { useDeleteApplication } from '../api/delete-application';
import { useApplication } from '../api/get-application';
import { formatDateTime, formatDay } from '../components/format';
import { Loading, Unavailable } from '../components/screen-states';
import { StatusBadge } from '../components/status-badge';

function Comments({ application }: { application: Application }) {
  const [text, setText] = useState('');
  const add = useAddComment(application.id);
  return (
    <Stack gap="sm">
      {application.commentaires.length === 0 ? (
        <Text c="dimmed" size="sm">
          Aucun commentaire pour le moment.
        </Text>
      ) : (
        application.commentaires.map((comment) => (
          <Card key={comment.id} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {comment.auteur ?? 'Auteur inconnu'} — {formatDateTime(comment.dateHeure)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.contenu}</Text>
          </Card>
        ))
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          add.mutate(text, { onSuccess: () => setText('') });
        }}
      >
        <Textarea
          label="Nouveau commentaire"
          autosize
          minRows={2}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" variant="light" loading={add.isPending} disabled={!text.trim()}>
            Commenter
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

function Details({ uid, id }: { uid: number; id: number }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const staff = isStaff(me?.role);
  const remove = useDeleteApplication(uid, staff && me?.id !== uid ? me?.id : undefined);
  // Once the deletion is under way the screen only waits to leave: reading the record again would answer 404.
  const application = useApplication(id, remove.isIdle || remove.isError);
  const [confirming, setConfirming] = useState(false);
  // Interview screens are for the candidate roles and staff (SPEC §2.12 with DESIGN difference 14).
  const interviewScreens = !!me && (staff || CANDIDATES.includes(me.role));

  if (application.isError || (application.data && application.data.utilisateurId !== uid))
    return (
      <Unavailable
        message="Cette candidature ne peut pas être affichée."
        backTo={staff ? href('applicationTotals') : href('applications', { uid })}
        backLabel="Retour"
      />
    );
  if (application.isPending) return <Loading />;
  const a = application.data;
  const editPath =
    staff && me?.id !== uid ? href('adminApplicationEdit', { uid, id }) : href('applicationEdit', { uid, cid: id });

  return (
    <ContentLayout title={`${a.poste} — ${a.entreprise}`}>
      <Group justify="space-between" mb="lg">
        <Group gap="xs">
          <StatusBadge status={a.statueCandidature} />
          {a.acceptationOffre ? <Text c="teal">Offre acceptée</Text> : null}
        </Group>
        <Group gap="xs">
          <Button component={Link} to={editPath} variant="light" leftSection={<IconEdit size={16} />}>
            Modifier
          </Button>
          {staff ? (
            <Button
              component={Link}
              to={href('adminNotes', { cid: id })}
              variant="light"
              leftSection={<IconNotes size={16} />}
            >
              Notes
            </Button>
          ) : null}
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
            Supprimer
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="lg" p="lg" mb="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledValue label="Date de relance">{formatDay(a.date)}</LabelledValue>
          <LabelledValue label="Ajoutée le">{formatDay(a.dateCreation)}</LabelledValue>
          <LabelledValue label="Type de contrat">
            {a.typeDeContrat ? CONTRACT_TYPE_LABELS[a.typeDeContrat] : null}
          </LabelledValue>
          <LabelledValue label="Adresse de l’offre" href={a.url} />
        </SimpleGrid>
        <Divider my="md" />
        <Stack gap="sm">
          <LabelledValue label="Détails de l’offre">
            <span style={{ whiteSpace: 'pre-wrap' }}>{a.detailsOffre}</span>
          </LabelledValue>
          <LabelledValue label="Réponse">{a.reponse}</LabelledValue>
          <LabelledValue label="Commentaire">{a.commentaire}</LabelledValue>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="contacts-title">
          <Title order={2} size="h3" id="contacts-title" mb="sm">
            Contacts
          </Title>
          {a.contacts.length === 0 ? (
            <Text c="dimmed" size="sm">
              Aucun contact. Ajoutez-en en modifiant la candidature.
            </Text>
          ) : (
            <List spacing="xs" listStyleType="none">
              {a.contacts.map((c) => (
                <List.Item key={c.id}>
                  <Text fw={600}>
                    {[c.prenom, c.nom].filter(Boolean).join(' ')}
                    {c.poste ? ` — ${c.poste}` : ''}
                  </Text>
                  {c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : null}
                  {c.telephone ? <Text size="sm">{c.telephone}</Text> : null}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="interviews-title">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h3" id="interviews-title">
              Entretiens
            </Title>
            {interviewScreens ? (
              <Button
                size="xs"
                variant="light"
                component={Link}
                to={`${href('interviewSchedule', { uid })}?candidature=${id}`}
                leftSection={<IconCalendarPlus size={16} />}
              >
                Programmer un entretien
              </Button>
            ) : null}
          </Group>
          {a.entretiens.length === 0 ? (
            <Text c="dimmed" size="sm">
              Aucun entretien prévu.
            </Text>
          ) : (
            <List spacing="xs">
              {a.entretiens.map((e) => (
                <List.Item key={e.id}>
                  {interviewScreens ? (
                    <Anchor component={Link} to={href('interviewDetails', { eid: e.id })}>
                      {formatDateTime(e.date)}
                    </Anchor>
                  ) : (
                    formatDateTime(e.date)
                  )}
                  {e.lieu ? ` — ${e.lieu}` : ''}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      </SimpleGrid>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="comments-title">
        <Title order={2} size="h3" id="comments-title" mb="sm">
          Commentaires
        </Title>
        <Comments application={a} />
      </Paper>

      <ConfirmModal
        opened={confirming}
        title="Supprimer la candidature"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              setConfirming(false);
              navigate(afterApplicationDeleted(me?.role, uid));
            },
          })
        }
      >
        La candidature « {a.poste} » chez {a.entreprise}, ses contacts, ses commentaires et ses notes seront supprimés.
      </ConfirmModal>
    </ContentLayout>
  );
}

export function ApplicationScreen() {
  const params = useParams();
  const uid = idParam(params.uid);
  const id = idParam(params.cid);
  if (!uid || !id) return <Unavailable message="Adresse invalide." backTo="/" backLabel="Retour à l’accueil" />;
  return <Details uid={uid} id={id} />;
}
