// Search results kept in memory: recruiters repeat the same searches and page back and forth, while the profiles
// behind them change rarely. Any change to what a search finds or a card shows forgets every result: here at once
// (the writing feature calls `forget` once its change is committed), and in every other API process through the
// NOTIFY the database triggers send (migration 0009).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Announced by the users and tags triggers whenever a profile card or its search row may have changed. */
export const PROFILES_CHANNEL = 'tremplin_profiles';

/** A safety net: should a notification be lost, no result stays wrong longer than this. */
const TTL_MS = 30_000;
/** Pages hold at most MAX_PROFILE_PAGE_SIZE cards each: a few megabytes at most. */
const MAX_ENTRIES = 2_000;

export interface SearchResultCache {
  /** The cached answer for `key`, or `load()`'s, shared by concurrent callers and kept until the next change. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The cached answer for `key`, if any, without loading it. */
  peek<T>(key: string): Promise<T> | undefined;
  /**
   * Keeps an answer found by work begun at `since` (a `generation`), unless a change came in between: what that
   * work read may predate the change.
   */
  set<T>(key: string, value: Promise<T>, since: number): void;
  /** Counts the changes heard so far. */
  readonly generation: number;
  /** Forgets every result; call after committing a change to users or tags. */
  forget(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchResults: SearchResultCache;
  }
}

interface Entry {
  value: Promise<unknown>;
  until: number;
}

export function createSearchResultCache(): SearchResultCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  function keep(key: string, value: Promise<unknown>) {
    // Re-inserted so the map stays least recently used first, for the eviction below.
    entries.delete(key);
    const entry = { value, until: performance.now() + TTL_MS };
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    // A failed load is not an answer. A load overtaken by a change needs nothing: `forget` removed its entry.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.until > performance.now()) {
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const value = load();
      keep(key, value);
      return value;
    },
    peek<T>(key: string) {
      const hit = entries.get(key);
      return hit && hit.until > performance.now() ? (hit.value as Promise<T>) : undefined;
    },
    set(key, value, since) {
      if (since === generation) keep(key, value);
    },
    get generation() {
      return generation;
    },
    forget() {
      generation++;
      entries.clear();
    },
  };
}

export const searchResultCachePlugin = fp(async (app: FastifyInstance) => {
  const cache = createSearchResultCache();
  app.decorate('searchResults', cache);
  const unlisten = await app.database.listen(
    PROFILES_CHANNEL,
    () => cache.forget(),
    () => cache.forget(),
  );
  app.addHook('onClose', async () => {
    await unlisten();
    cache.forget();
  });
});
