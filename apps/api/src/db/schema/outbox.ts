// E-mails waiting to be sent: written in the same transaction as the change that needs them, sent with retries.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** An iCalendar invitation sent with the message (RFC 5546 method and the VCALENDAR text). */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

export type OutboxEmail = typeof emailOutbox.$inferSelect;
export type NewOutboxEmail = typeof emailOutbox.$inferInsert;
