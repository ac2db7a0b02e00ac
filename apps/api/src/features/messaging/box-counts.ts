// Box counts kept in memory: the header badge and the box totals are asked on every page, their messages change
// rarely. A change forgets the counts of both parties here at once, and in every other API process through NOTIFY.
import type { FastifyInstance } from 'fastify';
import { MESSAGES_CHANNEL } from './notify';
import { type Box, countBox, countUnread } from './queries';

export type CountedBox = Box | 'nonlu';

/** A safety net: should a notification be lost (a LISTEN connection cut), no count stays wrong longer than this. */
const TTL_MS = 30_000;
const MAX_USERS = 50_000;

interface Entry {
  counts: Map<CountedBox, Promise<number>>;
  until: number;
}

export async function createBoxCounts(app: FastifyInstance) {
  const entries = new Map<number, Entry>();
  /** When each user's counts were last forgotten, so a count read before a change is never kept after it. */
  const forgottenAt = new Map<number, number>();
  /** When every count was last forgotten (the LISTEN connection was cut: changes may have gone unheard). */
  let allForgottenAt = Number.NEGATIVE_INFINITY;

  function forget(userIds: Iterable<number | null | undefined>) {
    const now = performance.now();
    for (const id of userIds) {
      if (typeof id !== 'number') continue;
      entries.delete(id);
      // Re-inserted so the map stays oldest first, which the pruning below relies on.
      forgottenAt.delete(id);
      forgottenAt.set(id, now);
    }
    // Only changes newer than the slowest count matter; older marks are dropped.
    for (const [id, at] of forgottenAt) {
      if (now - at < TTL_MS) break;
      forgottenAt.delete(id);
    }
  }

  const unlisten = await app.database.listen(
    MESSAGES_CHANNEL,
    (payload) => forget(payload.split(',').map(Number).filter(Number.isSafeInteger)),
    () => {
      allForgottenAt = performance.now();
      entries.clear();
    },
  );
  app.addHook('onClose', async () => {
    await unlisten();
    entries.clear();
  });

  function load(userId: number, box: CountedBox): Promise<number> {
    return box === 'nonlu' ? countUnread(app.db, userId) : countBox(app.db, box, userId);
  }

  return {
    forget,
    get(userId: number, box: CountedBox): Promise<number> {
      const now = performance.now();
      let entry = entries.get(userId);
      if (!entry || entry.until <= now) {
        entry = { counts: new Map(), until: now + TTL_MS };
        entries.delete(userId);
        entries.set(userId, entry);
        if (entries.size > MAX_USERS) entries.delete(entries.keys().next().value as number);
      }
      const known = entry.counts.get(box);
      if (known) return known;
      const started = now;
      const pending = load(userId, box);
      const current = entry;
      current.counts.set(box, pending);
      pending.then(
        () => {
          // Read before a change that has since been announced: answer it this once, but do not keep it.
          if (Math.max(forgottenAt.get(userId) ?? Number.NEGATIVE_INFINITY, allForgottenAt) >= started)
            current.counts.delete(box);
        },
        () => current.counts.delete(box),
      );
      return pending;
    },
  };
}

export type BoxCounts = Awaited<ReturnType<typeof createBoxCounts>>;
