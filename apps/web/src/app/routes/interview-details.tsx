// /details-entretien/{eid}: an interview, its calendar file, and (?modifier=1) its form; deletion asks first.
import { Anchor, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconCalendarDown, IconEdit, IconMapPin, IconTrash } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormPage } from '@/components/form/form-page';
import { ContentLayout } from '@/components/layouts/content-layout';
import { CandidateFileName } from '@/components/ui/candidate-file-link';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LabelledValue } from '@/components/ui/labelled-value';
import { Spinner } from '@/components/ui/spinner';
import { afterInterviewDeleted } from '@/features/interviews/after-interview-deleted';
import { useDeleteInterview } from '@/features/interviews/api/delete-interview';
import { downloadInterviewIcs } from '@/features/interviews/api/download-ics';
import { useInterview } from '@/features/interviews/api/get-interview';
import { useUpdateInterview } from '@/features/interviews/api/save-interview';
import { InterviewForm } from '@/features/interviews/components/interview-form';
import { InterviewLivePanel } from '@/features/rtc';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';

export function InterviewDetailsScreen() {
  const id = idParam(useParams().eid) ?? 0;
  const [params, setParams] = useSearchParams();
  const editing = params.get('modifier') === '1';
  const me = useCurrentUser();
  const navigate = useNavigate();
  const remove = useDeleteInterview();
  // Once the deletion is under way the screen only waits to leave: reading the interview again would answer 404.
  const interview = useInterview(id, remove.isIdle || remove.isError);
  const update = useUpdateInterview();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (interview.isPending) return <Spinner label="Chargement de l’entretien" />;
  if (interview.isError)
    return (
      <ContentLayout title="Entretien indisponible">
        <Text>Cet entretien ne peut pas être affiché.</Text>
      </ContentLayout>
    );
  const e = interview.data;

  if (editing)
    return (
      <FormPage title="Modifier l’entretien">
        <InterviewForm
          key={e.version}
          uid={e.utilisateurId}
          interview={e}
          submitLabel="Enregistrer"
          cancelTo={href('interviewDetails', { eid: e.id })}
          onSubmit={async ({ utilisateurId: _ignored, ...values }) => {
            await update.mutateAsync({ ...values, id: e.id, version: e.version });
            setParams({}, { replace: true });
          }}
        />
      </FormPage>
    );

  return (
    <ContentLayout title={`Entretien du ${dayjs(e.date).format('D MMMM YYYY [à] HH:mm')}`}>
      <Group justify="flex-end" mb="md" gap="xs">
        <Button
          variant="light"
          leftSection={<IconCalendarDown size={16} />}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            downloadInterviewIcs(e.id)
              .catch(() => undefined)
              .finally(() => setDownloading(false));
          }}
        >
          Ajouter à mon agenda (.ics)
        </Button>
        <Button variant="light" leftSection={<IconEdit size={16} />} onClick={() => setParams({ modifier: '1' })}>
          Modifier
        </Button>
        <Button
          color="red"
          c="red.9"
          variant="light"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
        >
          Supprimer
        </Button>
      </Group>
      {/* An address without a video link is a meeting in person: no online room to join. */}
      {e.lieu && !e.lien ? (
        <Paper withBorder radius="lg" p="lg" mb="md" component="section" aria-labelledby="in-person-title">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={22} aria-hidden="true" />
            <div>
              <Title order={2} size="h4" id="in-person-title">
                Entretien sur place
              </Title>
              <Text>{e.lieu}</Text>
            </div>
          </Group>
        </Paper>
      ) : (
        <InterviewLivePanel interview={e} />
      )}
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LabelledValue label="Date">{dayjs(e.date).format('dddd D MMMM YYYY [à] HH:mm')}</LabelledValue>
          <LabelledValue label="Durée">{`${e.duree} minutes`}</LabelledValue>
          <LabelledValue label="Candidat">
            <CandidateFileName viewer={me} personId={e.utilisateurId}>
              {e.candidat}
            </CandidateFileName>
          </LabelledValue>
          <LabelledValue label="Membre du personnel">{e.responsable}</LabelledValue>
          <LabelledValue label="Candidature">
            {e.candidatureId && e.candidature ? (
              <Anchor component={Link} to={href('application', { uid: e.utilisateurId, cid: e.candidatureId })}>
                {e.candidature}
              </Anchor>
            ) : null}
          </LabelledValue>
          <LabelledValue label="Lieu">{e.lieu}</LabelledValue>
          <LabelledValue label="Lien" href={e.lien} />
          <LabelledValue label="Commentaire">{e.commentaire}</LabelledValue>
        </SimpleGrid>
      </Paper>
      <ConfirmModal
        opened={confirming}
        title="Supprimer l’entretien"
        confirmLabel="Supprimer"
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(e.id, {
            onSuccess: () => {
              setConfirming(false);
              navigate(afterInterviewDeleted(me?.role, me?.id ?? e.utilisateurId, e));
            },
          })
        }
      >
        L’entretien du {dayjs(e.date).format('D MMMM YYYY [à] HH:mm')} sera supprimé.
      </ConfirmModal>
    </ContentLayout>
  );
}
