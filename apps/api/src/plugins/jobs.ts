// One job queue for everything that runs later or on a schedule: pg-boss's tables on the app's own connection and a
// small worker loop per process (docs/decisions/0008).
import cronParser from 'cron-parser';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { toParameter } from '../db/client';
import { jobSchedules } from '../db/schema';
import type { Queryable } from '../lib/tokens';

export const JOBS_TIME_ZONE = 'Europe/Paris';

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface QueueDefinition<T> {
  name: string;
  handler: (data: T, job: JobContext) => Promise<void>;
  /** A cron expression read in Europe/Paris: each of its slots enqueues one job (`{ slot }`), once for all processes. */
  cron?: string;
  /** Attempts after the first one before the job is marked failed (an admin can retry it then). */
  retryLimit?: number;
  /** Jobs fetched at once, and how many of them run side by side. */
  batchSize?: number;
  concurrency?: number;
  /** After a failed attempt: when the next one is due, or null when the job has failed for good. */
  onFailure?: (data: T, error: Error, retryAt: Date | null) => Promise<void>;
}

export interface SendOptions {
  /** The caller's transaction: the job exists only if it commits. */
  db?: Queryable;
  startAfter?: Date;
}

export interface Jobs {
  define<T>(definition: QueueDefinition<T>): void;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  /** Many jobs of one queue in one statement. */
  sendMany(name: string, data: object[], options?: SendOptions): Promise<void>;
  /** Asks this process's worker to look for due jobs now. */
  kick(): void;
  /** Runs the due jobs of the queues named (every queue when none is) until none is left. */
  drain(...names: string[]): Promise<void>;
  /** Enqueues the schedule slots reached by the app's clock; answers the queues enqueued. */
  runSchedules(): Promise<string[]>;
  /** Jobs active for longer than their timeout (their process died) go back to retry. */
  expire(): Promise<void>;
  /** Makes the waiting jobs of a queue due now: what a test does instead of waiting for a retry. */
  hurry(name: string): Promise<void>;
  boss: PgBoss;
  readonly names: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss's statements inside a drizzle transaction: `$n` placeholders become drizzle parameters. */
function executorOn(q: Queryable) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts: SQL[] = text
        .split(/\$(\d+)/)
        .map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${toParameter(values[Number(piece) - 1])}`));
      const result = (await q.execute(sql.join(parts, sql.raw('')))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** The most recent slot of `cron` at or before `now`, in Europe/Paris. */
export function lastSlot(cron: string, now: Date) {
  return cronParser
    .parseExpression(cron, { tz: JOBS_TIME_ZONE, currentDate: new Date(now.getTime() + 1) })
    .prev()
    .toDate();
}

export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const settings = app.config.jobs;
    const db = app.db;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => app.database.executeSql(text, values) },
      // Our own loop below polls, expires and schedules: pg-boss's timers would add three more per process.
      supervise: false,
      schedule: false,
      migrate: true,
    });
    boss.on('error', (err) => app.log.error({ err }, 'erreur de la file des tâches'));
    const definitions = new Map<string, QueueDefinition<never>>();
    let started = false;
    let stopped = false;

    async function runOne(definition: QueueDefinition<never>, job: PgBoss.JobWithMetadata<object>) {
      try {
        await definition.handler(job.data as never, { id: job.id, retryCount: job.retryCount });
        await boss.complete(definition.name, job.id);
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        app.log.warn(
          { err: error, queue: definition.name, id: job.id },
          'tâche en échec, relancée plus tard si elle le peut',
        );
        await boss.fail(definition.name, job.id, error);
        if (definition.onFailure) {
          const after = await boss.getJobById(definition.name, job.id);
          await definition.onFailure(job.data as never, error, after?.state === 'retry' ? after.startAfter : null);
        }
      }
    }

    async function work(names: string[]) {
      for (const name of names) {
        const definition = definitions.get(name);
        if (!definition) continue;
        const batchSize = definition.batchSize ?? 20;
        const concurrency = definition.concurrency ?? 1;
        for (;;) {
          if (stopped) return;
          const batch = await boss.fetch<object>(name, { batchSize, includeMetadata: true });
          if (!batch.length) break;
          for (let i = 0; i < batch.length; i += concurrency)
            await Promise.all(batch.slice(i, i + concurrency).map((job) => runOne(definition, job)));
        }
      }
    }

    let lastExpiry = 0;
    async function tickWork() {
      if (settings.scheduled) await jobs.runSchedules();
      if (Date.now() - lastExpiry > 60_000) {
        lastExpiry = Date.now();
        // Expiry, then pg-boss's archive of finished jobs and deletion of old archives.
        await boss.maintain();
      }
      await work([...definitions.keys()]);
    }

    // Runs never overlap inside a process; several processes share the work through SKIP LOCKED.
    let chain: Promise<void> = Promise.resolve();
    let queued = false;
    const tick = () => {
      if (queued || stopped || !started || settings.pollSeconds === 0) return;
      queued = true;
      chain = chain
        .then(async () => {
          queued = false;
          await tickWork();
        })
        .catch((err) => app.log.error({ err }, 'exécuteur de tâches en échec'));
    };

    const jobs: Jobs = {
      boss,
      get names() {
        return [...definitions.keys()];
      },
      define(definition) {
        if (started) throw new Error(`queue ${definition.name} defined after start`);
        definitions.set(definition.name, definition as QueueDefinition<never>);
      },
      async send(name, data, options = {}) {
        const definition = definitions.get(name);
        return boss.send(name, data, {
          retryLimit: definition?.retryLimit ?? 5,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.timeoutSeconds,
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
          ...(options.db ? { db: executorOn(options.db) } : {}),
        });
      },
      async sendMany(name, data, options = {}) {
        const definition = definitions.get(name);
        const retry = {
          retryLimit: definition?.retryLimit ?? 5,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: settings.timeoutSeconds,
        };
        await boss.insert(
          data.map((d) => ({ name, data: d, ...retry })),
          options.db ? { db: executorOn(options.db) } : {},
        );
      },
      kick() {
        if (!stopped) setImmediate(tick);
      },
      async drain(...names) {
        const run = chain.then(() => work(names.length ? names : [...definitions.keys()]));
        chain = run.catch(() => {});
        await run;
      },
      async runSchedules() {
        const now = app.clock.now();
        const sent: string[] = [];
        for (const definition of definitions.values()) {
          if (!definition.cron) continue;
          const slot = lastSlot(definition.cron, now);
          // First sight of a schedule counts its current slot as done: a new install does not run last week's work.
          await db.insert(jobSchedules).values({ name: definition.name, lastSlot: slot }).onConflictDoNothing();
          await db.transaction(async (tx) => {
            const [claimed] = await tx
              .update(jobSchedules)
              .set({ lastSlot: slot })
              .where(
                and(
                  eq(jobSchedules.name, definition.name),
                  or(isNull(jobSchedules.lastSlot), lt(jobSchedules.lastSlot, slot)),
                ),
              )
              .returning({ name: jobSchedules.name });
            if (!claimed) return;
            await jobs.send(definition.name, { slot: slot.toISOString() }, { db: tx });
            sent.push(definition.name);
          });
        }
        return sent;
      },
      async expire() {
        await boss.expire();
      },
      async hurry(name) {
        await app.database.executeSql(
          `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state < 'active'`,
          [name],
        );
      },
    };
    app.decorate('jobs', jobs);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const name of definitions.keys()) if (!existing.has(name)) await boss.createQueue(name);
      started = true;
      if (settings.pollSeconds === 0) return;
      timer = setInterval(tick, settings.pollSeconds * 1000);
      timer.unref();
      tick();
    });
    app.addHook('onClose', async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await chain;
      if (started) await boss.stop({ graceful: false, close: false });
    });
  },
  { name: 'jobs', dependencies: ['clock'] },
);
