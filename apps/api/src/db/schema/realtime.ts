// Realtime events too big for a NOTIFY payload (8,000 bytes): kept a minute for every API process to read them.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const realtimeSpill = pgTable(
  'realtime_spill',
  { id: id(), payload: text('payload').notNull(), createdAt: createdAt() },
  (t) => [index('realtime_spill_created_at_idx').on(t.createdAt)],
);
