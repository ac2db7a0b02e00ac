// The job queue with two API processes on one database (two pools on PostgreSQL; on PGlite both share the file).
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../test/helpers/smtp';
import { createSecondApp, createTestApp, type TestApp } from '../../test/helpers/test-app';
import { buildApp } from '../app';
import { emailOutbox, jobSchedules } from '../db/schema';
import { PERSONAL_DATA_JOB } from '../features/personal-data/job';
import { EMAIL_QUEUE } from './mailer';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  // No background polling: the test decides when each process works.
  t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0' });
  second =
    (await createSecondApp(t)) ??
    (await buildApp(t.config, { database: t.database, closeDatabase: false, logger: false }));
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await smtp?.close();
});

const message = (to: string) => ({ to, subject: 'Essai', html: '<p>Essai</p>', text: 'Essai' });
const jobRows = async (name: string) =>
  (await t.database.executeSql(
    `SELECT state, retry_count AS "retryCount", data FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [name],
  )) as { rows: { state: string; retryCount: number; data: { id: number } }[] };

describe('the job queue across two API processes', () => {
  it('runs every job exactly once, whichever process takes it', async () => {
    const recipients = Array.from({ length: 120 }, (_, i) => `une-fois-${i}@exemple.test`);
    // Half enqueued by each process; both then work at the same time.
    await Promise.all(recipients.map((to, i) => (i % 2 ? second : t.app).mailer.enqueue(message(to))));
    await Promise.all([t.app.mailer.flush(), second.mailer.flush(), t.app.mailer.flush(), second.mailer.flush()]);
    const got = smtp.received.filter((m) => m.to[0]?.startsWith('une-fois-')).map((m) => m.to[0]);
    expect(got).toHaveLength(recipients.length);
    expect(new Set(got)).toEqual(new Set(recipients));
    const rows = await t.db.select().from(emailOutbox).where(like(emailOutbox.to, 'une-fois-%'));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('enqueues a scheduled slot once, however many processes reach it', async () => {
    // The last slot enqueued was long ago (every process was stopped since).
    await t.db
      .insert(jobSchedules)
      .values({ name: PERSONAL_DATA_JOB, lastSlot: new Date('2000-01-01') })
      .onConflictDoUpdate({ target: jobSchedules.name, set: { lastSlot: new Date('2000-01-01') } });
    const before = (await jobRows(PERSONAL_DATA_JOB)).rows.length;
    const runs = await Promise.all([t.app.jobs.runSchedules(), second.jobs.runSchedules(), t.app.jobs.runSchedules()]);
    expect(runs.flat().filter((n) => n === PERSONAL_DATA_JOB)).toHaveLength(1);
    expect((await jobRows(PERSONAL_DATA_JOB)).rows.length).toBe(before + 1);
    await Promise.all([t.app.jobs.drain(PERSONAL_DATA_JOB), second.jobs.drain(PERSONAL_DATA_JOB)]);
    expect((await jobRows(PERSONAL_DATA_JOB)).rows.at(-1)?.state).toBe('completed');
  });

  it('loses nothing while the SMTP peer refuses for three retries, and sends once after', async () => {
    smtp.control.refuse = 4;
    await t.app.mailer.enqueue(message('patient@exemple.test'));
    for (let attempt = 0; attempt < 4; attempt++) {
      // The processes take turns; each attempt is refused and the job waits for its backed-off retry.
      await (attempt % 2 ? second : t.app).mailer.flush();
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'patient@exemple.test'));
      expect(row).toMatchObject({ sentAt: null, attempts: attempt + 1 });
      expect(row?.lastError).toMatch(/452/);
      // Each retry waits longer than the one before (JOBS_RETRY_DELAY_SECONDS, doubled each time).
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000 * 2 ** attempt * 0.9);
      await t.app.jobs.hurry(EMAIL_QUEUE);
    }
    await second.mailer.flush();
    await t.app.mailer.flush();
    expect(smtp.received.filter((m) => m.to[0] === 'patient@exemple.test')).toHaveLength(1);
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'patient@exemple.test'));
    expect(sent).toMatchObject({ attempts: 5, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it('retries a job whose process stopped in the middle of it, once, and not before its timeout', async () => {
    await t.app.mailer.enqueue(message('orphelin@exemple.test'));
    // A third process takes the job and stops before finishing it: the job is left active.
    const doomed = await buildApp(t.config, { database: t.database, closeDatabase: false, logger: false });
    await doomed.ready();
    const [taken] = await doomed.jobs.boss.fetch(EMAIL_QUEUE);
    expect(taken).toBeDefined();
    await doomed.close();

    // Within its timeout nobody else touches it.
    await second.jobs.expire();
    await second.mailer.flush();
    expect(smtp.received.some((m) => m.to[0] === 'orphelin@exemple.test')).toBe(false);

    // Past JOBS_TIMEOUT_SECONDS (the test moves the job's start back instead of waiting), it is retried, once.
    await t.database.executeSql(
      `UPDATE pgboss.job SET started_on = started_on - interval '1 hour' WHERE name = $1 AND id = $2`,
      [EMAIL_QUEUE, taken!.id],
    );
    await Promise.all([t.app.jobs.expire(), second.jobs.expire()]);
    await t.app.jobs.hurry(EMAIL_QUEUE);
    await Promise.all([t.app.mailer.flush(), second.mailer.flush()]);
    expect(smtp.received.filter((m) => m.to[0] === 'orphelin@exemple.test')).toHaveLength(1);
    const job = await t.app.jobs.boss.getJobById(EMAIL_QUEUE, taken!.id);
    expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
  });

  it('enqueues in the caller’s transaction: a change rolled back leaves no job and no e-mail', async () => {
    const before = (await jobRows(EMAIL_QUEUE)).rows.length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mailer.enqueue(message('jamais@exemple.test'), tx);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect((await jobRows(EMAIL_QUEUE)).rows.length).toBe(before);
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, ['jamais@exemple.test']));
    expect(rows).toEqual([]);
    expect(await t.db.execute(sql`select 1`)).toBeTruthy();
  });
});
