// The candidate file (/admin/candidat/{uid}) of people with 5,000 messages and 500 notes each: the first page of every
// section (and the summary), asked by 50 staff members about 20 such people, beside the same SQL through the driver
// (the page and its count side by side, as the API runs them).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import * as q from '../../src/features/candidate-file/queries';
import { type BenchCase, type BenchSuite, shuffled } from '../lib/types';

/** People with a heavy file, and what each holds. */
const HEAVY = 20;
const MESSAGES_EACH = 5_000;
/** Of those, the ones with staff (the rest are with recruiters and other members, and stay out of the file). */
const STAFF_MESSAGES_EACH = 4_500;
const APPLICATIONS_EACH = 50;
const NOTES_EACH = 500;
const INTERVIEWS_EACH = 30;
const STAFF = 50;
/** Everyone else: ordinary files and messages, so that the tables are not the heavy files alone. */
const CROWD = 5_000;
const CROWD_MESSAGES = 200_000;
const PAGE = { limit: 10, offset: 0 };

const dialect = new PgDialect();

export const candidateFileSuite: BenchSuite = {
  name: 'candidate-file',
  async prepare(databaseUrl, pool) {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-file-')) }, console);
    await handle.close();
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from users where email like 'bench-dossier-lourd-%'",
    );
    if ((rows[0]?.n ?? 0) >= HEAVY) {
      await pool.query('vacuum analyze users, messages, notes, applications, interviews, invitations, stored_files');
      return;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`
        insert into users (email, role, active, nom, prenom)
        select 'bench-dossier-staff-' || g || '@bench.test', (array['CEF','ASSISTANT','ADMIN'])[1 + g % 3]::role, true,
               'CONSEIL' || g, 'Équipe'
        from generate_series(1, ${STAFF}) g`);
      await client.query(`
        insert into users (email, role, active, nom, prenom, ville, admission)
        select 'bench-dossier-lourd-' || g || '@bench.test', 'EN_RECHERCHE_EMPLOI', true, 'SUIVI' || g, 'Intense',
               'Rennes', 'Admis'
        from generate_series(1, ${HEAVY}) g`);
      await client.query(`
        insert into users (email, role, active, nom, prenom)
        select 'bench-dossier-' || g || '@bench.test', (array['EN_RECHERCHE_EMPLOI','EMPLOYE','RECRUTEUR'])[1 + g % 3]::role,
               true, upper(md5(g::text)), 'Personne' || g
        from generate_series(1, ${CROWD}) g`);
      await client.query(`create temporary table s as
        select row_number() over (order by id) - 1 as k, id from users where email like 'bench-dossier-staff-%'`);
      await client.query(`create temporary table h as
        select row_number() over (order by id) - 1 as k, id from users where email like 'bench-dossier-lourd-%'`);
      await client.query(`create temporary table c as
        select row_number() over (order by id) - 1 as k, id from users where email like 'bench-dossier-%'
          and email not like 'bench-dossier-staff-%' and email not like 'bench-dossier-lourd-%'`);
      for (const t of ['s', 'h', 'c']) await client.query(`alter table ${t} add primary key (k)`);
      // Applications: 50 per heavy file, 3 per member of the crowd.
      await client.query(`
        insert into applications (utilisateur_id, admin_id, entreprise, poste, date, date_creation, statue_candidature)
        select h.id, s.id, 'Entreprise ' || g, 'Poste ' || g, (now() - (g || ' days')::interval)::date,
               now() - (g || ' days')::interval,
               (array['EN_ATTENTE','ENTRETIEN','ACCEPTEE','REFUSEE','SANS_REPONSE'])[1 + g % 5]::statut_candidature
        from h cross join generate_series(1, ${APPLICATIONS_EACH}) g join s on s.k = g % ${STAFF}`);
      await client.query(`
        insert into applications (utilisateur_id, entreprise, poste, date)
        select c.id, 'Société ' || g, 'Emploi ' || g, (now() - (g || ' days')::interval)::date
        from c cross join generate_series(1, 3) g`);
      // 500 notes per heavy file, spread over its applications, one in ten with a file.
      await client.query(`
        insert into stored_files (kind, owner_id, original_name, storage_key, mime, size)
        select 'NOTEFICHIER', s.id, 'compte-rendu-' || h.k || '-' || g || '.pdf',
               'bench/notes/' || h.k || '/' || g || '.pdf', 'application/pdf', 20000 + g
        from h cross join generate_series(1, ${NOTES_EACH / 10}) g join s on s.k = g % ${STAFF}`);
      await client.query(`
        insert into notes (candidature_id, auteur_id, titre, contenu, created_at, fichier_id)
        select a.id, s.id, 'Note ' || g, '<p>Entretien de suivi ' || g || ' : ' || repeat('démarches, pistes, ', 15) || '</p>',
               now() - (g || ' hours')::interval,
               case when g % 10 = 0 then (select f.id from stored_files f
                 where f.storage_key = 'bench/notes/' || h.k || '/' || (g / 10) || '.pdf') end
        from h cross join generate_series(1, ${NOTES_EACH}) g
        join lateral (select id from applications where utilisateur_id = h.id order by id
                      offset (g % ${APPLICATIONS_EACH}) limit 1) a on true
        join s on s.k = g % ${STAFF}`);
      await client.query(`
        insert into interviews (utilisateur_id, admin_id, date, lieu)
        select h.id, s.id, now() + ((g - ${INTERVIEWS_EACH / 2}) || ' days')::interval, 'Agence'
        from h cross join generate_series(1, ${INTERVIEWS_EACH}) g join s on s.k = g % ${STAFF}`);
      await client.query(`
        insert into job_datings (date, lieu, thematique, auteur_id)
        select now() + ((g - 10) * 7 || ' days')::interval, 'Lieu ' || g, 'Thème ' || g, (select id from s limit 1)
        from generate_series(1, 20) g`);
      await client.query(`
        insert into invitations (job_dating_id, candidat_id)
        select j.id, h.id from h cross join (select id from job_datings order by id desc limit 10) j`);
      await client.query(`
        insert into stored_files (kind, owner_id, original_name, storage_key, mime, size)
        select k.kind::file_kind, h.id, lower(k.kind) || '.pdf', 'bench/' || h.k || '/' || k.kind || '.pdf',
               'application/pdf', 50000
        from h cross join (values ('CV'), ('CERTIFICATION'), ('AVATAR')) k(kind)`);
      // 5,000 messages per heavy file: 4,500 with staff both ways, 500 with the crowd; over two years.
      await client.query(`
        insert into messages (expediteur_id, destinataire_id, sujet, contenu, date_heure, est_lu)
        select case when g % 3 = 0 then h.id when g <= ${STAFF_MESSAGES_EACH} then s.id else c.id end,
               case when g % 3 = 0 then (case when g <= ${STAFF_MESSAGES_EACH} then s.id else c.id end) else h.id end,
               'Sujet ' || g, '<p>Bonjour, message ' || g || ' sur votre suivi.</p>',
               now() - ((g::bigint * 7919) % 63072000) * interval '1 second', g % 5 <> 0
        from h cross join generate_series(1, ${MESSAGES_EACH}) g
        join s on s.k = g % ${STAFF}
        join c on c.k = (g * 13 + h.k) % ${CROWD}`);
      await client.query(`
        insert into messages (expediteur_id, destinataire_id, sujet, contenu, date_heure)
        select a.id, b.id, 'Sujet ' || g, '<p>Message ' || g || '</p>',
               now() - ((g::bigint * 7919) % 63072000) * interval '1 second'
        from generate_series(1, ${CROWD_MESSAGES}) g
        join c a on a.k = (g * 31) % ${CROWD}
        join c b on b.k = (g * 17 + 1) % ${CROWD}`);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
    await pool.query('vacuum analyze users, messages, notes, applications, interviews, invitations, stored_files');
  },

  async cases(ctx) {
    const staff = (
      await ctx.pool.query<{ id: number; role: string; generation: number }>(
        `select id, role, session_generation as generation from users
         where email like 'bench-dossier-staff-%' order by id`,
      )
    ).rows.map((r) => ({ id: r.id, token: ctx.accessToken(r.id, r.role, r.generation) }));
    const heavy = (
      await ctx.pool.query<{ id: number }>("select id from users where email like 'bench-dossier-lourd-%' order by id")
    ).rows.map((r) => r.id);
    // Every staff member asks about every heavy file, in a fixed shuffled order.
    const requests = shuffled(staff.flatMap((who) => heavy.map((uid) => ({ who, uid }))));
    const at = (i: number) => requests[i % requests.length]!;

    // Each statement as the API sends it: one name per text, so the server plans it once per connection here too.
    const names = new Map<string, string>();
    const run = (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      let name = names.get(text);
      if (!name) {
        name = `dossier_${names.size + 1}`;
        names.set(text, name);
      }
      return ctx.pool.query({ name, text, values: params as unknown[] });
    };
    const now = () => new Date();
    const section = (label: string, url: (uid: number) => string, statements: (uid: number) => SQL[]): BenchCase => ({
      name: `GET ${url(0).replace('/0', '/{id}')} — ${label}, 1re page, ${heavy.length} dossiers de ${MESSAGES_EACH.toLocaleString('fr-FR')} messages et ${NOTES_EACH} notes, ${staff.length} membres du personnel`,
      distinct: requests.length,
      reference: 'sql',
      p95LimitMs: 50,
      http: (i) => {
        const { who, uid } = at(i);
        return ctx.http.request('GET', url(uid), { token: who.token });
      },
      ref: (i) => Promise.all(statements(at(i).uid).map(run)),
    });
    const paging = (uid: number) => ({ uid, ...PAGE });
    return [
      section(
        'identité et situation',
        (uid) => `/api/dossier/${uid}`,
        (uid) => [q.summaryQuery(uid)],
      ),
      section(
        'candidatures',
        (uid) => `/api/dossier/${uid}/candidatures`,
        (uid) => [q.applicationsQuery(paging(uid)), q.applicationsCountQuery(uid)],
      ),
      section(
        'entretiens à venir',
        (uid) => `/api/dossier/${uid}/entretiens`,
        (uid) => [q.upcomingInterviewsQuery(paging(uid), now()), q.interviewsCountQuery(uid, now(), true)],
      ),
      section(
        'notes',
        (uid) => `/api/dossier/${uid}/notes`,
        (uid) => [q.notesQuery(paging(uid)), q.notesCountQuery(uid)],
      ),
      section(
        'invitations',
        (uid) => `/api/dossier/${uid}/invitations`,
        (uid) => [q.invitationsQuery(paging(uid)), q.invitationsCountQuery(uid)],
      ),
      section(
        'messages avec le personnel',
        (uid) => `/api/dossier/${uid}/messages`,
        (uid) => [q.messagesQuery(paging(uid)), q.messagesCountQuery(uid)],
      ),
      section(
        'fichiers',
        (uid) => `/api/dossier/${uid}/fichiers`,
        (uid) => [q.filesQuery(paging(uid)), q.filesCountQuery(uid)],
      ),
      section(
        'chronologie',
        (uid) => `/api/dossier/${uid}/chronologie`,
        (uid) => [q.timelineQuery(paging(uid)), q.timelineCountQuery(uid)],
      ),
    ];
  },
};
