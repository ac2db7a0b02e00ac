// /{uid}/message/{id}: one message; opening it as the recipient marks it read. Reply and per-party delete.
import { Alert, Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { href } from '@tremplin/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useDeleteMessage } from '../api/delete-message';
import { useMessage } from '../api/get-message';
import { useMarkRead } from '../api/mark-read';
import { MessageContent, partyName } from '../components/message-content';

export function MessageScreen() {
  const params = useParams();
  const uid = idParam(params.uid) ?? 0;
  const id = idParam(params.id) ?? 0;
  const navigate = useNavigate();
  const message = useMessage(id);
  const markRead = useMarkRead(uid);
  const remove = useDeleteMessage(uid);
  const [confirming, setConfirming] = useState(false);
  const marked = useRef(false);

  const m = message.data;
  const isRecipient = !!m && m.destinataireId === uid;

  useEffect(() => {
    if (m && isRecipient && !m.estLu && !marked.current) {
      marked.current = true;
      markRead.mutate(m);
    }
  }, [m, isRecipient, markRead]);

  if (message.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Chargement du message" />
      </Center>
    );
  }
  if (message.isError || !m) {
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="md">
          Message
        </Title>
        <Alert color="orange" title="Message indisponible">
          Ce message n’existe pas ou ne vous est pas destiné.
        </Alert>
        <Anchor component={Link} to={href('inbox', { uid })} mt="md" display="inline-block">
          Retour à la messagerie
        </Anchor>
      </Container>
    );
  }

  const box = m.estSupprime ? 'deleted' : isRecipient ? 'inbox' : 'sent';
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={href(box, { uid })} size="sm">
        ← Retour{' '}
        {box === 'inbox'
          ? 'à la boîte de réception'
          : box === 'sent'
            ? 'aux messages envoyés'
            : 'aux messages supprimés'}
      </Anchor>
      <Title order={1} mt="sm" mb="xs">
        {m.sujet}
      </Title>
      <Stack gap={2} mb="lg">
        <Text size="sm">
          <strong>De :</strong> {partyName(m.expediteur)}
        </Text>
        <Text size="sm">
          <strong>À :</strong> {partyName(m.destinataire)}
        </Text>
        <Text size="sm" c="dimmed">
          <time dateTime={m.dateHeure}>{dayjs(m.dateHeure).format('dddd D MMMM YYYY [à] HH:mm')}</time>
          {m.estSupprime ? ' · dans vos messages supprimés' : ''}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg" mb="lg">
        <MessageContent html={m.contenu} />
      </Paper>
      <Group>
        {isRecipient && m.expediteurId !== null ? (
          <Button component={Link} to={href('messageReply', { id: m.id })} leftSection={<IconArrowBackUp size={18} />}>
            Répondre
          </Button>
        ) : null}
        {!m.estSupprime ? (
          <Button color="red" variant="light" leftSection={<IconTrash size={18} />} onClick={() => setConfirming(true)}>
            Supprimer
          </Button>
        ) : null}
      </Group>
      <ConfirmModal
        opened={confirming}
        title="Supprimer ce message ?"
        confirmLabel="Supprimer"
        focusConfirm
        loading={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(m.id, {
            onSuccess: () => {
              setConfirming(false);
              navigate(href(isRecipient ? 'inbox' : 'sent', { uid }));
            },
          })
        }
      >
        Il ira dans vos messages supprimés ; votre correspondant le garde.
      </ConfirmModal>
    </Container>
  );
}
