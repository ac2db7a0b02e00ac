// /{uid}/messagerie and its three children, and the top-level /boitedereception, /message-envoye, /message-supprime.
import { useParams } from 'react-router';
import { useCurrentUser } from '@/lib/auth';
import { idParam } from '@/lib/id-param';
import type { BoxName } from '../box-name';
import { Mailbox } from '../components/mailbox';

function useOwner(): number {
  const me = useCurrentUser();
  // The route guard already refused another user's uid; the top-level paths show the signed-in user's boxes.
  return idParam(useParams().uid) ?? me?.id ?? 0;
}

function BoxScreen({ box }: { box: BoxName }) {
  const uid = useOwner();
  return <Mailbox key={`${box}-${uid}`} box={box} uid={uid} />;
}

export const MessagingScreen = () => <BoxScreen box="inbox" />;
export const InboxScreen = () => <BoxScreen box="inbox" />;
export const SentScreen = () => <BoxScreen box="sent" />;
export const DeletedScreen = () => <BoxScreen box="deleted" />;
