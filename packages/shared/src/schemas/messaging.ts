// Internal messaging payloads and answers (SPEC §3 Message, §7 Messages), with the live unread-count event.
import { z } from 'zod';
import { roleSchema } from './roles';

/** Messages per page in the three boxes. */
export const MESSAGE_PAGE_SIZE = 10;
/** Subject prefix of a reply. */
export const REPLY_PREFIX = 'RE : ';
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_CONTENT_MAX = 200_000;

export const MESSAGING_MESSAGES = {
  subjectRequired: 'Le sujet est obligatoire.',
  subjectTooLong: `Le sujet ne peut dépasser ${MESSAGE_SUBJECT_MAX} caractères.`,
  contentRequired: 'Le message ne peut pas être vide.',
  contentTooLong: 'Le message est trop long.',
  recipientRequired: 'Choisissez un destinataire.',
  recipientUnknown: 'Ce destinataire n’existe pas ou son compte est inactif.',
  messageNotFound: 'Ce message est introuvable.',
  notParty: 'Seuls l’expéditeur et le destinataire peuvent lire ce message.',
  notRecipient: 'Seul le destinataire peut marquer ce message comme lu.',
} as const;

/** A party of a message as a reader sees it (null once the account is deleted). */
export const messagePartySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
});
export type MessageParty = z.infer<typeof messagePartySchema>;

/**
 * A message as the viewer sees it. Deletion is per party (DESIGN difference 6): `estSupprime` tells whether the
 * viewer deleted it, `idUtilisateurDelete` who deleted it (the viewer first, else the other party, else null).
 */
export const messageSchema = z.object({
  id: z.number().int(),
  sujet: z.string(),
  contenu: z.string(),
  dateHeure: z.string(),
  estLu: z.boolean(),
  estSupprime: z.boolean(),
  idUtilisateurDelete: z.number().int().nullable(),
  version: z.number().int(),
  destinataireId: z.number().int().nullable(),
  expediteurId: z.number().int().nullable(),
  expediteur: messagePartySchema.nullable(),
  destinataire: messagePartySchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

const subject = z
  .string({ error: MESSAGING_MESSAGES.subjectRequired })
  .trim()
  .min(1, MESSAGING_MESSAGES.subjectRequired)
  .max(MESSAGE_SUBJECT_MAX, MESSAGING_MESSAGES.subjectTooLong);
const content = z
  .string({ error: MESSAGING_MESSAGES.contentRequired })
  .max(MESSAGE_CONTENT_MAX, MESSAGING_MESSAGES.contentTooLong)
  .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html), {
    message: MESSAGING_MESSAGES.contentRequired,
  });

/** POST /api/message/utilisateur/{uid}: other message fields a client sends are ignored. */
export const sendMessageSchema = z.object({
  sujet: subject,
  contenu: content,
  destinataireId: z
    .number({ error: MESSAGING_MESSAGES.recipientRequired })
    .int()
    .positive(MESSAGING_MESSAGES.recipientRequired),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** PUT /api/message/utilisateur/{uid}/messagelu: the message fields; only the id is used. */
export const markReadSchema = z.object({ id: z.number().int().positive() }).loose();
export type MarkReadInput = z.infer<typeof markReadSchema>;

/** GET /api/message/destinataires?q=: active users to write to. */
export const recipientSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  role: roleSchema,
});
export type Recipient = z.infer<typeof recipientSchema>;
export const recipientQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

/** Pushed on the messaging WebSocket to each of a user's sockets whenever their unread count may have changed. */
export const unreadEventSchema = z.object({ type: z.literal('unread'), nb: z.number().int().nonnegative() });
export type UnreadEvent = z.infer<typeof unreadEventSchema>;
