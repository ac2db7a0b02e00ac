// Announces that users' unread counts may have changed; every API process listening on the channel pushes them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export const UNREAD_CHANNEL = 'tremplin_unread';

/** Call after the change is committed: NOTIFY reaches every process's LISTEN, this one included. */
export async function notifyUnreadChanged(db: Database, userIds: Iterable<number | null | undefined>) {
  const ids = [...new Set([...userIds].filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  await db.execute(sql`select pg_notify(${UNREAD_CHANNEL}, ${ids.join(',')})`);
}
