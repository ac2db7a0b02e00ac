// Internal messaging (SPEC §3 Message) and the staff's message templates (SPEC §3 Message template).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps, version } from './columns';
import { users } from './users';

export const messageTemplates = pgTable('message_templates', {
  id: id(),
  titre: text('titre').notNull(),
  sujet: text('sujet').notNull(),
  /** Sanitised HTML. */
  contenu: text('contenu').notNull().default(''),
  version: version(),
  ...timestamps(),
});

/**
 * One row per message, shared by both parties. Deletion is per party (DESIGN difference 6): each side has its own
 * timestamp, so one side deleting never hides the message from the other. SPEC's `estSupprime` and
 * `idUtilisateurDelete` are derived per viewer: deleted by the viewer, and the id of whoever deleted it.
 * A deleted account leaves its messages to the other party (the reference becomes null).
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    expediteurId: integer('expediteur_id').references(() => users.id, { onDelete: 'set null' }),
    destinataireId: integer('destinataire_id').references(() => users.id, { onDelete: 'set null' }),
    sujet: text('sujet').notNull(),
    /** Sanitised HTML. */
    contenu: text('contenu').notNull().default(''),
    dateHeure: timestamp('date_heure', { withTimezone: true }).notNull().defaultNow(),
    estLu: boolean('est_lu').notNull().default(false),
    deletedBySenderAt: timestamp('deleted_by_sender_at', { withTimezone: true }),
    deletedByRecipientAt: timestamp('deleted_by_recipient_at', { withTimezone: true }),
    version: version(),
  },
  (t) => [
    // Each party's messages in date order with the other party beside them (migration 0026): the candidate file
    // pages a person's messages with staff along these, reading who the other party is from the index alone.
    index('messages_destinataire_party_idx').on(t.destinataireId, t.dateHeure.desc(), t.id.desc(), t.expediteurId),
    index('messages_expediteur_party_idx').on(t.expediteurId, t.dateHeure.desc(), t.id.desc(), t.destinataireId),
    index('messages_unread_idx')
      .on(t.destinataireId)
      .where(sql`${t.estLu} = false and ${t.deletedByRecipientAt} is null`),
    // Each party's live boxes, in the lists' order: pages and counts read only the index (no heap visit per row).
    index('messages_inbox_idx')
      .on(t.destinataireId, t.dateHeure.desc(), t.id.desc())
      .where(sql`${t.deletedByRecipientAt} is null`),
    index('messages_sent_idx')
      .on(t.expediteurId, t.dateHeure.desc(), t.id.desc())
      .where(sql`${t.deletedBySenderAt} is null`),
    // The deleted box: the few rows each party deleted.
    index('messages_deleted_by_recipient_idx').on(t.destinataireId).where(sql`${t.deletedByRecipientAt} is not null`),
    index('messages_deleted_by_sender_idx').on(t.expediteurId).where(sql`${t.deletedBySenderAt} is not null`),
  ],
);

export type MessageTemplate = typeof messageTemplates.$inferSelect;
export type NewMessageTemplate = typeof messageTemplates.$inferInsert;
export type Message = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

/**
 * Each person's box totals and unread count, kept by statement-level triggers on `messages` in the same transaction
 * as every send, read, deletion or party change (migration 0015): a page of a 10,000-message box reads one row
 * here instead of counting the box. No foreign key: a deleted account's row is left behind, harmless, rather than
 * racing the `set null` on its messages.
 */
export const messageBoxCounts = pgTable('message_box_counts', {
  userId: integer('user_id').primaryKey(),
  /** destinataire: received, not deleted by the recipient. */
  inbox: integer('inbox').notNull().default(0),
  /** expediteur: sent, not deleted by the sender. */
  sent: integer('sent').notNull().default(0),
  /** supprime: received or sent, then deleted by this person (a message to oneself counts once). */
  deleted: integer('deleted').notNull().default(0),
  /** nonlu: in the inbox and not read. */
  unread: integer('unread').notNull().default(0),
});
