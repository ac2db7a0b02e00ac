// /nouveau-message/{id}/{did?}: a new message from the writer {id}, to {did} when given (DESIGN's reading).
import { href } from '@tremplin/shared';
import { useNavigate, useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import { useUserSummary } from '../api/get-user-summary';
import { useSendMessage } from '../api/send-message';
import { MessageForm } from '../components/message-form';

export function MessageNewScreen() {
  const params = useParams();
  const me = useCurrentUser();
  // The API only lets people write in their own name, so the writer is always the signed-in user.
  const uid = me?.id ?? idParam(params.id) ?? 0;
  const did = idParam(params.did);
  const recipient = useUserSummary(did);
  const send = useSendMessage(uid);
  const navigate = useNavigate();

  if (did && recipient.isPending) return null;
  return (
    <ContentLayout title="Nouveau message">
      <MessageForm
        defaults={did && recipient.data ? { destinataireId: did } : {}}
        initialRecipient={recipient.data ?? null}
        submitting={send.isPending}
        onCancel={() => navigate(href('inbox', { uid }))}
        onSubmit={(input) => send.mutate(input, { onSuccess: () => navigate(href('sent', { uid })) })}
      />
    </ContentLayout>
  );
}
