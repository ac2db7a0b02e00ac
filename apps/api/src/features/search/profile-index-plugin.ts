// Builds this process's profile index (profile-index.ts) while the server starts (it is not ready until then) and
// keeps it up to date: every change to profile_search is announced by NOTIFY with the profiles' ids (migration 0018), which the index
// reads again; a change made by this process is in its very next search; a lost connection, or many changes since
// the last layout, lay the index out again from the table while searches go on with the one in place.
import { randomUUID } from 'node:crypto';
import type { Role } from '@tremplin/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { type IndexedProfile, type ProfileIndex, ProfileIndexBuilder } from './profile-index';
import { type IndexRow, indexRowsByIdQuery, indexRowsQuery } from './queries';

/** Announced by profile_search's triggers: the changed profiles' ids, comma-separated, or '*' for too many. */
export const PROFILE_INDEX_CHANNEL = 'tremplin_profile_index';
/** Rows read at a time when laying the index out. */
const BATCH = 5_000;
/** Changed profiles are matched one by one: past this many, the index is laid out again. */
const RELAYOUT_AFTER = 1_000;
/** How long a search waits to hear this process's own writes before going on. */
const SYNC_TIMEOUT_MS = 2_000;

export interface LiveProfileIndex {
  /** The index, holding every change this process has committed (and those heard from the others). */
  read(): Promise<ProfileIndex>;
  /** Call once a change to users or tags is committed: this process's next search waits until the index has it. */
  written(): void;
  /** Whether the index is laid out (the server is ready only then). */
  readonly ready: boolean;
  /** Settles once the index is laid out. */
  whenReady(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    profileIndex: LiveProfileIndex;
  }
}

const SEPARATOR = '\x1f';
const words = (text: string) => (text ? text.split(' ') : []);

function toProfile(row: IndexRow): IndexedProfile {
  return {
    userId: row.userId,
    createdAt: Number(row.createdAt),
    visible: row.visible,
    role: row.role as Role,
    typeDeContrat: row.typeDeContrat,
    villeKey: row.villeKey,
    metierKey: row.metierKey,
    experience: row.experience,
    skillKeys: row.skillKeys ? row.skillKeys.split(SEPARATOR) : [],
    head: words(row.head),
    document: words(row.document),
  };
}

async function rows(db: Database, query: Parameters<Database['execute']>[0]): Promise<IndexRow[]> {
  return ((await db.execute(query)) as unknown as { rows: IndexRow[] }).rows;
}

/** Reads every search row, oldest first, a batch at a time, into a new index. */
export async function loadProfileIndex(db: Database): Promise<ProfileIndex> {
  const builder = new ProfileIndexBuilder();
  let after: IndexRow | undefined;
  for (;;) {
    const batch = await rows(db, indexRowsQuery(after ?? null, BATCH));
    for (const row of batch) builder.add(toProfile(row));
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1];
  }
  return builder.finish();
}

/** The search rows of these profiles as they are now; a profile without one is gone from the search. */
export const readProfiles = async (db: Database, ids: readonly number[]) =>
  (await rows(db, indexRowsByIdQuery(ids))).map(toProfile);

export function createLiveProfileIndex(db: Database, first: ProfileIndex, onError: (err: unknown) => void) {
  let index = first;
  const reread = (ids: number[]) => readProfiles(db, ids);

  /** Profiles heard of and not read yet; the loop reading them, while it runs. */
  const pending = new Set<number>();
  let reading: Promise<void> | null = null;
  /** Laying the index out again, and the profiles heard of meanwhile, which the new layout may have read before. */
  let layingOut: Promise<void> | null = null;
  const heardDuringLayout = new Set<number>();

  async function readPending() {
    while (pending.size > 0) {
      const ids = [...pending];
      pending.clear();
      try {
        index.apply(ids, await reread(ids));
      } catch (err) {
        for (const id of ids) pending.add(id);
        throw err;
      }
    }
    if (index.changed > RELAYOUT_AFTER) layOut();
  }

  function readHeard(): Promise<void> {
    reading ??= readPending()
      .catch(onError)
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  function layOut() {
    layingOut ??= (async () => {
      heardDuringLayout.clear();
      const next = await loadProfileIndex(db);
      while (heardDuringLayout.size > 0) {
        const ids = [...heardDuringLayout];
        heardDuringLayout.clear();
        next.apply(ids, await reread(ids));
      }
      // Nothing heard since the last read: the new layout holds every change, and takes over.
      index = next;
    })()
      .catch(onError)
      .finally(() => {
        layingOut = null;
      });
  }

  const token = randomUUID();
  let syncs = 0;
  const waiting = new Map<string, () => void>();
  let writes = 0;
  let synced = 0;
  let syncing: { target: number; done: Promise<void> } | null = null;

  /** Waits until every change committed before now has been heard and read. */
  async function sync() {
    const name = `sync:${token}:${++syncs}`;
    const heard = new Promise<void>((resolve) => {
      waiting.set(name, resolve);
      setTimeout(resolve, SYNC_TIMEOUT_MS).unref();
    });
    try {
      await db.execute(sql`select pg_notify(${PROFILE_INDEX_CHANNEL}, ${name})`);
      // Notifications arrive in commit order: the changes committed before this one have been heard.
      await heard;
    } finally {
      waiting.delete(name);
    }
    while (reading) await reading;
  }

  return {
    heard(payload: string) {
      if (payload.startsWith('sync:')) {
        waiting.get(payload)?.();
        return;
      }
      if (payload === '*') {
        layOut();
        return;
      }
      for (const id of payload.split(',')) {
        pending.add(Number(id));
        if (layingOut) heardDuringLayout.add(Number(id));
      }
      void readHeard();
    },
    /** Notifications were lost while the connection was down: lay out again. */
    resumed: layOut,
    live: {
      ready: true,
      whenReady: async () => undefined,
      async read() {
        // Changes heard are read before answering (a read that failed, the database being away, is tried again).
        if (pending.size > 0) void readHeard();
        while (reading) await reading;
        while (synced < writes) {
          if (!syncing || syncing.target < writes) {
            const target = writes;
            const done: Promise<void> = sync()
              .then(() => {
                synced = Math.max(synced, target);
              })
              .finally(() => {
                if (syncing?.done === done) syncing = null;
              });
            syncing = { target, done };
          }
          await syncing.done;
        }
        return index;
      },
      written() {
        writes++;
      },
    } satisfies LiveProfileIndex,
    /** Waits for what was heard so far (closing). */
    settled: async () => {
      while (reading || layingOut) await (reading ?? layingOut);
    },
  };
}

/** How long after a failed first layout (the database away at start) it is tried again. */
const RETRY_MS = 5_000;

export const profileIndexPlugin = fp(async (app: FastifyInstance) => {
  let live: ReturnType<typeof createLiveProfileIndex> | undefined;
  const early: string[] = [];
  let writtenBefore = false;
  let closing = false;
  // Listening first: a change committed while the index is laid out is heard, and read once it is in place.
  const unlisten = await app.database.listen(
    PROFILE_INDEX_CHANNEL,
    (payload) => (live ? live.heard(payload) : early.push(payload)),
    () => live?.resumed(),
  );

  // Laid out while the server starts: a large table takes seconds (1,000,000 profiles: about twenty), during which
  // the server answers but is not ready, and a search waits for it.
  const built = (async () => {
    for (;;) {
      const started = performance.now();
      try {
        const first = await loadProfileIndex(app.db);
        live = createLiveProfileIndex(app.db, first, (err) =>
          app.log.error({ err }, 'profile index: reading changes failed'),
        );
        for (const payload of early.splice(0)) live.heard(payload);
        // Searches asked meanwhile wait for the writes made meanwhile: one sync covers them all.
        if (writtenBefore) live.live.written();
        app.log.info({ profiles: first.slots, ms: Math.round(performance.now() - started) }, 'profile index ready');
        return live;
      } catch (err) {
        if (closing) throw err;
        app.log.error({ err }, 'profile index: laying out failed, trying again');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  })();
  built.catch(() => undefined);

  app.decorate('profileIndex', {
    async read() {
      return (await built).live.read();
    },
    written() {
      if (live) live.live.written();
      else writtenBefore = true;
    },
    get ready() {
      return live !== undefined;
    },
    whenReady: () => built.then(() => undefined),
  } satisfies LiveProfileIndex);
  app.addHook('onClose', async () => {
    closing = true;
    await unlisten();
    await live?.settled();
  });
});
