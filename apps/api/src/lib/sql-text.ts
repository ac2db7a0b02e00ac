// Text matching in SQL that lists share: contains, case and accents ignored (the unaccent extension).
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `text` with LIKE's own wildcards (and its escape character) escaped, to match as written. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `term` anywhere, its own wildcards escaped. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;

/** `column` contains `term`, accents and case ignored; no condition when the term is blank. */
export function containsIgnoringAccents(column: SQL | AnyPgColumn, term: string | null | undefined): SQL | undefined {
  const t = term?.trim();
  if (!t) return undefined;
  return sql`unaccent(${column}) ilike unaccent(${likePattern(t)})`;
}

/** « Prénom NOM » in SQL, as personName in @tremplin/shared writes it on screen; either part may be missing. */
export function personNameSql(person: { prenom: AnyPgColumn; nom: AnyPgColumn }): SQL<string> {
  return sql<string>`trim(coalesce(${person.prenom}, '') || ' ' || upper(coalesce(${person.nom}, '')))`;
}
