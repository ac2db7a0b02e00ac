// Detection of likely duplicate accounts (docs/decisions/0020): run when an account is created (registration, staff
// creation, the France Travail import, a first LinkedIn sign-in). It records pairs for staff and never answers the
// person anything: a stranger learns nothing, and a failure here never blocks the account it was run for.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './tokens';

/** Cities as close as this by trigram similarity (pg_trgm) count as one place: « Lyon » and « Lyon 3e ». */
export const CITY_SIMILARITY = 0.45;

const rows = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Records (or completes) a pair for every other account that looks like this one: the same e-mail once normalised,
 * the same phone, or the same name with a similar city. Merged accounts are left out; a pair staff dismissed stays
 * dismissed. Answers how many pairs were recorded or completed.
 */
export async function detectDuplicates(db: Queryable, userId: number): Promise<number> {
  const result = await db.execute(sql`
    with me as (
      select id, duplicate_email_key(email) as ek, duplicate_phone_key(telephone) as pk,
             duplicate_name_key(prenom, nom) as nk, nullif(f_unaccent(lower(btrim(ville))), '') as city
      from users where id = ${userId} and merged_into_id is null
    ),
    found as (
      select u.id, array_remove(array[
          case when duplicate_email_key(u.email) = me.ek then 'EMAIL' end,
          case when duplicate_phone_key(u.telephone) = me.pk then 'TELEPHONE' end,
          case when duplicate_name_key(u.prenom, u.nom) = me.nk
                and similarity(f_unaccent(lower(btrim(u.ville))), me.city) >= ${CITY_SIMILARITY}
               then 'NOM_VILLE' end
        ], null) as reasons
      from users u, me
      where u.id <> me.id and u.merged_into_id is null
        and (duplicate_email_key(u.email) = me.ek or duplicate_phone_key(u.telephone) = me.pk
             or duplicate_name_key(u.prenom, u.nom) = me.nk)
    ),
    written as (
      insert into duplicate_candidates (user_a_id, user_b_id, reasons)
      select least(found.id, me.id), greatest(found.id, me.id), found.reasons
      from found, me where cardinality(found.reasons) > 0
      on conflict (user_a_id, user_b_id) do update
        set reasons = array(select distinct r from unnest(duplicate_candidates.reasons || excluded.reasons) as r order by r)
        where duplicate_candidates.state = 'OUVERTE'
      returning 1
    )
    select count(*)::int as n from written
  `);
  return rows<{ n: number }>(result)[0]?.n ?? 0;
}

/** Detection that never fails the call it follows: a problem is logged, the person's account stands. */
export async function detectQuietly(app: FastifyInstance, db: Queryable, userId: number): Promise<void> {
  try {
    await detectDuplicates(db, userId);
  } catch (err) {
    app.log.error({ err, userId }, 'détection des doublons impossible');
  }
}
