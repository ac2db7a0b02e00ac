// Messaging at 1,000,000 messages (`--messages`; ten people receive one message in a hundred each, 10,000 at the
// default): inbox pages of those ten, and box counts and the unread counter of thousands of people, each beside the
// same SQL through the driver.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPlaceholders } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { seedDemoIfEmpty } from '../../src/db/seed/demo';
import { boxPageQuery, countBoxQuery, countUnreadQuery, STATEMENTS } from '../../src/features/messaging/queries';
import { type BenchSuite, shuffled } from '../lib/types';

const USERS = 5_000;
const HEAVY = 10;
/** Pages 1 to 100 of an inbox, ten or twenty messages a page. */
const PAGES = 100;
const PAGE_SIZES = [10, 20];

const heavyEmail = (k: number) => `bench-msg-lourd-${k}@bench.test`;

export const messagingSuite: BenchSuite = {
  name: 'messaging',
  databaseSuffix: (volumes) => String(volumes.messages),
  async prepare(databaseUrl, pool, volumes) {
    const MESSAGES = volumes.messages;
    const HEAVY_INBOX = MESSAGES / 100;
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
    // The API's statements, their SQL built once and named as the API names them, so that the server plans each once
    // per connection on every side: through the driver, and behind the bare Fastify (registered with it here).
    type Values = { uid: number; limit?: number; offset?: number };
    const registered: Record<string, string> = {};
    const statement = (query: { toSQL(): { sql: string; params: unknown[] } }, name: string) => {
      const { sql, params } = query.toSQL();
      registered[name] = sql;
      const run = (values: Values) => ctx.pool.query({ name, text: sql, values: fillPlaceholders(params, values) });
      run.overHttp = (values: Values) =>
        ctx.bare.request('GET', `/sql/${name}?v=${fillPlaceholders(params, values).join(',')}`);
      return run;
    };
    const inboxPage = statement(boxPageQuery(db, 'destinataire'), STATEMENTS.page.destinataire);
    const unread = statement(countUnreadQuery(db), STATEMENTS.unread);
    const boxCount = {
      destinataire: statement(countBoxQuery(db, 'destinataire'), STATEMENTS.count.destinataire),
      supprime: statement(countBoxQuery(db, 'supprime'), STATEMENTS.count.supprime),
    };
    await ctx.bare.request('POST', '/sql', { body: registered });
    // Every reader's every page, in a fixed shuffled order.
    const pages = shuffled(
      readers.flatMap((reader) =>
        PAGE_SIZES.flatMap((size) => Array.from({ length: PAGES }, (_, page) => ({ reader, page, size }))),
      ),
    );
    // Counts asked by each person who has messages, for themself: one request in two by one of the ten heavy readers,
    // whose boxes are the largest.
    const { rows } = await ctx.pool.query<{ id: number; role: string; generation: number }>(
      `select id, role, session_generation as generation from users
       where email like 'bench-msg-%' and email not like 'bench-msg-lourd-%' order by id`,
    );
    const people = shuffled(
      rows.map((r) => ({ id: r.id, token: ctx.accessToken(r.id, r.role, r.generation) })),
    ).flatMap((someone, k) => [someone, readers[k % HEAVY]!]);
    const person = (i: number) => people[i % people.length]!;
    const countCase = (box: 'destinataire' | 'supprime' | 'nonlu', label: string) => ({
      name: `GET message/count/${box}/{uid} (${label}, ${USERS} personnes)`,
      distinct: USERS + HEAVY,
      reference: 'sql' as const,
      p95LimitMs: 20,
      minThroughputShare: 0.8,
      http: (i: number) => {
        const { id, token } = person(i);
        return ctx.http.request('GET', `/api/message/count/${box}/${id}`, { token });
      },
      ref: (i: number) => (box === 'nonlu' ? unread : boxCount[box])({ uid: person(i).id }),
      overHttp: (i: number) => (box === 'nonlu' ? unread : boxCount[box]).overHttp({ uid: person(i).id }),
    });
    return [
      {
        name: `GET message/destinataire (pages 1 à ${PAGES} de ${PAGE_SIZES.join(' ou ')} d’une boîte de ${ctx.volumes.messages / 100} messages, avec total)`,
        distinct: pages.length,
        reference: 'sql',
        p95LimitMs: 20,
        minThroughputShare: 0.8,
        http: (i) => {
          const { reader, page, size } = pages[i % pages.length]!;
          return ctx.http.request('GET', `/api/message/destinataire/${reader.id}/${page}/${size}`, {
            token: reader.token,
          });
        },
        ref: (i) => {
          const { reader, page, size } = pages[i % pages.length]!;
          return inboxPage({ uid: reader.id, limit: size, offset: page * size });
        },
        overHttp: (i) => {
          const { reader, page, size } = pages[i % pages.length]!;
          return inboxPage.overHttp({ uid: reader.id, limit: size, offset: page * size });
        },
      },
      countCase('destinataire', 'boîte de réception'),
      countCase('supprime', 'corbeille'),
      countCase('nonlu', 'compteur de l’en-tête'),
    ];
  },
};
