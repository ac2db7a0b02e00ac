// The profile search's SQL, over the narrow `profile_search` table the 0002 migration keeps in step with users and tags.
import { foldSearchText, type ProfileFilter, type Role } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';

export interface SearchScope {
  /** Staff see every account; everyone else only visible, active profiles. */
  includeHidden: boolean;
  /** Roles never listed (the home's latest profiles leave out ADMIN and RECRUTEUR). */
  excludeRoles?: readonly Role[];
  /**
   * Only this recruiter's favourites (features/favourites). The service's result cache keys ignore it: such a scope
   * is only ever queried uncached.
   */
  favouritesOf?: number;
}

export interface ProfileRow {
  id: number;
  nom: string;
  prenom: string;
  role: Role;
  metier: string | null;
  ville: string | null;
  experience: string | null;
  typeDeContrat: string | null;
  photoParDefaut: string | null;
  cheminImage: string | null;
  email: string;
  active: boolean;
  visibilite: string;
  tags: { nomTag: string; niveau: number | null }[] | null;
}

/** At most this many words of free text are searched (each one a prefix, all required). */
const MAX_WORDS = 8;
/** A prefix standing for more stored words than this is searched as a prefix. */
const MAX_EXPANSION = 32;

/** Free text as the words searched: accents and case folded like the stored document, only [a-z0-9] kept. */
export function searchWords(text: string | undefined): string[] {
  if (!text) return [];
  return foldSearchText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The stored words a typed word begins, from `search_words` (migration 0010); one more than MAX_EXPANSION means too
 * many. The bounds make the primary key's C-ordered btree answer it with one range scan.
 */
export function wordsStartingWithQuery(prefix: string): SQL {
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`select array(select w.word from search_words w where w.word >= ${prefix} and w.word < ${after}
    order by w.word limit ${MAX_EXPANSION + 1}) as words`;
}

/** tsquery input for a lexeme: quoted as is, never normalised again. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The free text as tsquery input, every word required. A word becomes the exact stored words it begins ('dev' →
 * 'developpeur' | 'developpeuse' | …): GIN then walks those few posting lists beside the other conditions instead of
 * first collecting every row a prefix matches, several times faster. A word beginning too many stored words, or
 * whose words are not known, stays a prefix ('dev':*), which finds the same rows.
 */
export function textQuery(words: readonly string[], expansions: readonly (readonly string[] | null)[]): string | null {
  if (words.length === 0) return null;
  return words
    .map((word, i) => {
      const found = expansions[i];
      if (!found || found.length === 0 || found.length > MAX_EXPANSION) return `${lexeme(word)}:*`;
      return `(${found.map(lexeme).join(' | ')})`;
    })
    .join(' & ');
}

const fold = (value: string) => foldSearchText(value.trim());

function conditions(filter: ProfileFilter, scope: SearchScope, query: string | null): SQL[] {
  const where: SQL[] = [];
  if (!scope.includeHidden) where.push(sql`s.visible`);
  if (scope.excludeRoles?.length) {
    where.push(
      sql`s.role not in (${sql.join(
        scope.excludeRoles.map((r) => sql`${r}::role`),
        sql`, `,
      )})`,
    );
  }
  if (scope.favouritesOf !== undefined) {
    where.push(sql`s.user_id in (select f.candidat_id from favourites f where f.recruteur_id = ${scope.favouritesOf})`);
  }
  if (query) where.push(sql`s.document @@ ${query}::tsquery`);
  // Job title: contains, accents and case ignored (trigram index).
  if (filter.metier) where.push(sql`s.metier_key like ${`%${escapeLike(fold(filter.metier))}%`}`);
  if (filter.ville) where.push(sql`s.ville_key = ${fold(filter.ville)}`);
  if (filter.experience) where.push(sql`s.experience = ${filter.experience}`);
  if (filter.typeDeContrat) where.push(sql`s.type_de_contrat = ${filter.typeDeContrat}::type_de_contrat`);
  if (filter.role) where.push(sql`s.role = ${filter.role}::role`);
  // Every named skill is required (array containment, GIN index).
  if (filter.tags?.length) {
    const keys = `{${filter.tags.map((t) => `"${fold(t).replace(/["\\]/g, '')}"`).join(',')}}`;
    where.push(sql`s.skill_keys @> ${keys}::text[]`);
  }
  return where;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Why the search is shaped like this. A naive "rank every match, sort, then count them again" reads each of the
 * ≈20,000 profiles a broad prefix such as 'dev' matches twice and ranks them all against the whole document
 * (≈30 ms of database time at 100,000 profiles). Instead relevance is two tiers: profiles whose name, job title or
 * skills match (`head`) come first, then those matching only by city or description; each tier newest first. A
 * tier's page is then "the newest N matching rows", which PostgreSQL serves either by walking the created_at index
 * and checking each row until the page is full (broad queries: a few dozen rows read) or from the GIN indexes
 * (narrow queries: few matches to sort). The work per page no longer grows with the number of matches; only the
 * counts do, and the service keeps them, with every page it answered, until a profile changes (result-cache.ts).
 */
export interface TierCounts {
  /** Matches in the first tier (name, job title, skills). */
  first: number;
  total: number;
}

function whereOf(parts: SQL[]): SQL {
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

// The builders below take the free text as `textQuery` made it (they never read filter.search), so the stored words a
// prefix stands for are looked up once per search, and kept by the service.

/** Both tier sizes in one scan of the matches. */
export function countsQuery(filter: ProfileFilter, scope: SearchScope, query: string | null): SQL {
  const where = whereOf(conditions(filter, scope, query));
  const first = query ? sql`count(*) filter (where s.head @@ ${query}::tsquery)` : sql`count(*)`;
  return sql`select ${first}::int as first, count(*)::int as total from profile_search s ${where}`;
}

const PROFILE_COLUMNS = sql`u.id, u.nom, u.prenom, u.role, u.metier, u.ville, u.experience,
      u.type_de_contrat as "typeDeContrat", u.photo_par_defaut as "photoParDefaut", u.chemin_image as "cheminImage",
      u.email, u.active, u.visibilite,
      (select json_agg(json_build_object('nomTag', t.nom_tag, 'niveau', t.niveau))
         from (select g.nom_tag, g.niveau from tags g where g.utilisateur_id = u.id
               order by g.niveau desc nulls last, g.nom_tag limit 6) t) as tags`;

/**
 * The page's profiles, with their 6 best skills: `first` rows of tier one from `firstOffset`, then `second` rows of
 * tier two from `secondOffset` (the service works these out from the tier counts).
 */
export function pageQuery(
  filter: ProfileFilter,
  scope: SearchScope,
  query: string | null,
  window: { firstOffset: number; first: number; secondOffset: number; second: number },
): SQL {
  const base = conditions(filter, scope, null);
  const order = sql`order by s.created_at desc, s.user_id desc`;
  let hits: SQL;
  if (!query) {
    hits = sql`select s.user_id, 1 as tier, s.created_at from profile_search s ${whereOf(base)} ${order}
      limit ${window.first} offset ${window.firstOffset}`;
  } else {
    const q = sql`${query}::tsquery`;
    const tierOne = whereOf([...base, sql`s.head @@ ${q}`]);
    const tierTwo = whereOf([...base, sql`s.document @@ ${q}`, sql`not (s.head @@ ${q})`]);
    hits = sql`(select s.user_id, 1 as tier, s.created_at from profile_search s ${tierOne} ${order}
        limit ${window.first} offset ${window.firstOffset})
      union all
      (select s.user_id, 2 as tier, s.created_at from profile_search s ${tierTwo} ${order}
        limit ${window.second} offset ${window.secondOffset})`;
  }
  return sql`
    with hits as (${hits})
    select ${PROFILE_COLUMNS}
    from hits h join users u on u.id = h.user_id
    order by h.tier, h.created_at desc, h.user_id desc`;
}

/** A page of profiles with both tier counts repeated on each row (`first`, `total`); one row of nulls if none. */
export type CountedProfileRow = TierCounts & { [K in keyof ProfileRow]: ProfileRow[K] | null };

/**
 * Counts and page in one statement, for searches whose count is not cached: the matches are found once (one bitmap
 * scan of the GIN indexes), counted per tier, and the page is sorted out of them. Twice cheaper than a count then a
 * page, each finding the matches again; the service keeps the counts and reads the search's other pages with
 * `pageQuery`.
 */
export function countedPageQuery(
  filter: ProfileFilter,
  scope: SearchScope,
  query: string | null,
  offset: number,
  size: number,
): SQL {
  const where = whereOf(conditions(filter, scope, query));
  const tier = query ? sql`case when s.head @@ ${query}::tsquery then 1 else 2 end` : sql`1`;
  return sql`
    with matches as materialized (
      select s.user_id, s.created_at, ${tier} as tier from profile_search s ${where}
    ),
    hits as (
      select user_id, tier, created_at from matches
      order by tier, created_at desc, user_id desc limit ${size} offset ${offset}
    ),
    counts as (select (count(*) filter (where tier = 1))::int as first, count(*)::int as total from matches)
    select c.first, c.total, p.*
    from counts c left join (
      select ${PROFILE_COLUMNS}, h.tier as hit_tier, h.created_at as hit_created_at
      from hits h join users u on u.id = h.user_id
    ) p on true
    order by p.hit_tier, p.hit_created_at desc, p.id desc`;
}
