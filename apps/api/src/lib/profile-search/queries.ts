// The profile search's SQL over `profile_search`: one statement finds a page in ranking order and counts the
// matches up to a cap, for the search, staff's lists, the counts and favourites (docs/decisions/0003, 0004).
import { foldSearchText, type ProfileFilter, type Role } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../sql-text';

export interface SearchScope {
  /** Staff see every account; everyone else only visible, active profiles. */
  includeHidden: boolean;
  /** Roles never listed (the home's latest profiles leave out ADMIN and RECRUTEUR). */
  excludeRoles?: readonly Role[];
  /** Only this recruiter's favourites (features/favourites). */
  favouritesOf?: number;
  /** Only profiles created after `since` that this saved search's alerts never listed (features/saved-searches). */
  newFor?: { savedSearchId: number; since: Date };
}

/** A search ready to run: the free text as `textQuery` made it, and the place as the folded commune names it holds. */
export interface SearchPlan {
  filter: ProfileFilter;
  scope: SearchScope;
  query: string | null;
  /** The communes of the `zone` filter (folded as profile_search.ville_key), or null without one. */
  zoneKeys: readonly string[] | null;
}

/**
 * Counts are exact up to this many matches, and said « plus de 1 000 » beyond: nobody reads 80 412 differently, and
 * counting each of them costs PostgreSQL a visit per match.
 */
export const COUNT_CAP = 1000;

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

/** Every condition of the search but its free text; `cities` is the zone's communes as an array, if it has one. */
function filters({ filter, scope }: SearchPlan, cities: SQL | null): SQL[] {
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
  if (scope.newFor) {
    where.push(sql`s.created_at > ${scope.newFor.since.toISOString()}::timestamptz`);
    where.push(
      sql`not exists (select 1 from saved_search_hits h where h.saved_search_id = ${scope.newFor.savedSearchId} and h.user_id = s.user_id)`,
    );
  }
  // Job title: contains, accents and case ignored (trigram index).
  if (filter.metier) where.push(sql`s.metier_key like ${`%${escapeLike(fold(filter.metier))}%`}`);
  if (filter.ville) where.push(sql`s.ville_key = ${fold(filter.ville)}`);
  if (cities) where.push(sql`s.ville_key = any(${cities})`);
  if (filter.experience) where.push(sql`s.experience = ${filter.experience}`);
  if (filter.typeDeContrat) where.push(sql`s.type_de_contrat = ${filter.typeDeContrat}::type_de_contrat`);
  if (filter.role) where.push(sql`s.role = ${filter.role}::role`);
  // Every named skill is required (array containment, GIN index).
  if (filter.tags?.length) {
    const keys = toTextArray(filter.tags.map((t) => fold(t)));
    where.push(sql`s.skill_keys @> ${keys}::text[]`);
  }
  return where;
}

function conditions(plan: SearchPlan): SQL[] {
  const where = filters(plan, plan.zoneKeys ? zoneCities(plan.zoneKeys) : null);
  if (plan.query) where.push(sql`s.document @@ ${plan.query}::tsquery`);
  return where;
}

/**
 * A zone is its communes' names: the few of them profiles hold (search_cities, migration 0022), once per statement
 * (an InitPlan), then read on the ville_key indexes. A région's thousands of names are matched against
 * search_cities' few rows, not against each profile.
 */
const zoneCities = (keys: readonly string[]) =>
  sql`array(select c.ville_key from search_cities c where c.ville_key = any(${toTextArray(keys)}::text[]))`;

/** The zone's communes as `zone.cities`, for a statement that reads them in several places. */
const zoneCte = (keys: readonly string[]) => sql`zone as (select ${zoneCities(keys)} as cities)`;

/** A PostgreSQL array literal of texts (quotes and backslashes escaped). */
const toTextArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

function whereOf(parts: SQL[]): SQL {
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

const PROFILE_COLUMNS = sql`u.id, u.nom, u.prenom, u.role, u.metier, u.ville, u.experience,
      u.type_de_contrat as "typeDeContrat", u.photo_par_defaut as "photoParDefaut", u.chemin_image as "cheminImage",
      u.email, u.active, u.visibilite,
      (select json_agg(json_build_object('nomTag', t.nom_tag, 'niveau', t.niveau))
         from (select g.nom_tag, g.niveau from tags g where g.utilisateur_id = u.id
               order by g.niveau desc nulls last, g.nom_tag limit 6) t) as tags`;

/** A page of profiles with the capped count repeated on each row; one row of nulls but the count if none. */
export type CountedProfileRow = { total: number } & { [K in keyof ProfileRow]: ProfileRow[K] | null };

/** How far a search is counted: COUNT_CAP, or past the page asked for, so that the next page is always offered. */
export const countCapFor = (offset: number, size: number) => Math.max(COUNT_CAP, offset + size) + 1;

const NEWEST = sql`order by s.created_at desc, s.user_id desc`;

/**
 * Counts and page in one statement. Ranking is two tiers: profiles whose name, job title or skills (`head`) hold every
 * typed word first, then those matching by city or description too; each tier newest first.
 *
 * The count reads the matches in any order (GIN bitmap or table order, as PostgreSQL finds cheaper) up to its cap, and
 * keeps them. Under the cap they are every match: the page is sorted from them and nothing else is read. At the cap,
 * each tier is read newest first only as far as the page needs: the first walked on the newest-first index when the
 * matches already read hold enough of it (so the walk meets them soon), otherwise read whole and sorted (it is rare,
 * and a walk could cross the whole index to find it); the second, walked, only when the first does not fill the page.
 */
export function searchPageQuery(plan: SearchPlan, offset: number, size: number): SQL {
  const end = offset + size;
  const cap = countCapFor(offset, size);
  const { query, zoneKeys } = plan;
  const parts = filters(plan, zoneKeys ? sql`(select cities from zone)::text[]` : null);
  // `head` holds a subset of `document`'s words: a head match needs no document condition, which would only make
  // PostgreSQL take the two for independent and expect far fewer rows than there are.
  const inHead = query ? sql`s.head @@ ${query}::tsquery` : sql`true`;
  const text = query ? [sql`s.document @@ ${query}::tsquery`] : [];
  const atCap = sql`(select total from counted) >= ${cap}`;
  const headsSeen = sql`(select in_head from counted)`;
  return sql`
    with ${zoneKeys ? sql`${zoneCte(zoneKeys)},` : sql``}
    matches as materialized (${matchesQuery(plan, inHead, cap)}),
    counted as (select count(*)::int as total, (count(*) filter (where in_head))::int as in_head from matches),
    first_walked as (
      select s.user_id, s.created_at from profile_search s
      ${whereOf([...parts, inHead, atCap, sql`${headsSeen} >= ${end}`])} ${NEWEST} limit ${end}
    ),
    first_read as materialized (
      select s.user_id, s.created_at from profile_search s ${whereOf([...parts, inHead, atCap, sql`${headsSeen} < ${end}`])}
    ),
    first as (
      select user_id, created_at from first_walked
      union all (select user_id, created_at from first_read order by created_at desc, user_id desc limit ${end})
    ),
    second as (
      select s.user_id, s.created_at from profile_search s ${whereOf([...parts, ...text, sql`not (${inHead})`, atCap])}
      ${NEWEST} limit greatest(${end}::int - (select count(*) from first)::int, 0)
    ),
    ranked as (
      select user_id, case when in_head then 1 else 2 end as tier, created_at from matches
      where (select total from counted) < ${cap}
      union all select user_id, 1, created_at from first
      union all select user_id, 2, created_at from second
    ),
    hits as (
      select user_id, tier, created_at from ranked order by tier, created_at desc, user_id desc
      limit ${size} offset ${offset}
    )
    select c.total, p.*
    from counted c left join (
      select ${PROFILE_COLUMNS}, h.tier as hit_tier, h.created_at as hit_created_at
      from hits h join users u on u.id = h.user_id
    ) p on true
    order by p.hit_tier, p.hit_created_at desc, p.id desc`;
}

/**
 * Up to `cap` matches, in any order, each with whether it is a head match. A zone is read commune by commune:
 * PostgreSQL then plans the scan of one commune's profiles (on the ville_key and document index), where the zone's
 * communes as a whole, only known once the statement runs, would be guessed at hundreds and the whole table read to
 * find a few of them.
 */
function matchesQuery(plan: SearchPlan, inHead: SQL, cap: number): SQL {
  const text = plan.query ? [sql`s.document @@ ${plan.query}::tsquery`] : [];
  const scan = (where: SQL[]) =>
    sql`select s.user_id, s.created_at, ${inHead} as in_head from profile_search s ${whereOf(where)} limit ${cap}`;
  if (!plan.zoneKeys) return scan([...filters(plan, null), ...text]);
  return sql`select m.user_id, m.created_at, m.in_head
    from unnest((select cities from zone)::text[]) c(ville_key)
    cross join lateral (${scan([sql`s.ville_key = c.ville_key`, ...filters(plan, null), ...text])}) m
    limit ${cap}`;
}

/** How many profiles the search finds, counted up to `cap` (read as the page's statement reads its matches). */
export function searchCountQuery(plan: SearchPlan, cap: number): SQL {
  const zone = plan.zoneKeys ? sql`with ${zoneCte(plan.zoneKeys)}` : sql``;
  return sql`${zone} select count(*)::int as total from (${matchesQuery(plan, sql`true`, cap)}) m`;
}

/** The ids of the profiles a search finds, newest first, up to `limit` (a saved search's alert). */
export function searchIdsQuery(plan: SearchPlan, limit: number): SQL {
  return sql`select s.user_id as id from profile_search s ${whereOf(conditions(plan))} ${NEWEST} limit ${limit}`;
}

/** These profiles as cards, newest first. */
export function profilesByIdQuery(ids: readonly number[]): SQL {
  return sql`select ${PROFILE_COLUMNS} from users u where u.id = any(${`{${ids.join(',')}}`}::int[])
    order by u.created_at desc, u.id desc`;
}
