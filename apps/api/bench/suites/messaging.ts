// Messaging at 1,000,000 messages (ten people with 10,000 received each): inbox page, box counts and the unread
// counter, each beside the same SQL through the driver.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { countBoxQuery, countUnreadQuery, listBoxQuery } from '../../src/features/messaging/queries';
import type { BenchSuite } from '../lib/types';

const MESSAGES = 1_000_000;
const USERS = 5_000;
const HEAVY = 10;
const HEAVY_INBOX = 10_000;
const PAGE_SIZE = 10;
/** Pages 0 to 49 of a 10,000-message inbox. */
const PAGES = 50;

const heavyEmail = (k: number) => `bench-msg-lourd-${k}@bench.test`;

export const messagingSuite: BenchSuite = {
  name: 'messaging',
  async prepare(databaseUrl, pool) {
    const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(handle.db, { dataDir: mkdtempSync(path.join(tmpdir(), 'bench-messaging-')) }, console);
    await handle.close();

    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from messages');
    if ((rows[0]?.n ?? 0) >= MESSAGES) return;
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Ten heavy readers who can sign in with the demo password, and a crowd of ordinary users.
      await client.query(`
        insert into users (email, password_hash, role, active, nom, prenom)
        select 'bench-msg-lourd-' || g || '@bench.test',
               (select password_hash from users where email = 'candidat@tremplin.test'),
               'EN_RECHERCHE_EMPLOI', true, 'LECTEUR' || g, 'Intense'
        from generate_series(1, ${HEAVY}) g
        on conflict do nothing`);
      await client.query(`
        insert into users (email, role, active, nom, prenom)
        select 'bench-msg-' || g || '@bench.test', 'EMPLOYE', true, upper(md5(g::text)), 'Personne' || g
        from generate_series(1, ${USERS}) g
        on conflict do nothing`);
      // The heavy readers get k = 0 to 9.
      await client.query(`create temporary table bench_people as
        select row_number() over (order by email like 'bench-msg-lourd-%' desc, id) - 1 as k, id
        from users where email like 'bench-msg-%'`);
      await client.query('alter table bench_people add primary key (k)');
      await client.query('analyze bench_people');
      const people = USERS + HEAVY;
      // 10,000 received by each heavy reader, the rest spread over everyone; dates over two years, 80 % read,
      // one in twenty deleted by its recipient, one in thirty by its sender.
      await client.query(`
        insert into messages (expediteur_id, destinataire_id, sujet, contenu, date_heure, est_lu,
                              deleted_by_recipient_at, deleted_by_sender_at)
        select s.id, r.id, 'Sujet ' || g, '<p>Bonjour, message ' || g || '.</p>',
               now() - ((g::bigint * 7919) % 63072000) * interval '1 second',
               abs(hashint4(g)) % 5 <> 0,
               case when abs(hashint4(g + 1)) % 20 = 0 then now() end,
               case when abs(hashint4(g + 2)) % 30 = 0 then now() end
        from generate_series(1, ${MESSAGES}) g
        join bench_people s on s.k = (g * 31) % ${people}
        join bench_people r on r.k = case when g <= ${HEAVY * HEAVY_INBOX} then g % ${HEAVY} else (g * 17) % ${people} end`);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback');
      throw err;
    } finally {
      client.release();
    }
    await pool.query('vacuum analyze users, messages');
  },

  async cases(ctx) {
    const readers: Array<{ token: string; id: number }> = [];
    for (let k = 1; k <= HEAVY; k++) readers.push(await ctx.login(heavyEmail(k)));
    const handle = await openDatabase({ url: ctx.databaseUrl, poolSize: 1 });
    const db = handle.db;
    const reader = (i: number) => readers[i % readers.length] as { token: string; id: number };
    const run = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = query.toSQL();
      return ctx.pool.query(sql, params);
    };
    return [
      {
        name: 'GET message/destinataire (page de 10 sur 10 000, avec total)',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const r = reader(i);
          return ctx.http.request('GET', `/api/message/destinataire/${r.id}/${i % PAGES}/${PAGE_SIZE}`, {
            token: r.token,
          });
        },
        sql: (i) => {
          const r = reader(i);
          return Promise.all([
            run(listBoxQuery(db, 'destinataire', r.id, i % PAGES, PAGE_SIZE)),
            run(countBoxQuery(db, 'destinataire', r.id)),
          ]);
        },
      },
      {
        name: 'GET message/count/destinataire',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const r = reader(i);
          return ctx.http.request('GET', `/api/message/count/destinataire/${r.id}`, { token: r.token });
        },
        sql: (i) => run(countBoxQuery(db, 'destinataire', reader(i).id)),
      },
      {
        name: 'GET message/count/supprime',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const r = reader(i);
          return ctx.http.request('GET', `/api/message/count/supprime/${r.id}`, { token: r.token });
        },
        sql: (i) => run(countBoxQuery(db, 'supprime', reader(i).id)),
      },
      {
        name: 'GET message/count/nonlu (compteur de l’en-tête)',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const r = reader(i);
          return ctx.http.request('GET', `/api/message/count/nonlu/${r.id}`, { token: r.token });
        },
        sql: (i) => run(countUnreadQuery(db, reader(i).id)),
      },
    ];
  },
};
