// Rules of internal messaging: only the two parties see a message, deletion is per party, stored HTML is cleaned.
import {
  fillTemplate,
  isStaff,
  MESSAGE_SUBJECT_MAX,
  MESSAGING_MESSAGES,
  type Message,
  type Recipient,
  type SendMessageInput,
  templateFieldsIn,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/http-errors';
import { notifyMessagesChanged } from '../../lib/message-notifications';
import { sanitizeRichText } from '../../lib/rich-text';
import { templateRecipients } from '../../lib/template-recipients';
import type { AuthUser } from '../../plugins/authentication';
import { mayActOnMessage, mayMarkRead } from './policies';
import {
  type Box,
  countBox,
  countUnread,
  deleteForParty,
  findActiveUser,
  findMessage,
  insertMessage,
  listBox,
  type MessageRow,
  markRead,
  searchRecipients,
} from './queries';

/** The message as `viewerId` sees it: estSupprime and idUtilisateurDelete are per viewer (DESIGN difference 6). */
export function toMessageView(row: MessageRow, viewerId: number): Message {
  const viewerIsSender = row.expediteurId === viewerId;
  const viewerIsRecipient = row.destinataireId === viewerId;
  const deletedByViewer =
    (viewerIsSender && row.deletedBySenderAt !== null) || (viewerIsRecipient && row.deletedByRecipientAt !== null);
  const otherId = viewerIsSender ? row.destinataireId : row.expediteurId;
  const deletedByOther = viewerIsSender ? row.deletedByRecipientAt !== null : row.deletedBySenderAt !== null;
  return {
    id: row.id,
    sujet: row.sujet,
    contenu: row.contenu,
    dateHeure: row.dateHeure.toISOString(),
    estLu: row.estLu,
    estSupprime: deletedByViewer,
    idUtilisateurDelete: deletedByViewer ? viewerId : deletedByOther ? otherId : null,
    version: row.version,
    destinataireId: row.destinataireId,
    expediteurId: row.expediteurId,
    expediteur:
      row.expediteurId !== null
        ? { id: row.expediteurId, nom: row.expediteurNom ?? '', prenom: row.expediteurPrenom ?? '' }
        : null,
    destinataire:
      row.destinataireId !== null
        ? { id: row.destinataireId, nom: row.destinataireNom ?? '', prenom: row.destinatairePrenom ?? '' }
        : null,
  };
}

export function createMessagingService(app: FastifyInstance) {
  const db = app.db;

  /** The message, refused to anyone but its two parties (staff included). */
  async function readable(id: number, viewerId: number) {
    const row = await findMessage(db, id);
    if (!row) throw notFound(MESSAGING_MESSAGES.messageNotFound);
    if (!mayActOnMessage(viewerId, row)) throw forbidden(MESSAGING_MESSAGES.notParty);
    return row;
  }

  /** After a committed change: the parties' live views (unread badge) hear of it through NOTIFY. */
  const changed = async (ids: Array<number | null>) => {
    await notifyMessagesChanged(db, ids).catch((err) => app.log.warn({ err }, 'notification de message en échec'));
  };
  const total = (box: Box, uid: number, search?: string) => countBox(db, box, uid, search);

  return {
    async page(box: Box, uid: number, page: number, size: number, search?: string) {
      const { rows, total: totalElements } = await listBox(db, box, uid, page, size, search);
      return { items: rows.map((row) => toMessageView(row, uid)), totalElements };
    },

    count: async (box: Box, uid: number, search?: string) => ({ nb: await total(box, uid, search) }),

    unread: async (uid: number) => ({ nb: await countUnread(db, uid) }),

    get: async (id: number, viewerId: number) => toMessageView(await readable(id, viewerId), viewerId),

    /** Staff write from templates: their {prenom}, {nom} and {conseiller} are filled for the recipient. */
    async send(uid: number, input: SendMessageInput, fillFields = false): Promise<Message> {
      if (!(await findActiveUser(db, input.destinataireId))) throw badRequest(MESSAGING_MESSAGES.recipientUnknown);
      let contenu = sanitizeRichText(input.contenu);
      if (!contenu.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(contenu)) {
        throw badRequest(MESSAGING_MESSAGES.contentRequired);
      }
      let sujet = input.sujet;
      if (fillFields && templateFieldsIn(`${sujet} ${contenu}`).length) {
        const values = (await templateRecipients(db, [input.destinataireId], uid)).get(input.destinataireId)?.values;
        if (values) {
          sujet = fillTemplate(sujet, values).slice(0, MESSAGE_SUBJECT_MAX);
          contenu = fillTemplate(contenu, values, true);
        }
      }
      const id = await insertMessage(db, {
        expediteurId: uid,
        destinataireId: input.destinataireId,
        sujet,
        contenu,
      });
      await changed([uid, input.destinataireId]);
      return toMessageView((await findMessage(db, id))!, uid);
    },

    /** Only the recipient marks a message read. */
    async markRead(uid: number, id: number): Promise<Message> {
      const row = await readable(id, uid);
      if (!mayMarkRead(uid, row)) throw forbidden(MESSAGING_MESSAGES.notRecipient);
      if (!row.estLu) {
        await markRead(db, id);
        await changed([uid]);
      }
      return toMessageView((await findMessage(db, id))!, uid);
    },

    /** Moves the message to this party's deleted box; the other party keeps it. */
    async remove(uid: number, id: number): Promise<Message> {
      const row = await readable(id, uid);
      await deleteForParty(db, id, row.expediteurId === uid, row.destinataireId === uid);
      await changed([uid]);
      return toMessageView((await findMessage(db, id))!, uid);
    },

    recipients: (q: string, viewer: AuthUser): Promise<Recipient[]> => searchRecipients(db, q, isStaff(viewer.role)),
  };
}
