// /repondre-message/{id}: answers a message, the original quoted and the subject prefixed with 'RE : '.
import { Alert, Center, Loader } from '@mantine/core';
import { href, REPLY_PREFIX } from '@tremplin/shared';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCurrentUser } from '@/lib/auth';
import { dayjs } from '@/lib/dayjs';
import { idParam } from '@/lib/id-param';
import { useMessage } from '../api/get-message';
import { useSendMessage } from '../api/send-message';
import { partyName } from '../components/message-content';
import { MessageForm } from '../components/message-form';

export const replySubject = (sujet: string) =>
  sujet.toUpperCase().startsWith(REPLY_PREFIX.toUpperCase()) ? sujet : `${REPLY_PREFIX}${sujet}`;

export function MessageReplyScreen() {
  const id = idParam(useParams().id) ?? 0;
  const me = useCurrentUser();
  const uid = me?.id ?? 0;
  const navigate = useNavigate();
  const original = useMessage(id);
  const send = useSendMessage(uid);
  const m = original.data;
  const other = m ? (m.expediteurId === uid ? m.destinataire : m.expediteur) : null;

  const defaults = useMemo(() => {
    if (!m || !other) return null;
    const when = dayjs(m.dateHeure).format('D MMMM YYYY [à] HH:mm');
    return {
      destinataireId: other.id,
      sujet: replySubject(m.sujet),
      contenu: `<p><br></p><p>Le ${when}, ${partyName(m.expediteur)} a écrit :</p><blockquote>${m.contenu}</blockquote>`,
    };
  }, [m, other]);

  if (original.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Chargement du message" />
      </Center>
    );
  }
  return (
    <ContentLayout title="Répondre au message">
      {!defaults || !other ? (
        <Alert color="orange" title="Réponse impossible">
          Ce message n’existe pas, ne vous est pas destiné, ou son expéditeur n’a plus de compte.
        </Alert>
      ) : (
        <MessageForm
          defaults={defaults}
          fixedRecipient={{ ...other, role: 'EMPLOYE' }}
          submitting={send.isPending}
          onCancel={() => navigate(-1)}
          onSubmit={(input) =>
            send.mutate({ ...input, destinataireId: other.id }, { onSuccess: () => navigate(href('sent', { uid })) })
          }
        />
      )}
    </ContentLayout>
  );
}
