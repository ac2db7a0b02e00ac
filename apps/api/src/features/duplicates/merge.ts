// The merge of two accounts (docs/decisions/0020), inside the caller's transaction: everything the closed account
// holds or is named in moves to the kept one; rows the kept account already has (a favourite, a skill, a job-dating
// invitation, an enrolment, a reminder) are kept once; the closed account is deactivated and marked as merged.
import { DUPLICATE_COUNT_KEYS, type DuplicateCounts, type DuplicateMergeField } from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../lib/tokens';
import { countHoldings, rowsOf } from './queries';

/** Runs a data-changing statement and answers how many rows it touched (the same on PGlite and PostgreSQL). */
async function touched(db: Queryable, statement: SQL): Promise<number> {
  const result = await db.execute(
    sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Columns naming a person that simply change hands (no uniqueness to mind). */
const PLAIN_MOVES: ReadonlyArray<readonly [table: string, column: string]> = [
  ['applications', 'utilisateur_id'],
  ['applications', 'admin_id'],
  ['application_comments', 'auteur_id'],
  ['notes', 'auteur_id'],
  ['interviews', 'utilisateur_id'],
  ['interviews', 'admin_id'],
  ['job_datings', 'auteur_id'],
  ['messages', 'expediteur_id'],
  ['messages', 'destinataire_id'],
  ['stored_files', 'owner_id'],
  ['projects', 'utilisateur_id'],
  ['notices', 'user_id'],
  ['consent_records', 'user_id'],
  ['sign_ins', 'user_id'],
  ['retention_extensions', 'user_id'],
  ['retention_extensions', 'staff_id'],
  ['erasure_log', 'staff_id'],
  ['saved_searches', 'owner_id'],
  ['training_sessions', 'conseiller_id'],
  ['rtc_admissions', 'admitted_by'],
  ['users', 'referent_cef_id'],
  ['duplicate_candidates', 'decided_by'],
  // Who saw her data stays hers, and what a staff member did stays theirs (decision 0019).
  ['access_journal', 'person_id'],
  ['access_journal', 'staff_id'],
];

export type MergeOutcome = { moved: DuplicateCounts; dropped: Record<string, number> };

export async function moveEverything(
  tx: Queryable,
  keptId: number,
  closedId: number,
  fieldsFromClosed: readonly DuplicateMergeField[],
): Promise<MergeOutcome> {
  const k = keptId;
  const c = closedId;
  const before = await countHoldings(tx, c);
  const dropped: Record<string, number> = {};

  // Favourites: one per recruiter and candidate; none of herself once the two accounts are one.
  dropped.favoris = await touched(
    tx,
    sql`delete from favourites f
        where (f.candidat_id = ${c} and (f.recruteur_id = ${k} or exists (
                 select 1 from favourites g where g.candidat_id = ${k} and g.recruteur_id = f.recruteur_id)))
           or (f.recruteur_id = ${c} and (f.candidat_id = ${k} or exists (
                 select 1 from favourites g where g.recruteur_id = ${k} and g.candidat_id = f.candidat_id)))`,
  );
  await tx.execute(sql`update favourites set candidat_id = ${k} where candidat_id = ${c}`);
  await tx.execute(sql`update favourites set recruteur_id = ${k} where recruteur_id = ${c}`);

  // Job-dating invitations: one per event; the kept account's answer stands.
  dropped.invitations = await touched(
    tx,
    sql`delete from invitations i where i.candidat_id = ${c}
        and exists (select 1 from invitations j where j.candidat_id = ${k} and j.job_dating_id = i.job_dating_id)`,
  );
  await tx.execute(sql`update invitations set candidat_id = ${k} where candidat_id = ${c}`);

  // Skills: one per name (or per managed skill), at the higher of the two levels.
  const sameSkill = sql`(lower(u.nom_tag) = lower(t.nom_tag) or u.competence_id = t.competence_id)`;
  await tx.execute(
    sql`update tags u set niveau = greatest(u.niveau, t.niveau) from tags t
        where u.utilisateur_id = ${k} and t.utilisateur_id = ${c} and ${sameSkill}`,
  );
  dropped.competences = await touched(
    tx,
    sql`delete from tags t where t.utilisateur_id = ${c}
        and exists (select 1 from tags u where u.utilisateur_id = ${k} and ${sameSkill})`,
  );
  await tx.execute(sql`update tags set utilisateur_id = ${k} where utilisateur_id = ${c}`);

  // Training enrolments: one per session; reminders: one per event and kind; alerts: one hit per profile.
  dropped.inscriptions = await touched(
    tx,
    sql`delete from training_enrolments e where e.learner_id = ${c}
        and exists (select 1 from training_enrolments f where f.learner_id = ${k} and f.session_id = e.session_id)`,
  );
  await tx.execute(sql`update training_enrolments set learner_id = ${k} where learner_id = ${c}`);
  await tx.execute(
    sql`delete from reminders r where r.user_id = ${c} and exists (select 1 from reminders s where s.user_id = ${k}
        and s.event_type = r.event_type and s.event_id = r.event_id and s.kind = r.kind)`,
  );
  await tx.execute(sql`update reminders set user_id = ${k} where user_id = ${c}`);
  await tx.execute(
    sql`delete from saved_search_hits h where h.user_id = ${c} and exists (
        select 1 from saved_search_hits i where i.user_id = ${k} and i.saved_search_id = h.saved_search_id)`,
  );
  await tx.execute(sql`update saved_search_hits set user_id = ${k} where user_id = ${c}`);
  await tx.execute(
    sql`delete from reminder_preferences where user_id = ${c}
        and exists (select 1 from reminder_preferences where user_id = ${k})`,
  );
  await tx.execute(sql`update reminder_preferences set user_id = ${k} where user_id = ${c}`);
  await tx.execute(sql`delete from rtc_presence where user_id = ${c}`);
  await tx.execute(sql`delete from one_time_tokens where user_id = ${c}`);

  for (const [table, column] of PLAIN_MOVES)
    await tx.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${k}
                         where ${sql.identifier(column)} = ${c}`);

  // The profile: the fields staff chose from the closed account, its files where the kept one has none, its
  // LinkedIn identity where the kept one has none (so that signing in with it opens the kept account directly).
  const chosen = fieldsFromClosed.map((f) => sql`${sql.identifier(COLUMN[f])} = c.${sql.identifier(COLUMN[f])}`);
  // The kept account first, from the closed one as it still is. The LinkedIn identity moves when the kept account has
  // none (one account per identity); otherwise the closed account keeps it and its sign-in follows the merge.
  const linkedin = rowsOf<{ linkedin_subject: string | null }>(
    await tx.execute(sql`select linkedin_subject from users where id = ${c}`),
  )[0]?.linkedin_subject;
  await tx.execute(sql`
    update users k set
      ${chosen.length ? sql`${sql.join(chosen, sql`, `)},` : sql``}
      chemin_image = coalesce(k.chemin_image, c.chemin_image),
      chemin_cv = coalesce(k.chemin_cv, c.chemin_cv),
      chemin_certif = k.chemin_certif || c.chemin_certif,
      url_video = coalesce(k.url_video, c.url_video),
      version = k.version + 1, updated_at = now()
    from users c
    where k.id = ${k} and c.id = ${c}`);
  await tx.execute(sql`
    update users set
      linkedin_subject = case when (select linkedin_subject from users where id = ${k}) is null then null
                              else linkedin_subject end,
      active = false, visibilite = 'NON_VISIBLE', talent_pool_consent = false,
      chemin_image = null, chemin_cv = null, chemin_certif = '{}', url_video = null,
      merged_into_id = ${k}, merged_at = now(), version = version + 1, updated_at = now()
    where id = ${c}`);
  if (linkedin)
    await tx.execute(sql`update users set linkedin_subject = ${linkedin} where id = ${k} and linkedin_subject is null`);

  const moved = Object.fromEntries(
    DUPLICATE_COUNT_KEYS.map((key) => [key, before[key] - (dropped[key] ?? 0)]),
  ) as DuplicateCounts;
  return { moved, dropped };
}

const COLUMN: Record<DuplicateMergeField, string> = {
  nom: 'nom',
  prenom: 'prenom',
  telephone: 'telephone',
  ville: 'ville',
  metier: 'metier',
};
