// The daily personal-data job, run by the job queue's schedule (routes.ts) and by tests. A row keeps the last day
// done, so a retried or repeated run never does a day twice and a missed day is caught up at the next run; its lease
// keeps two runs apart, and a process dying mid-run leaves a lease that expires, so another process takes the day over.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { STAFF } from '@tremplin/shared';
import { and, eq, isNotNull, isNull, lt, lte, notInArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduledJobs, signIns, users } from '../../db/schema';
import { eraseAccount } from '../../lib/account-erasure';
import { addDays, addMonths } from '../../lib/retention';
import { dueErasures } from './erasure';

export const PERSONAL_DATA_JOB = 'personal-data-daily';
/** Longer than any run; a process that died holding the lease loses it after this. */
export const LEASE_MS = 15 * 60_000;

export interface JobOutcome {
  /** False when another process holds the lease or today is already done. */
  ran: boolean;
  warned: number;
  erased: number;
}

/** Retention warnings and erasures due at `now`; staff accounts are not candidates' data and are left out. */
export async function runRetention(app: FastifyInstance, now: Date) {
  const { retentionMonths, warningDays } = app.config.personalData;
  const db = app.db;
  let erased = 0;
  for (const id of await dueErasures(app, now)) if (await eraseAccount(app, id, { cause: 'DEMANDE' })) erased += 1;

  const notStaff = notInArray(users.role, [...STAFF]);
  const expired = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        notStaff,
        isNull(users.erasureDueAt),
        isNotNull(users.retentionWarnedAt),
        lte(users.retentionWarnedAt, addDays(now, -warningDays)),
        lte(users.lastActivityAt, addMonths(now, -retentionMonths)),
      ),
    );
  for (const { id } of expired) if (await eraseAccount(app, id, { cause: 'CONSERVATION' })) erased += 1;

  const toWarn = await db
    .select({ id: users.id, email: users.email, prenom: users.prenom, lastActivityAt: users.lastActivityAt })
    .from(users)
    .where(
      and(
        notStaff,
        isNull(users.erasureDueAt),
        isNull(users.retentionWarnedAt),
        lte(users.lastActivityAt, addDays(addMonths(now, -retentionMonths), warningDays)),
      ),
    );
  for (const account of toWarn) {
    // Never less notice than promised, even when a missed day makes the warning late.
    const end = addMonths(account.lastActivityAt, retentionMonths);
    const due = end > addDays(now, warningDays) ? end : addDays(now, warningDays);
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(users)
        .set({ retentionWarnedAt: now })
        .where(and(eq(users.id, account.id), isNull(users.retentionWarnedAt)))
        .returning({ id: users.id });
      if (marked)
        await app.mailer.enqueue(
          { to: account.email, ...app.mailer.templates.retentionWarning({ prenom: account.prenom, due }) },
          tx,
        );
    });
  }
  if (toWarn.length) app.mailer.kick();
  // The sign-in history is kept no longer than the retention period.
  await db.delete(signIns).where(lt(signIns.at, addMonths(now, -retentionMonths)));
  return { warned: toWarn.length, erased };
}

export function createDailyJob(app: FastifyInstance) {
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const db = app.db;

  async function claim(day: string) {
    await db.insert(scheduledJobs).values({ name: PERSONAL_DATA_JOB }).onConflictDoNothing();
    const realNow = new Date();
    const [claimed] = await db
      .update(scheduledJobs)
      .set({ leaseUntil: new Date(realNow.getTime() + LEASE_MS), leaseHolder: holder })
      .where(
        and(
          eq(scheduledJobs.name, PERSONAL_DATA_JOB),
          or(isNull(scheduledJobs.lastRunOn), lt(scheduledJobs.lastRunOn, day)),
          or(isNull(scheduledJobs.leaseUntil), lt(scheduledJobs.leaseUntil, realNow)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed !== undefined;
  }

  const release = (done: string | null) =>
    db
      .update(scheduledJobs)
      .set({ leaseUntil: null, leaseHolder: null, ...(done ? { lastRunOn: done } : {}) })
      .where(and(eq(scheduledJobs.name, PERSONAL_DATA_JOB), eq(scheduledJobs.leaseHolder, holder)));

  return {
    holder,
    /** Runs today's work unless it is done or running elsewhere. */
    async run(): Promise<JobOutcome> {
      const now = app.clock.now();
      const day = now.toISOString().slice(0, 10);
      if (!(await claim(day))) return { ran: false, warned: 0, erased: 0 };
      try {
        const outcome = await runRetention(app, now);
        await release(day);
        app.log.info(outcome, 'tâche quotidienne des données personnelles terminée');
        return { ran: true, ...outcome };
      } catch (err) {
        await release(null);
        throw err;
      }
    },
  };
}
