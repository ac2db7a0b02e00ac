import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/access/accounts';
import { decodeQuotedPrintable, startSmtp } from '../../test/helpers/smtp';
import { createTestApp } from '../../test/helpers/test-app';
import { createTestDatabase } from '../../test/helpers/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { emailOutbox } from '../db/schema';

const registration = (email: string) => ({
  email,
  motDePasse: 'Courrier2026ok',
  nom: 'Martin',
  prenom: 'Inès',
});

describe('mailer over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://tremplin.exemple.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails a French confirmation whose link activates the account', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/utilisateur',
      payload: registration('ines.martin@exemple.test'),
    });
    expect(registered.statusCode).toBe(201);
    await t.app.mailer.flush();

    const mail = smtp.received.find((m) => m.to.includes('ines.martin@exemple.test'));
    expect(mail).toBeDefined();
    const raw = decodeQuotedPrintable(mail!.raw);
    expect(raw).toContain('text/plain');
    expect(raw).toContain('text/html');
    expect(raw).toContain('Bonjour Inès,');
    expect(raw).toMatch(/Subject: .*Confirmez/);
    const link = /https:\/\/tremplin\.exemple\.test\/confirmation\/([A-Za-z0-9_-]+)/.exec(raw);
    expect(link).not.toBeNull();

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/auth/confirmation',
      headers: { authorization: `Bearer ${link![1]}` },
    });
    expect(confirmed.statusCode).toBe(200);
    const session = await signIn(t.app, 'ines.martin@exemple.test', 'Courrier2026ok');
    expect(session.typeToken).toBe('Bearer');

    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ines.martin@exemple.test'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
  });

  it('retries a refused message later, with backoff, until it goes', async () => {
    smtp.control.refuse = 1;
    await t.app.mailer.enqueue({ to: 'retry@exemple.test', subject: 'Essai', html: '<p>Essai</p>', text: 'Essai' });
    await t.app.mailer.flush();
    const [failed] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'retry@exemple.test'));
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed?.lastError).toMatch(/452/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: a pass leaves it alone.
    await t.app.mailer.flush();
    expect(smtp.received.some((m) => m.to.includes('retry@exemple.test'))).toBe(false);

    // The retry's time comes: the queue is told so rather than waited for.
    await t.app.jobs.hurry('email');
    await t.app.mailer.flush();
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed!.id));
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.filter((m) => m.to.includes('retry@exemple.test'))).toHaveLength(1);
  });
});

describe('mailer across a restart', () => {
  it('keeps an unsent message in the outbox and sends it once SMTP answers again', async () => {
    const database = await createTestDatabase();
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_PROVIDER: 'none',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tremplin-mail-')),
    };
    // First run: nothing listens on the SMTP port.
    const down = await buildApp(loadConfig({ ...env, SMTP_URL: 'smtp://127.0.0.1:9' }), {
      database,
      closeDatabase: false,
      logger: false,
    });
    await down.ready();
    await down.mailer.enqueue({
      to: 'patience@exemple.test',
      subject: 'Bienvenue',
      html: '<p>Salut</p>',
      text: 'Salut',
    });
    await down.mailer.flush();
    await down.close();
    const [pending] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'patience@exemple.test'));
    expect(pending?.sentAt).toBeNull();
    expect(pending?.lastError).toBeTruthy();

    // Second run: the server is up; the row is still there and goes out.
    const smtp = await startSmtp();
    const up = await buildApp(loadConfig({ ...env, SMTP_URL: smtp.url }), { database, logger: false });
    try {
      await up.ready();
      await up.jobs.hurry('email');
      await up.mailer.flush();
      expect(smtp.received.map((m) => m.to)).toEqual([['patience@exemple.test']]);
    } finally {
      await up.close();
      await smtp.close();
    }
  });
});

describe('mailer without SMTP', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('writes .eml files under DATA_DIR/mail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/motdepasse',
      payload: { email: 'personne@exemple.test' },
    });
    expect(response.statusCode).toBe(202);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/utilisateur',
      payload: registration('fichier@exemple.test'),
    });
    expect(registered.statusCode).toBe(201);
    await t.app.mailer.flush();
    const dir = path.join(t.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = decodeQuotedPrintable(readFileSync(path.join(dir, files[0]!), 'utf8'));
    expect(raw).toContain('To: fichier@exemple.test');
    expect(raw).toMatch(/http:\/\/localhost:3000\/confirmation\/[A-Za-z0-9_-]+/);
  });
});
