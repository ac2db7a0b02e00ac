// Work that happens later: the schedules' last slot, reminders of interviews and job datings, each person's choice
// about them, and in-app notices. The queue itself is pg-boss's `pgboss` schema (migration 0023).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** One row per scheduled job: the last cron slot enqueued, so each slot runs once across processes and restarts. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastSlot: timestamp('last_slot', { withTimezone: true }),
});

export const REMINDER_EVENTS = ['ENTRETIEN', 'JOB_DATING'] as const;
export const REMINDER_KINDS = ['VEILLE', 'HEURE'] as const;

/** A reminder due at `dueAt` for one person about one event; moved with the event, deleted when it is cancelled. */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    eventType: text('event_type', { enum: REMINDER_EVENTS }).notNull(),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('reminders_event_user_kind_key').on(t.eventType, t.eventId, t.userId, t.kind),
    index('reminders_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
  ],
);

/** Each person's choice about reminders; no row means both on. */
export const reminderPreferences = pgTable('reminder_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  notice: boolean('notice').notNull().default(true),
});

/** A short message shown in the product to one person (reminders, follow-ups). */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    texte: text('texte').notNull(),
    lien: text('lien'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notices_user_idx').on(t.userId, t.createdAt.desc())],
);

export type Reminder = typeof reminders.$inferSelect;
export type Notice = typeof notices.$inferSelect;
