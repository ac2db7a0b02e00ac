// The profile search's inverted index, held in memory by each API process beside PostgreSQL's rows (migration 0002's
// profile_search, from which it is built and kept up to date: profile-index-plugin.ts). Counting the 80,000 profiles
// a two-letter prefix matches costs PostgreSQL tens of milliseconds whatever its indexes, since it must visit each
// match; here it is a few bitset operations over one bit per profile, so a search never made before answers in well
// under a millisecond at 100,000 profiles, and its cost grows with the profiles' number, not with what it matches.
//
// Profiles sit in slots in search order: slot i is older than slot i + 1 (created_at, then id), so a page is the
// highest slots a search matches. A profile changed since the slots were laid out is masked out of them and kept
// whole in an overlay, matched one by one, until the next rebuild lays the slots out again.
import type { Role } from '@tremplin/shared';
import {
  type Bitset,
  bitsetOf,
  clear,
  countOf,
  Descending,
  keepOnly,
  orInto,
  type Postings,
  postingsOf,
  remove,
} from './bitset';

/** A profile_search row as the index holds it; text is folded as the row holds it (lower case, no accents). */
export interface IndexedProfile {
  userId: number;
  /** created_at in microseconds since 1970, which orders profiles exactly as PostgreSQL does. */
  createdAt: number;
  visible: boolean;
  role: Role;
  typeDeContrat: string | null;
  villeKey: string | null;
  metierKey: string | null;
  experience: string | null;
  skillKeys: readonly string[];
  /** The words of name, job title and skills: a search matching them all ranks first. */
  head: readonly string[];
  /** Every word of the profile (head, city, description). */
  document: readonly string[];
}

/** A search as the index reads it: every condition required; text folded as the rows hold it. */
export interface IndexQuery {
  includeHidden: boolean;
  excludeRoles: readonly Role[];
  /** Typed words: each must begin a word of the profile. */
  words: readonly string[];
  villeKey: string | null;
  /** Contained in the job title. */
  metierKey: string | null;
  experience: string | null;
  typeDeContrat: string | null;
  role: Role | null;
  skillKeys: readonly string[];
}

export interface IndexPage {
  /** Profiles matching in the first tier (every word in the head); all of them when no words are typed. */
  first: number;
  total: number;
  /** The page's profiles, in order. */
  userIds: number[];
}

/** Sorted words, each with the slots holding it. */
interface Vocabulary {
  words: string[];
  postings: Postings[];
}

/** The slots whose words begin with `prefix`, added to `target`. */
function unionOfPrefix(vocabulary: Vocabulary, prefix: string, target: Bitset): void {
  const { words, postings } = vocabulary;
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < words.length && words[i]!.startsWith(prefix); i++) orInto(target, postings[i]!);
}

const beginsOne = (words: readonly string[], prefix: string) => words.some((word) => word.startsWith(prefix));

/** Where an overlay profile stands for a search: 0 not found, 1 first tier, 2 second tier. */
function tierOf(profile: IndexedProfile, query: IndexQuery): 0 | 1 | 2 {
  if (!query.includeHidden && !profile.visible) return 0;
  if (query.excludeRoles.includes(profile.role)) return 0;
  if (query.villeKey !== null && profile.villeKey !== query.villeKey) return 0;
  if (query.experience !== null && profile.experience !== query.experience) return 0;
  if (query.typeDeContrat !== null && profile.typeDeContrat !== query.typeDeContrat) return 0;
  if (query.role !== null && profile.role !== query.role) return 0;
  if (query.metierKey !== null && !profile.metierKey?.includes(query.metierKey)) return 0;
  if (!query.skillKeys.every((key) => profile.skillKeys.includes(key))) return 0;
  if (!query.words.every((word) => beginsOne(profile.document, word))) return 0;
  return query.words.every((word) => beginsOne(profile.head, word)) ? 1 : 2;
}

/** Newer first: created later, or at the same time with a higher id. */
const newer = (aCreated: number, aId: number, bCreated: number, bId: number) =>
  aCreated > bCreated || (aCreated === bCreated && aId > bId);

/** A growable list of slots, for building postings. */
class SlotList {
  slots = new Int32Array(4);
  length = 0;
  push(slot: number) {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length++] = slot;
  }
}

/** Lays profiles out in slots, in search order (oldest first); `finish` makes the index. */
export class ProfileIndexBuilder {
  private readonly profiles: {
    userId: number[];
    createdAt: number[];
    visible: boolean[];
    metierKey: (string | null)[];
  } = { userId: [], createdAt: [], visible: [], metierKey: [] };
  private readonly document = new Map<string, SlotList>();
  private readonly head = new Map<string, SlotList>();
  /** Exact conditions, keyed by kind and value ('ville:lyon', 'role:ADMIN', …). */
  private readonly exact = new Map<string, SlotList>();

  /** One copy of each job title: a million profiles hold a few hundred. */
  private readonly jobTitles = new Map<string, string>();

  get size() {
    return this.profiles.userId.length;
  }

  private intern(value: string | null): string | null {
    if (value === null) return null;
    const known = this.jobTitles.get(value);
    if (known !== undefined) return known;
    this.jobTitles.set(value, value);
    return value;
  }

  /** Adds the next profile; profiles must come in search order, oldest first. */
  add(profile: IndexedProfile): void {
    const slot = this.size;
    const last = slot - 1;
    if (
      last >= 0 &&
      !newer(profile.createdAt, profile.userId, this.profiles.createdAt[last]!, this.profiles.userId[last]!)
    ) {
      throw new Error('Les profils doivent arriver du plus ancien au plus récent.');
    }
    this.profiles.userId.push(profile.userId);
    this.profiles.createdAt.push(profile.createdAt);
    this.profiles.visible.push(profile.visible);
    this.profiles.metierKey.push(this.intern(profile.metierKey));
    const put = (map: Map<string, SlotList>, key: string) => {
      let list = map.get(key);
      if (!list) {
        list = new SlotList();
        map.set(key, list);
      }
      // A word repeated in a profile is held once.
      if (list.length === 0 || list.slots[list.length - 1] !== slot) list.push(slot);
    };
    for (const word of profile.document) put(this.document, word);
    for (const word of profile.head) put(this.head, word);
    for (const key of exactKeys(profile)) put(this.exact, key);
  }

  finish(): ProfileIndex {
    const size = this.size;
    const postings = (list: SlotList) => postingsOf(list.slots.subarray(0, list.length), size);
    const vocabulary = (map: Map<string, SlotList>): Vocabulary => {
      const words = [...map.keys()].sort();
      return { words, postings: words.map((word) => postings(map.get(word)!)) };
    };
    const visible = bitsetOf(size);
    this.profiles.visible.forEach((shown, slot) => {
      if (shown) visible[slot >>> 5]! |= 1 << (slot & 31);
    });
    return new ProfileIndex({
      userIds: Int32Array.from(this.profiles.userId),
      createdAt: Float64Array.from(this.profiles.createdAt),
      visible,
      metierKeys: this.profiles.metierKey,
      document: vocabulary(this.document),
      head: vocabulary(this.head),
      exact: new Map([...this.exact].map(([key, list]) => [key, postings(list)])),
    });
  }
}

function exactKeys(profile: IndexedProfile): string[] {
  const keys = [`role:${profile.role}`];
  if (profile.villeKey !== null) keys.push(`ville:${profile.villeKey}`);
  if (profile.experience !== null) keys.push(`experience:${profile.experience}`);
  if (profile.typeDeContrat !== null) keys.push(`contrat:${profile.typeDeContrat}`);
  for (const skill of new Set(profile.skillKeys)) keys.push(`competence:${skill}`);
  return keys;
}

interface Layout {
  userIds: Int32Array;
  createdAt: Float64Array;
  visible: Bitset;
  metierKeys: (string | null)[];
  document: Vocabulary;
  head: Vocabulary;
  exact: Map<string, Postings>;
}

export class ProfileIndex {
  /** The ids in increasing order, and the slot of each: a typed-array lookup, a fraction of a Map's memory. */
  private readonly idsInOrder: Int32Array;
  private readonly slotsInOrder: Int32Array;
  /** Slots still holding their profile as it is: not changed nor removed since the layout. */
  private readonly current: Bitset;
  /** Profiles changed or added since the layout, as they are now. */
  private readonly overlay = new Map<number, IndexedProfile>();

  constructor(private readonly layout: Layout) {
    const { userIds } = layout;
    this.slotsInOrder = Int32Array.from(userIds.keys()).sort((a, b) => userIds[a]! - userIds[b]!);
    this.idsInOrder = this.slotsInOrder.map((slot) => userIds[slot]!);
    this.current = bitsetOf(layout.userIds.length);
    this.current.fill(0xffffffff);
    const spare = layout.userIds.length % 32;
    if (spare) this.current[this.current.length - 1] = (1 << spare) - 1;
  }

  private slotOf(userId: number): number | undefined {
    let low = 0;
    let high = this.idsInOrder.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.idsInOrder[middle]! < userId) low = middle + 1;
      else high = middle;
    }
    return this.idsInOrder[low] === userId ? this.slotsInOrder[low] : undefined;
  }

  /** Profiles laid out in slots. */
  get slots() {
    return this.layout.userIds.length;
  }

  /** Profiles changed or added since the layout: the more there are, the more each search matches one by one. */
  get changed() {
    return this.overlay.size;
  }

  /** Takes in what a change left: each id's row as it is now, or none when it is gone. */
  apply(userIds: Iterable<number>, rows: readonly IndexedProfile[]): void {
    for (const userId of userIds) {
      const slot = this.slotOf(userId);
      if (slot !== undefined) clear(this.current, slot);
      this.overlay.delete(userId);
    }
    for (const row of rows) {
      const slot = this.slotOf(row.userId);
      if (slot !== undefined) clear(this.current, slot);
      this.overlay.set(row.userId, row);
    }
  }

  count(query: IndexQuery): { first: number; total: number } {
    const { first, second, changed } = this.match(query);
    const changedFirst = changed.filter((p) => p.tier === 1).length;
    const firstTotal = countOf(first) + changedFirst;
    return { first: firstTotal, total: firstTotal + (second ? countOf(second) : 0) + changed.length - changedFirst };
  }

  /** The `size` profiles from `offset` in search order: first tier then second, each newest first. */
  page(query: IndexQuery, offset: number, size: number): IndexPage {
    const { first, second, changed } = this.match(query);
    const changedFirst = changed.filter((p) => p.tier === 1).map((p) => p.profile);
    const changedSecond = changed.filter((p) => p.tier === 2).map((p) => p.profile);
    const firstTotal = countOf(first) + changedFirst.length;
    const total = firstTotal + (second ? countOf(second) : 0) + changedSecond.length;
    const userIds: number[] = [];
    if (offset < firstTotal) this.take(first, changedFirst, offset, size, userIds);
    if (second && userIds.length < size) {
      this.take(second, changedSecond, Math.max(0, offset - firstTotal), size - userIds.length, userIds);
    }
    return { first: firstTotal, total, userIds };
  }

  /** The slots matching, split by tier (`second` is null without typed words), and the matching overlay profiles. */
  private match(query: IndexQuery) {
    const { layout } = this;
    const found = this.current.slice();
    const scratch = bitsetOf(this.slots);
    if (!query.includeHidden) keepOnly(found, layout.visible, scratch);
    for (const role of query.excludeRoles) remove(found, layout.exact.get(`role:${role}`));
    const required = [
      query.villeKey !== null && `ville:${query.villeKey}`,
      query.experience !== null && `experience:${query.experience}`,
      query.typeDeContrat !== null && `contrat:${query.typeDeContrat}`,
      query.role !== null && `role:${query.role}`,
      ...query.skillKeys.map((key) => `competence:${key}`),
    ];
    for (const key of required) if (key) keepOnly(found, layout.exact.get(key), scratch);
    for (const word of query.words) {
      scratch.fill(0);
      unionOfPrefix(layout.document, word, scratch);
      keepOnly(found, scratch, scratch);
    }
    if (query.metierKey !== null) {
      const walk = new Descending(found.slice());
      for (let slot = walk.next(); slot >= 0; slot = walk.next()) {
        if (!layout.metierKeys[slot]?.includes(query.metierKey)) clear(found, slot);
      }
    }
    const changed: { profile: IndexedProfile; tier: 1 | 2 }[] = [];
    for (const profile of this.overlay.values()) {
      const tier = tierOf(profile, query);
      if (tier) changed.push({ profile, tier });
    }
    changed.sort((a, b) =>
      newer(a.profile.createdAt, a.profile.userId, b.profile.createdAt, b.profile.userId) ? -1 : 1,
    );
    if (query.words.length === 0) return { first: found, second: null, changed };

    const first = found.slice();
    for (const word of query.words) {
      scratch.fill(0);
      unionOfPrefix(layout.head, word, scratch);
      keepOnly(first, scratch, scratch);
    }
    for (let i = 0; i < found.length; i++) found[i]! &= ~first[i]!;
    return { first, second: found, changed };
  }

  /** Appends to `out` up to `size` profiles from `offset`, merging the slots (newest first) with changed profiles. */
  private take(slots: Bitset, changed: IndexedProfile[], offset: number, size: number, out: number[]): void {
    const { userIds, createdAt } = this.layout;
    const walk = new Descending(slots);
    let slot = walk.next();
    let c = 0;
    let skip = offset;
    let wanted = size;
    while (wanted > 0) {
      const other = changed[c];
      let next: number;
      if (slot < 0 && !other) return;
      if (other && (slot < 0 || newer(other.createdAt, other.userId, createdAt[slot]!, userIds[slot]!))) {
        next = other.userId;
        c++;
      } else {
        next = userIds[slot]!;
        slot = walk.next();
      }
      if (skip > 0) skip--;
      else {
        out.push(next);
        wanted--;
      }
    }
  }
}
