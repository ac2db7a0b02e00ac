// /compte-candidatures over 200,000 applications (`--applications`; a candidate for every ten): a sorted page per
// column, beside the same SQL through the driver.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { runTotalsPage, type TotalsHeader, type TotalsQuery } from '../../src/features/applications/totals';
import { type BenchCase, type BenchSuite, shuffled } from '../lib/types';

const REFERENTS = 25;
/** The table's page sizes, and how deep people page: 1,200 distinct requests per sort. */
const PAGE_SIZES = [10, 20, 50];
const PAGES = 200;

const dialect = new PgDialect();

export const applicationTotalsSuite: BenchSuite = {
  name: 'application-totals',
  databaseSuffix: (volumes) => String(volumes.applications),
  async prepare(databaseUrl, pool, volumes) {
    const APPLICATIONS = volumes.applications;
    const CANDIDATES = Math.floor(APPLICATIONS / 10);
    // The demo accounts first: the server seeds only an empty database, and the cases sign in as its admin.
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-totals-')) }, console);
    await handle.close();

    const { rows } = await pool.query(
      "select count(*)::int as n from applications a join users u on u.id = a.utilisateur_id where u.email like 'bench-totaux-%'",
    );
    if ((rows[0]?.n ?? 0) >= APPLICATIONS) {
      // Fresh statistics for columns a newer migration may have added, and a visibility map for its index-only scans
      // (a migration that rewrote the table left none).
      await pool.query('vacuum analyze application_totals');
      return;
    }
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(`
        insert into users (email, role, active, nom, prenom, ville)
        select 'bench-totaux-cef-' || g || '@bench.test', 'CEF', true, 'REFERENT' || g, 'Conseil' || g, 'Lyon'
        from generate_series(1, ${REFERENTS}) g
        on conflict do nothing`);
      await client.query(`create temporary table bench_referents as
        select row_number() over (order by id) - 1 as k, id from users where email like 'bench-totaux-cef-%'`);
      await client.query('alter table bench_referents add primary key (k)');
      // Varied names, a city missing for one candidate in five, no referent for one in four.
      await client.query(`
        insert into users (email, role, active, nom, prenom, ville, referent_cef_id)
        select 'bench-totaux-' || g || '@bench.test', 'EN_RECHERCHE_EMPLOI', true,
               upper(md5(g::text)), initcap(substr(md5((g * 7)::text), 1, 8)),
               case when g % 5 = 0 then null else 'Ville ' || (g % 400) end,
               case when g % 4 = 0 then null else r.id end
        from generate_series(1, ${CANDIDATES}) g
        join bench_referents r on r.k = g % ${REFERENTS}
        on conflict do nothing`);
      // Candidates numbered k = 0…n-1 in a keyed table, so the join below is a lookup per application.
      await client.query(`create temporary table bench_candidates as
        select row_number() over (order by id) - 1 as k, id from users
        where email like 'bench-totaux-%' and role = 'EN_RECHERCHE_EMPLOI'`);
      await client.query('alter table bench_candidates add primary key (k)');
      await client.query('analyze bench_candidates');
      // Uneven totals (1 to ~30 per candidate): candidate k gets the applications whose number hashes to k.
      await client.query(`
        insert into applications (utilisateur_id, entreprise, poste, date, statue_candidature)
        select c.id, 'Entreprise ' || (g % 997), 'Poste ' || (g % 101), current_date - (g % 365),
               (array['EN_ATTENTE','ENTRETIEN','ACCEPTEE','REFUSEE','SANS_REPONSE'])[1 + g % 5]::statut_candidature
        from generate_series(1, ${APPLICATIONS}) g
        join bench_candidates c on c.k = (case when g <= ${CANDIDATES} then g - 1 else ((g::bigint * g) % ${CANDIDATES})::int end)`);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
    await pool.query('vacuum analyze users, applications, application_totals');
  },

  async cases(ctx) {
    const { token } = await ctx.login('admin@tremplin.test');
    const make = (name: string, queries: TotalsQuery[], toPath: (q: TotalsQuery) => string): BenchCase => ({
      name,
      distinct: queries.length,
      reference: 'sql',
      p95LimitMs: 50,
      minThroughputShare: 0.8,
      http: (i) => ctx.http.request('GET', toPath(queries[i % queries.length]!), { token }),
      // The same statements, run as the API runs them (runTotalsPage), straight through the driver.
      ref: (i) =>
        runTotalsPage(
          (query) => {
            const built = dialect.sqlToQuery(query);
            return ctx.pool.query(built.sql, built.params);
          },
          queries[i % queries.length]!,
        ),
    });
    const ordered = (q: TotalsQuery) =>
      `/api/candidature/countForEachOrdered/${q.page}/${q.size}/${q.header}/${q.direction}` +
      (q.search ? `/${q.search}/${encodeURIComponent(q.value ?? '')}` : '');
    const pagesOf = (rest: Omit<TotalsQuery, 'page' | 'size'>, pages = PAGES): TotalsQuery[] =>
      PAGE_SIZES.flatMap((size) => Array.from({ length: pages }, (_, page) => ({ page, size, ...rest })));
    const headers: TotalsHeader[] = ['total', 'nom', 'prenom', 'email', 'ville', 'referent'];
    return [
      make(
        'GET countForEach (non trié)',
        shuffled(pagesOf({}, 2 * PAGES)),
        (q) => `/api/candidature/countForEach/${q.page}/${q.size}`,
      ),
      ...headers.map((header) =>
        make(
          `GET countForEachOrdered ${header} asc/desc`,
          shuffled([...pagesOf({ header, direction: 'asc' }), ...pagesOf({ header, direction: 'desc' })]),
          ordered,
        ),
      ),
      make(
        'GET countForEachOrdered total desc, recherche par ville',
        shuffled(
          Array.from({ length: 400 }, (_, v) =>
            PAGE_SIZES.map(
              (size): TotalsQuery => ({
                page: 0,
                size,
                header: 'total',
                direction: 'desc',
                search: 'ville',
                value: `Ville ${v}`,
              }),
            ),
          ).flat(),
        ),
        ordered,
      ),
    ];
  },
};
