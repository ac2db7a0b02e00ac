// Column helpers every table shares: identity keys, optimistic-lock versions and created/updated timestamps.
import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Integer identity key; the database always chooses it, so a client's `id: 0` can never be stored. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Optimistic lock (DESIGN, API conventions): an update carrying a stale version changes nothing. */
export const version = () => integer('version').notNull().default(0);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
