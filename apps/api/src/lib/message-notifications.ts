// Announces that people's message boxes changed, to every API process: sending from the inbox or from a template.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** Carries the ids of people whose message boxes changed (a send, a read, a deletion). */
export const MESSAGES_CHANNEL = 'tremplin_messages';

/** Call after the change is committed: NOTIFY reaches every process's LISTEN, this one included. */
export async function notifyMessagesChanged(db: Database, userIds: Iterable<number | null | undefined>) {
  const ids = [...new Set([...userIds].filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${ids.join(',')})`);
}
