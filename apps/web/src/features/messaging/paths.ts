// Addresses of the messaging screens (SPEC §2.5).
type Id = number | string;

export type BoxName = 'inbox' | 'sent' | 'deleted';

export const messagingPaths = {
  inbox: (uid: Id) => `/${uid}/messagerie/boitedereception`,
  sent: (uid: Id) => `/${uid}/messagerie/message-envoye`,
  deleted: (uid: Id) => `/${uid}/messagerie/message-supprime`,
  message: (uid: Id, id: Id) => `/${uid}/message/${id}`,
  reply: (id: Id) => `/repondre-message/${id}`,
  newMessage: (uid: Id, did?: Id) => (did ? `/nouveau-message/${uid}/${did}` : `/nouveau-message/${uid}`),
  box: (name: BoxName, uid: Id) =>
    name === 'inbox'
      ? messagingPaths.inbox(uid)
      : name === 'sent'
        ? messagingPaths.sent(uid)
        : messagingPaths.deleted(uid),
};

export { idParam } from '@/config/paths';
