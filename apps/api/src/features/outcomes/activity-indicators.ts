// The dashboard's activity indicators, counted in SQL under the same filters as the six-month ones (decision 0017):
// - the period (`du`, `au`, inclusive, days in Europe/Paris) applies to each indicator's own date: an application's
//   creation, an enrolment's entry, a job dating's day; nothing after the reading day `le` counts;
// - programme, session and adviser narrow the people counted to the learners enrolled in a matching session (with
//   none of them, every candidate counts); the caseload reads its advisers from the sessions themselves.
// Applications by month: the status each application has today, by month of creation.
// Funnel, each stage implying the one before: every application; « entretien » when its status is ENTRETIEN or
// ACCEPTEE, an interview is tied to it, or the offer was accepted; « offre » when ACCEPTEE or the offer was accepted;
// « embauche » when the candidate accepted the offer (`acceptation_offre`).
// First interview: over enrolments entered in the period, days from the entry day to the learner's first interview
// on or after it (and no later than `le`); the median over those who had one.
// Job-dating turnout, over invitations to job datings in the period: invited (all), confirmed (CONFIRMÉE today),
// present (marked by staff at the event, whatever the answer).
// Caseload, on `le`: active learners (entered, not exited before `le`) per session adviser, and those of them with no
// contact from `le` − 30 days to `le`: a message between the learner and a staff member, an interview, or a note on one
// of her applications.
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationsByMonth,
  CASELOAD_SILENCE_DAYS,
  type Caseload,
  type FirstInterview,
  FUNNEL_STAGES,
  type Funnel,
  type JobDatingTurnout,
  personName,
  STAFF,
} from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type IndicatorQuery, percent } from './indicators';

const TZ = 'Europe/Paris';
const today = () => new Date().toISOString().slice(0, 10);
const staffList = sql.join(
  STAFF.map((r) => sql`${r}`),
  sql`, `,
);

async function rows<R>(db: Database, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** The first instant of a Paris day, as a timestamptz expression. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone ${TZ})`;

/** Conditions on a timestamptz column: within the period and no later than the reading day (Paris days). */
function periodOf(column: SQL, f: IndicatorQuery, le: string): SQL[] {
  const where = [sql`${column} < ${dayStart(sql`${le}::date + 1`)}`];
  if (f.du) where.push(sql`${column} >= ${dayStart(sql`${f.du}::date`)}`);
  if (f.au) where.push(sql`${column} < ${dayStart(sql`${f.au}::date + 1`)}`);
  return where;
}

const hasScope = (f: IndicatorQuery) => Boolean(f.formationId || f.sessionId || f.conseillerId);

/** Conditions on the sessions (alias s) for programme, session and adviser. */
function sessionFilter(f: IndicatorQuery): SQL[] {
  const where: SQL[] = [];
  if (f.formationId) where.push(sql`s.programme_id = ${f.formationId}`);
  if (f.sessionId) where.push(sql`s.id = ${f.sessionId}`);
  if (f.conseillerId) where.push(sql`s.conseiller_id = ${f.conseillerId}`);
  return where;
}

/** `person in (learners of matching sessions)`, or nothing when no programme, session or adviser is chosen. */
function learnerScope(person: SQL, f: IndicatorQuery): SQL[] {
  if (!hasScope(f)) return [];
  return [
    sql`${person} in (select e.learner_id from training_enrolments e join training_sessions s on s.id = e.session_id
      where ${sql.join(sessionFilter(f), sql` and `)})`,
  ];
}

const and = (where: SQL[]) => (where.length ? sql.join(where, sql` and `) : sql`true`);

/** 'YYYY-MM' of every month from the first to the last, inclusive. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export async function applicationsByMonth(db: Database, f: IndicatorQuery): Promise<ApplicationsByMonth> {
  const le = f.le ?? today();
  const found = await rows<{ mois: string; statut: ApplicationStatus; n: string | number }>(
    db,
    sql`select to_char(a.date_creation at time zone ${TZ}, 'YYYY-MM') as mois, a.statue_candidature as statut,
        count(*) as n
      from applications a
      where ${and([...periodOf(sql`a.date_creation`, f, le), ...learnerScope(sql`a.utilisateur_id`, f)])}
      group by 1, 2`,
  );
  // Every month from the period's first (or the first application's) to its last (or the reading day's).
  const first = f.du?.slice(0, 7) ?? found.map((r) => r.mois).sort()[0];
  const months = first ? monthsBetween(first, (f.au && f.au < le ? f.au : le).slice(0, 7)) : [];
  const byMonth = new Map(
    months.map((mois) => [
      mois,
      Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>,
    ]),
  );
  for (const r of found) {
    const line = byMonth.get(r.mois);
    if (line) line[r.statut] += Number(r.n);
  }
  const mois = months.map((m) => {
    const parStatut = byMonth.get(m)!;
    return { mois: m, parStatut, total: Object.values(parStatut).reduce((a, b) => a + b, 0) };
  });
  return { le, mois, total: mois.reduce((a, b) => a + b.total, 0) };
}

export async function funnel(db: Database, f: IndicatorQuery): Promise<Funnel> {
  const le = f.le ?? today();
  const [r] = await rows<Record<string, string | number>>(
    db,
    sql`with a as (
        select a.statue_candidature as st, a.acceptation_offre as acc,
          exists (select 1 from interviews i where i.candidature_id = a.id) as itw
        from applications a
        where ${and([...periodOf(sql`a.date_creation`, f, le), ...learnerScope(sql`a.utilisateur_id`, f)])}
      )
      select count(*) as candidature,
        count(*) filter (where acc or st in ('ENTRETIEN', 'ACCEPTEE') or itw) as entretien,
        count(*) filter (where acc or st = 'ACCEPTEE') as offre,
        count(*) filter (where acc) as embauche
      from a`,
  );
  const n = FUNNEL_STAGES.map((stage) => Number(r?.[stage.toLowerCase()] ?? 0));
  const all = n[0] ?? 0;
  return {
    le,
    etapes: FUNNEL_STAGES.map((etape, i) => ({
      etape,
      nombre: n[i] ?? 0,
      tauxEtapePrecedente: i === 0 ? null : percent(n[i] ?? 0, n[i - 1] ?? 0),
      tauxCandidatures: percent(n[i] ?? 0, all),
    })),
  };
}

export async function firstInterview(db: Database, f: IndicatorQuery): Promise<FirstInterview> {
  const le = f.le ?? today();
  const where = [...sessionFilter(f), sql`e.date_entree <= ${le}::date`];
  if (f.du) where.push(sql`e.date_entree >= ${f.du}::date`);
  if (f.au) where.push(sql`e.date_entree <= ${f.au}::date`);
  const [r] = await rows<{ inscriptions: string | number; avec: string | number; mediane: string | number | null }>(
    db,
    sql`with firsts as (
        select e.date_entree,
          (select min(i.date) from interviews i
            where i.utilisateur_id = e.learner_id
              and i.date >= ${dayStart(sql`e.date_entree`)}
              and i.date < ${dayStart(sql`${le}::date + 1`)}) as first_at
        from training_enrolments e join training_sessions s on s.id = e.session_id
        where ${and(where)}
      )
      select count(*) as inscriptions, count(first_at) as avec,
        percentile_cont(0.5) within group (order by (first_at at time zone ${TZ})::date - date_entree) as mediane
      from firsts`,
  );
  return {
    le,
    inscriptions: Number(r?.inscriptions ?? 0),
    avecEntretien: Number(r?.avec ?? 0),
    medianeJours: r?.mediane == null ? null : Number(r.mediane),
  };
}

export async function jobDatingTurnout(db: Database, f: IndicatorQuery): Promise<JobDatingTurnout> {
  const le = f.le ?? today();
  const found = await rows<Record<string, string | number | Date>>(
    db,
    sql`select j.id, j.date, j.thematique, count(*) as invites,
        count(*) filter (where i.etat_invitation = 'CONFIRMÉE') as confirmes,
        count(*) filter (where i.present) as presents,
        count(*) filter (where i.present and i.etat_invitation <> 'CONFIRMÉE') as presents_sans
      from job_datings j join invitations i on i.job_dating_id = j.id
      where ${and([...periodOf(sql`j.date`, f, le), ...learnerScope(sql`i.candidat_id`, f)])}
      group by j.id order by j.date, j.id`,
  );
  const figures = (invites: number, confirmes: number, presents: number, presentsSansConfirmation: number) => ({
    invites,
    confirmes,
    presents,
    presentsSansConfirmation,
    tauxConfirmation: percent(confirmes, invites),
    tauxPresence: percent(presents, invites),
  });
  const evenements = found.map((r) => ({
    id: Number(r.id),
    date: new Date(r.date as string | Date).toISOString(),
    thematique: String(r.thematique),
    ...figures(Number(r.invites), Number(r.confirmes), Number(r.presents), Number(r.presents_sans)),
  }));
  const sum = (key: 'invites' | 'confirmes' | 'presents' | 'presentsSansConfirmation') =>
    evenements.reduce((a, e) => a + e[key], 0);
  return {
    le,
    ...figures(sum('invites'), sum('confirmes'), sum('presents'), sum('presentsSansConfirmation')),
    evenements,
  };
}

export async function caseload(db: Database, f: IndicatorQuery): Promise<Caseload> {
  const le = f.le ?? today();
  const from = dayStart(sql`${le}::date - ${CASELOAD_SILENCE_DAYS}::int`);
  const to = dayStart(sql`${le}::date + 1`);
  const where = [
    ...sessionFilter(f),
    sql`e.date_entree <= ${le}::date`,
    sql`(e.date_sortie is null or e.date_sortie >= ${le}::date)`,
  ];
  const found = await rows<{
    conseiller_id: number | null;
    prenom: string | null;
    nom: string | null;
    actifs: string | number;
    sans_contact: string | number;
  }>(
    db,
    sql`with active as (
        select distinct s.conseiller_id, e.learner_id
        from training_enrolments e join training_sessions s on s.id = e.session_id
        where ${and(where)}
      ),
      silent as (
        select l.learner_id from (select distinct learner_id from active) l
        where not exists (select 1 from messages m join users u on u.id = m.expediteur_id
            where m.destinataire_id = l.learner_id and u.role in (${staffList})
              and m.date_heure >= ${from} and m.date_heure < ${to})
          and not exists (select 1 from messages m join users u on u.id = m.destinataire_id
            where m.expediteur_id = l.learner_id and u.role in (${staffList})
              and m.date_heure >= ${from} and m.date_heure < ${to})
          and not exists (select 1 from interviews i
            where i.utilisateur_id = l.learner_id and i.date >= ${from} and i.date < ${to})
          and not exists (select 1 from notes n join applications a on a.id = n.candidature_id
            where a.utilisateur_id = l.learner_id and n.created_at >= ${from} and n.created_at < ${to})
      )
      select a.conseiller_id, u.prenom, u.nom, count(*) as actifs,
        count(*) filter (where a.learner_id in (select learner_id from silent)) as sans_contact
      from active a left join users u on u.id = a.conseiller_id
      group by a.conseiller_id, u.prenom, u.nom
      union all
      select -1, null, null, (select count(distinct learner_id) from active), (select count(*) from silent)`,
  );
  const total = found.find((r) => Number(r.conseiller_id) === -1);
  const conseillers = found
    .filter((r) => Number(r.conseiller_id) !== -1)
    .map((r) => ({
      conseillerId: r.conseiller_id === null ? null : Number(r.conseiller_id),
      conseiller: r.conseiller_id === null ? 'Sans conseiller' : personName(r),
      actifs: Number(r.actifs),
      sansContact: Number(r.sans_contact),
    }))
    .sort((a, b) => b.sansContact - a.sansContact || a.conseiller.localeCompare(b.conseiller, 'fr'));
  return { le, conseillers, actifs: Number(total?.actifs ?? 0), sansContact: Number(total?.sans_contact ?? 0) };
}
