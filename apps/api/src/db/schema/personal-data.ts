// Personal data records: talent-pool consent answers, sign-in history, staff decisions, erasures and the daily job's lease.
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

/** Every answer to the talent-pool question, with the text the person answered. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accepted: boolean('accepted').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Sign-ins shown to the person: the address truncated (last IPv4 byte, last 80 IPv6 bits dropped) and the device. */
export const signIns = pgTable(
  'sign_ins',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    address: text('address').notNull(),
    device: text('device').notNull(),
  },
  (t) => [index('sign_ins_user_at_idx').on(t.userId, t.at.desc()), index('sign_ins_at_idx').on(t.at)],
);

/** A staff decision to keep an inactive account longer, with its reason. */
export const retentionExtensions = pgTable(
  'retention_extensions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('retention_extensions_user_idx').on(t.userId)],
);

/**
 * What was erased, why and by whom, without anything naming the person (the record must outlive them): the cause,
 * the staff member and their reason when staff erased the account.
 */
export const erasureLog = pgTable('erasure_log', {
  id: id(),
  cause: text('cause').notNull(),
  staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: createdAt(),
});

/** Daily jobs: the last day each ran, and the lease of the one process running it now (survives restarts). */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  lastRunOn: date('last_run_on', { mode: 'string' }),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  leaseHolder: text('lease_holder'),
});
