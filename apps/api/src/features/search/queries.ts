// The profile search's SQL, over the narrow `profile_search` table the 0002 migration keeps in step with users and tags:
// the rows the profile index is built from, the cards of the profiles it finds, and the search in SQL that a
// recruiter's favourites use (few rows) and that the bench measures the index against.
import { foldSearchText, type ProfileFilter, type Role } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';

export interface SearchScope {
  /** Staff see every account; everyone else only visible, active profiles. */
  includeHidden: boolean;
  /** Roles never listed (the home's latest profiles leave out ADMIN and RECRUTEUR). */
  excludeRoles?: readonly Role[];
  /** Only this recruiter's favourites (features/favourites). */
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
 * Relevance is two tiers: profiles whose name, job title or skills (`head`) hold every typed word come first, then
 * those matching by city or description too; each tier newest first.
 */
export interface TierCounts {
  /** Matches in the first tier (name, job title, skills). */
  first: number;
  total: number;
}

function whereOf(parts: SQL[]): SQL {
  return parts.length ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

// The builders below take the free text as `textQuery` made it (they never read filter.search).

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

/** A page of profiles with both tier counts repeated on each row (`first`, `total`); one row of nulls if none. */
export type CountedProfileRow = TierCounts & { [K in keyof ProfileRow]: ProfileRow[K] | null };

/**
 * Counts and page in one statement: the matches are found once (one bitmap scan of the GIN indexes), counted per
 * tier, and the page is sorted out of them, twice cheaper than a count then a page each finding the matches again.
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

/**
 * The cards of the profiles a search found in the index, in no order: read from users, and from profile_search the
 * rules the index applied (visible, roles left out), so that a profile hidden a moment ago is never shown while the
 * index hears of the change.
 */
export function cardsQuery(userIds: readonly number[], scope: SearchScope): SQL {
  const where = [sql`s.user_id = any(${`{${userIds.join(',')}}`}::int[])`, ...conditions({}, scope, null)];
  return sql`select ${PROFILE_COLUMNS} from profile_search s join users u on u.id = s.user_id ${whereOf(where)}`;
}

const INDEX_COLUMNS = sql`s.user_id as "userId", (extract(epoch from s.created_at) * 1000000)::int8::text as "createdAt",
  s.created_at::text as "createdAtText", s.visible, s.role, s.type_de_contrat as "typeDeContrat", s.ville_key as "villeKey",
  s.metier_key as "metierKey", s.experience, array_to_string(s.skill_keys, E'\\x1f') as "skillKeys",
  array_to_string(tsvector_to_array(s.head), ' ') as head, array_to_string(tsvector_to_array(s.document), ' ') as document`;

/** A search row as the database sends it to the index: arrays as text, split by the plugin. */
export interface IndexRow {
  userId: number;
  createdAt: string;
  /** created_at as the database writes it, to read on from it exactly. */
  createdAtText: string;
  visible: boolean;
  role: Role;
  typeDeContrat: string | null;
  villeKey: string | null;
  metierKey: string | null;
  experience: string | null;
  /** Separated by U+001F (skills may hold spaces). */
  skillKeys: string;
  head: string;
  document: string;
}

/** `limit` search rows in search order (oldest first), from after the row `after` (its created_at text and id). */
export function indexRowsQuery(after: { createdAtText: string; userId: number } | null, limit: number): SQL {
  const from = after
    ? sql`where (s.created_at, s.user_id) > (${after.createdAtText}::timestamptz, ${after.userId})`
    : sql``;
  return sql`select ${INDEX_COLUMNS} from profile_search s ${from} order by s.created_at, s.user_id limit ${limit}`;
}

/** The search rows of these profiles as they are now (a profile without one is gone from the search). */
export function indexRowsByIdQuery(userIds: readonly number[]): SQL {
  return sql`select ${INDEX_COLUMNS} from profile_search s where s.user_id = any(${`{${userIds.join(',')}}`}::int[])`;
}
