// The staff dashboard (/admin/tableau-de-bord) over 10,000 learners and three years of sessions and outcomes: each of
// its calls — the six-month indicators and the five activity indicators (decision 0017) — under the dashboard's
// filters (none, a programme, a session, an adviser, a year of exits), beside the same functions' SQL sent through the
// driver (drizzle on node-postgres, no HTTP).
import type { IndicatorFilter } from '@tremplin/shared';
import { openDatabase } from '../../src/db/client';
import {
  applicationsByMonth,
  caseload,
  firstInterview,
  funnel,
  jobDatingTurnout,
} from '../../src/features/outcomes/activity-indicators';
import { computeIndicators, type IndicatorQuery } from '../../src/features/outcomes/indicators';
import { type BenchCase, type BenchSuite, shuffled } from '../lib/types';

const LEARNERS = 10_000;
const PROGRAMMES = 8;
const ADVISERS = 12;
/** One session per programme and quarter over three years. */
const QUARTERS = 12;
const APPLICATIONS_EACH = 5;
const JOB_DATINGS = 150;
const INVITED_EACH = 40;

export const outcomesSuite: BenchSuite = {
  name: 'outcomes',
  async prepare(_databaseUrl, pool) {
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from users where email like 'bench-apprenant-%'",
    );
    if ((rows[0]?.n ?? 0) >= LEARNERS) {
      await pool.query('vacuum analyze');
      return;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`
        insert into users (email, role, active, nom, prenom)
        select 'bench-conseiller-' || g || '@bench.test', 'CEF', true, 'CONSEIL' || g, 'Conseiller'
        from generate_series(1, ${ADVISERS}) g`);
      await client.query(`
        insert into users (email, role, active, nom, prenom)
        select 'bench-apprenant-' || g || '@bench.test', 'CANDIDAT_POE', true, upper(md5(g::text)), 'Apprenant' || g
        from generate_series(1, ${LEARNERS}) g`);
      await client.query(`create temporary table adv as
        select (row_number() over (order by id) - 1)::int as k, id from users where email like 'bench-conseiller-%'`);
      await client.query(`create temporary table lrn as
        select (row_number() over (order by id) - 1)::int as k, id from users where email like 'bench-apprenant-%'`);
      await client.query(`
        insert into training_programmes (nom, type, publie)
        select 'Formation ' || g, (array['POE','ALTERNANCE','QUALIFIANTE','COURTE'])[1 + g % 4], g % 2 = 0
        from generate_series(1, ${PROGRAMMES}) g`);
      // Quarter q starts 3 years ago + q × 3 months and lasts 12 weeks; the last ones are still running.
      await client.query(`
        insert into training_sessions (programme_id, date_debut, date_fin, lieu, conseiller_id)
        select p.id, (current_date - interval '36 months' + (q * 3 || ' months')::interval)::date,
               (current_date - interval '36 months' + (q * 3 || ' months')::interval + interval '12 weeks')::date,
               'Lyon', (select id from adv where adv.k = (p.id + q) % ${ADVISERS})
        from training_programmes p cross join generate_series(0, ${QUARTERS - 1}) q`);
      await client.query(`create temporary table ses as
        select (row_number() over (order by id) - 1)::int as k, id, date_debut, date_fin from training_sessions`);
      // Each learner in one session; those whose session has ended left it (one in seven early).
      await client.query(`
        insert into training_enrolments (session_id, learner_id, date_entree, date_sortie, motif_sortie, detail_sortie)
        select s.id, l.id, s.date_debut,
               case when s.date_fin < current_date then
                 case when l.k % 7 = 0 then s.date_debut + (l.k % 60) else s.date_fin end end,
               case when s.date_fin < current_date then case when l.k % 7 = 0 then 'ABANDON' else 'TERMINEE' end end,
               case when s.date_fin < current_date and l.k % 7 = 0 then 'Raisons personnelles' end
        from lrn l join ses s on s.k = l.k % (select count(*) from ses)`);
      // Situations at exit, 3 and 6 months, fewer answers as time goes on.
      await client.query(`
        insert into training_outcomes (enrolment_id, etape, situation, employeur, date_debut, date_fin, duree_mois)
        select e.id, st.etape,
               (array['CDI','CDD_6M_PLUS','CDD_MOINS_6M','INTERIM','ALTERNANCE','CREATION','FORMATION','RECHERCHE','AUTRE'])[1 + (e.id + st.n) % 9],
               'Employeur ' || (e.id % 300), e.date_sortie + st.offset_days + (e.id % 20),
               case when (e.id + st.n) % 9 in (2, 3) then e.date_sortie + st.offset_days + (e.id % 20) + 25 + (e.id % 10) end,
               null
        from training_enrolments e
        cross join (values ('SORTIE', 0, 0, 10), ('M3', 1, 91, 6), ('M6', 2, 183, 5)) st(etape, n, offset_days, keep)
        where e.date_sortie is not null and e.date_sortie + st.offset_days <= current_date and e.id % 10 < st.keep`);
      // Five applications per learner during and after her training, with their statuses today.
      await client.query(`
        insert into applications (utilisateur_id, entreprise, poste, date, date_creation, statue_candidature,
                                  acceptation_offre)
        select e.learner_id, 'Entreprise ' || g, 'Poste ' || g, e.date_entree + g * 20,
               (e.date_entree + g * 20)::timestamp + interval '10 hours',
               (array['EN_ATTENTE','ENTRETIEN','ACCEPTEE','REFUSEE','SANS_REPONSE'])[1 + (e.id + g) % 5]::statut_candidature,
               (e.id + g) % 5 = 2 and (e.id + g) % 2 = 0
        from training_enrolments e cross join generate_series(1, ${APPLICATIONS_EACH}) g
        where e.date_entree + g * 20 <= current_date`);
      // Interviews: one per application at the interview stage, plus one follow-up interview for half the learners.
      await client.query(`
        insert into interviews (utilisateur_id, admin_id, candidature_id, date, lieu)
        select a.utilisateur_id, (select id from adv limit 1), a.id, a.date_creation + interval '9 days', 'Agence'
        from applications a where a.statue_candidature in ('ENTRETIEN', 'ACCEPTEE')
          and a.utilisateur_id in (select id from lrn)`);
      await client.query(`
        insert into interviews (utilisateur_id, admin_id, date, lieu)
        select e.learner_id, s.conseiller_id, e.date_entree + (e.id % 40) + interval '14 hours', 'Agence'
        from training_enrolments e join training_sessions s on s.id = e.session_id
        where e.id % 2 = 0 and e.date_entree + (e.id % 40) <= current_date`);
      // Messages and notes: the contacts of the caseload.
      await client.query(`
        insert into messages (expediteur_id, destinataire_id, sujet, contenu, date_heure)
        select case when g = 2 then e.learner_id else s.conseiller_id end,
               case when g = 2 then s.conseiller_id else e.learner_id end,
               'Suivi', '<p>Où en êtes-vous ?</p>', e.date_entree + ((e.id * g) % 120) + interval '11 hours'
        from training_enrolments e join training_sessions s on s.id = e.session_id
        cross join generate_series(1, 3) g
        where e.date_entree + ((e.id * g) % 120) <= current_date`);
      await client.query(`
        insert into notes (candidature_id, auteur_id, titre, contenu, created_at)
        select a.id, (select id from adv limit 1), 'Point', '<p>Relance faite.</p>', a.date_creation + interval '3 days'
        from applications a where a.id % 5 = 0 and a.utilisateur_id in (select id from lrn)`);
      // A job dating a week over three years, 40 learners invited to each, with their answers and attendance.
      await client.query(`
        insert into job_datings (date, lieu, thematique, auteur_id)
        select now() - ((${JOB_DATINGS} - g) * 7 || ' days')::interval, 'Lyon', 'Thème ' || (g % 12),
               (select id from adv limit 1)
        from generate_series(1, ${JOB_DATINGS}) g`);
      await client.query(`
        insert into invitations (job_dating_id, candidat_id, etat_invitation, present)
        select j.id, l.id,
               (array['EN_ATTENTE','CONFIRMÉE','CONFIRMÉE','REFUSÉE','ANNULEE'])[1 + (j.id + l.k) % 5]::etat_invitation,
               (j.id + l.k) % 5 in (1, 2) and (j.id + l.k) % 3 <> 0 or (j.id + l.k) % 11 = 0
        from job_datings j join lrn l on l.k between (j.id * 61) % ${LEARNERS} and (j.id * 61) % ${LEARNERS} + ${INVITED_EACH - 1}`);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
    await pool.query('vacuum analyze');
  },

  async cases(ctx) {
    const [staff] = (
      await ctx.pool.query<{ id: number; role: string; generation: number }>(
        `select id, role, session_generation as generation from users where email like 'bench-conseiller-%'
         order by id limit 1`,
      )
    ).rows;
    const token = ctx.accessToken(staff!.id, staff!.role, staff!.generation);
    const ids = async (query: string) => (await ctx.pool.query<{ id: number }>(query)).rows.map((r) => r.id);
    const programmes = await ids('select id from training_programmes order by id');
    const sessions = await ids('select id from training_sessions order by id');
    const advisers = await ids("select id from users where email like 'bench-conseiller-%' order by id");
    const year = (back: number) => {
      const d = new Date();
      return {
        du: `${d.getUTCFullYear() - back - 1}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`,
        au: `${d.getUTCFullYear() - back}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`,
      };
    };
    const scopes: IndicatorFilter[] = [
      {},
      ...programmes.map((formationId) => ({ formationId })),
      ...sessions.slice(0, 24).map((sessionId) => ({ sessionId })),
      ...advisers.map((conseillerId) => ({ conseillerId })),
      year(0),
      year(1),
      year(2),
    ];
    // Every scope read on 25 different days (the last 25), so no two requests are the same.
    const days = Array.from({ length: 25 }, (_, k) => new Date(Date.now() - k * 86_400_000).toISOString().slice(0, 10));
    const requests = shuffled(scopes.flatMap((s) => days.map((le) => ({ ...s, le }) as IndicatorQuery)));
    const at = (i: number) => requests[i % requests.length]!;
    const handle = await openDatabase({ url: ctx.databaseUrl, poolSize: 10 });
    const query = (f: IndicatorQuery) =>
      new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)] as [string, string])).toString();
    const call = (
      label: string,
      path: string,
      compute: (db: typeof handle.db, f: IndicatorQuery) => Promise<unknown>,
    ): BenchCase => ({
      name: `GET ${path} — ${label}, ${LEARNERS.toLocaleString('fr-FR')} apprenants sur 3 ans, ${scopes.length} périmètres × ${days.length} jours de calcul`,
      distinct: requests.length,
      reference: 'sql',
      p95LimitMs: 200,
      http: (i) => ctx.http.request('GET', `${path}?${query(at(i))}`, { token }),
      ref: (i) => compute(handle.db, at(i)),
    });
    return [
      call('accès à l’emploi et situation à 6 mois', '/api/formations/indicateurs', computeIndicators),
      call('candidatures par statut et par mois', '/api/formations/indicateurs/candidatures', applicationsByMonth),
      call('entonnoir candidature → embauche', '/api/formations/indicateurs/entonnoir', funnel),
      call('délai médian jusqu’au 1er entretien', '/api/formations/indicateurs/premier-entretien', firstInterview),
      call('participation aux JobDatings', '/api/formations/indicateurs/job-datings', jobDatingTurnout),
      call('portefeuille des conseillers', '/api/formations/indicateurs/portefeuilles', caseload),
    ];
  },
};
