// The six-month indicators, counted in SQL over the enrolments (France Travail's « taux d'accès à l'emploi à 6 mois »
// and the situation six months after the training; Qualiopi indicator 2). Decision record 0013 explains the choices.
//
// Exact definitions, for a reading day `le` (default today) and the filters (period of exit, programme, session,
// adviser of the session):
// - Population: enrolments with an exit (« terminée » or « abandon »: a learner who left early counts, as France
//   Travail counts every trainee who left) whose exit date is in the period and at least 183 days before `le`
//   (their six months have passed). A learner enrolled in two sessions counts once per enrolment.
// - Access to employment within six months (« accès ») — answers: enrolments of the population with at least one
//   recorded situation (at exit, three or six months). In employment: at least one recorded situation that is a job
//   (CDI, CDD, intérim, alternance, création d'entreprise)
//     • that started no later than day 183 after the exit (exit day = day 0; a job starting on day 183 counts, on
//       day 184 does not), and was not over before the exit day (a job taken during the training and still held
//       at exit counts); a situation without a start date is taken as started on its stage's day (exit 0, three
//       months 91, six months 183);
//     • that lasts at least one month: CDI, CDD of six months or more, alternance and création always do; a CDD of
//       less than six months or an intérim does when its length is at least one month (`dureeMois` ≥ 1) or its last
//       day is at least the day before the same date one month after its start (1 March to 31 March counts, to
//       30 March does not); with neither known it does not count.
//   Rate: in employment / population (learners without an answer count as not known to be employed, so the rate
//   never flatters); response rate: answers / population.
// - Situation six months after the exit (« sixMois ») — answers: enrolments of the population with a six-month
//   situation; in employment: those whose six-month situation is a job; rates over the answers (what the survey
//   says), response rate over the population.
import {
  type IndicatorFilter,
  type Indicators,
  JOB_SITUATIONS,
  OUTCOME_SITUATIONS,
  type OutcomeSituation,
} from '@tremplin/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export interface IndicatorQuery {
  du?: string;
  au?: string;
  formationId?: number;
  sessionId?: number;
  conseillerId?: number;
  le?: string;
}

/** Percent with one decimal; null when nobody is counted below. */
export const percent = (n: number, d: number) => (d > 0 ? Math.round((1000 * n) / d) / 10 : null);

const jobList = sql.join(
  JOB_SITUATIONS.map((s) => sql`${s}`),
  sql`, `,
);

const today = () => new Date().toISOString().slice(0, 10);

async function rows<R>(db: Database, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

/** The population's enrolments (id, exit day, reason) as a SQL subquery. */
function populationQuery(f: IndicatorQuery, le: string): SQL {
  const where: SQL[] = [sql`e.date_sortie is not null`, sql`e.date_sortie + 183 <= ${le}::date`];
  if (f.du) where.push(sql`e.date_sortie >= ${f.du}::date`);
  if (f.au) where.push(sql`e.date_sortie <= ${f.au}::date`);
  if (f.formationId) where.push(sql`s.programme_id = ${f.formationId}`);
  if (f.sessionId) where.push(sql`s.id = ${f.sessionId}`);
  if (f.conseillerId) where.push(sql`s.conseiller_id = ${f.conseillerId}`);
  return sql`select e.id, e.date_sortie as exit_day, e.motif_sortie
    from training_enrolments e join training_sessions s on s.id = e.session_id
    where ${sql.join(where, sql` and `)}`;
}

export async function computeIndicators(db: Database, filter: IndicatorQuery | IndicatorFilter): Promise<Indicators> {
  const f = filter as IndicatorQuery;
  const le = f.le ?? today();
  const pop = populationQuery(f, le);
  const [totals] = await rows<Record<string, string | number>>(
    db,
    sql`with pop as (${pop}),
      situations as (
        select o.enrolment_id, o.etape, o.situation, o.date_fin, o.duree_mois, p.exit_day,
          coalesce(o.date_debut, p.exit_day + case o.etape when 'M3' then 91 when 'M6' then 183 else 0 end) as start_day
        from training_outcomes o join pop p on p.id = o.enrolment_id
      ),
      access_jobs as (
        select distinct enrolment_id from situations
        where situation in (${jobList})
          and start_day <= exit_day + 183
          and (date_fin is null or date_fin >= exit_day)
          and (situation not in ('CDD_MOINS_6M', 'INTERIM')
            or duree_mois >= 1
            or (date_fin is not null and date_fin + 1 >= start_day + interval '1 month'))
      )
      select
        (select count(*) from pop) as population,
        (select count(*) from pop where motif_sortie = 'TERMINEE') as terminees,
        (select count(*) from pop where motif_sortie = 'ABANDON') as abandons,
        (select count(distinct enrolment_id) from situations) as acces_reponses,
        (select count(*) from access_jobs) as acces_emploi,
        (select count(*) from situations where etape = 'M6') as six_reponses,
        (select count(*) from situations where etape = 'M6' and situation in (${jobList})) as six_emploi`,
  );
  const bySituation = await rows<{ situation: OutcomeSituation; n: string | number }>(
    db,
    sql`with pop as (${pop})
      select o.situation, count(*) as n from training_outcomes o join pop p on p.id = o.enrolment_id
      where o.etape = 'M6' group by o.situation`,
  );
  const n = (key: string) => Number(totals?.[key] ?? 0);
  const population = n('population');
  const accesReponses = n('acces_reponses');
  const accesEmploi = n('acces_emploi');
  const sixReponses = n('six_reponses');
  const sixEmploi = n('six_emploi');
  const counts = new Map(bySituation.map((r) => [r.situation, Number(r.n)]));
  return {
    le,
    population,
    terminees: n('terminees'),
    abandons: n('abandons'),
    acces: {
      reponses: accesReponses,
      tauxReponse: percent(accesReponses, population),
      enEmploi: accesEmploi,
      taux: percent(accesEmploi, population),
    },
    sixMois: {
      reponses: sixReponses,
      tauxReponse: percent(sixReponses, population),
      enEmploi: sixEmploi,
      taux: percent(sixEmploi, sixReponses),
      parSituation: OUTCOME_SITUATIONS.map((situation) => {
        const nombre = counts.get(situation) ?? 0;
        return { situation, nombre, taux: percent(nombre, sixReponses) };
      }),
    },
  };
}
