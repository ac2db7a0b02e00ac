import { Writable } from 'node:stream';
import { LOG_HISTORY, LOG_LINES, LOG_MESSAGES, LOG_SUBSCRIBE, type LogLine, REDACTED } from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, KNOWN_PASSWORD, signIn } from '../../../test/access/accounts';
import { connectRealtime } from '../../../test/helpers/realtime-client';
import { createTestApp } from '../../../test/helpers/test-app';
import { MAX_LINES_PER_BATCH } from './console';

let output = '';
const captured = new Writable({
  write(chunk, _encoding, done) {
    output += chunk.toString();
    done();
  },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { logTo: captured });
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  await t?.close();
});

const tokenOf = async (role: Parameters<typeof createUser>[1]['role']) =>
  (await signIn(t.app, (await createUser(t.db, { role })).email)).token;
const linesOf = (events: { type: string; lines?: unknown }[]) =>
  events.filter((e) => e.type === LOG_LINES || e.type === LOG_HISTORY).flatMap((e) => e.lines as LogLine[]);

describe('the log console', () => {
  it('streams a sign-in to an admin as it happens, with no password, token, cookie or captcha in it or in the log', async () => {
    const admin = await tokenOf('ADMIN');
    const console = await connectRealtime(t.app, admin);
    try {
      await console.waitFor((e) => e.type === 'ready', 'ready');
      console.send({ type: LOG_SUBSCRIBE });
      const history = await console.waitFor((e) => e.type === LOG_HISTORY, 'history', 3000);
      const first = (history.lines as LogLine[]).at(-1)!;
      expect(first).toMatchObject({ level: 'info', process: t.app.realtime.processName });
      expect(first.time).toBeGreaterThan(Date.now() - 60_000);

      const wrong = 'Ultra-Secret-Faux-42!';
      const person = await createUser(t.db, { role: 'CEF' });
      await t.app.inject({
        method: 'POST',
        url: '/auth/connexion',
        payload: { email: person.email, motDePasse: wrong, captcha: 'reponse-captcha-123' },
      });
      const session = await signIn(t.app, person.email);
      await t.app.inject({
        url: `/auth/validate?token=${session.token}`,
        headers: { authorization: `Bearer ${session.token}`, cookie: 'session=biscuit-secret' },
      });
      await t.app.inject({ url: '/linkedin/jeton-linkedin-secret' });
      t.app.log.info({ body: { motDePasse: wrong, user: { refreshToken: session.refreshToken } } }, 'corps reçu');

      await console.waitFor(
        (e) => e.type === LOG_LINES && (e.lines as LogLine[]).some((l) => l.text.includes('/auth/connexion')),
        'the sign-in line',
        3000,
      );
      await console.waitFor(
        (e) => e.type === LOG_LINES && (e.lines as LogLine[]).some((l) => l.msg === 'corps reçu'),
        'the body line',
        3000,
      );
      const streamed = JSON.stringify(linesOf(console.events));
      const signInLine = linesOf(console.events).find((l) => l.text.includes('/auth/connexion'))!;
      expect(signInLine.reqId).toBeTruthy();
      for (const text of [output, streamed]) {
        expect(text).toContain('/auth/connexion');
        expect(text).toContain(REDACTED);
        for (const secret of [
          KNOWN_PASSWORD,
          wrong,
          'reponse-captcha-123',
          session.token,
          session.refreshToken,
          'biscuit-secret',
          'jeton-linkedin-secret',
        ])
          expect(text).not.toContain(secret);
      }
    } finally {
      console.socket.close();
    }
  });

  it('drops what comes faster than a console can take, and says how many lines', async () => {
    const admin = await tokenOf('ADMIN');
    const console = await connectRealtime(t.app, admin);
    try {
      await console.waitFor((e) => e.type === 'ready', 'ready');
      console.send({ type: LOG_SUBSCRIBE });
      await console.waitFor((e) => e.type === LOG_HISTORY, 'history', 3000);
      for (let i = 0; i < MAX_LINES_PER_BATCH * 3; i++) t.app.log.info(`rafale ${i}`);
      const batch = await console.waitFor((e) => e.type === LOG_LINES && Number(e.dropped) > 0, 'dropped', 3000);
      expect(batch.dropped).toBeGreaterThanOrEqual(MAX_LINES_PER_BATCH);
      expect((batch.lines as LogLine[]).length).toBeLessThanOrEqual(MAX_LINES_PER_BATCH);
    } finally {
      console.socket.close();
    }
  });

  it('refuses assistants, advisers, recruiters and candidates', async () => {
    for (const role of ['ASSISTANT', 'CEF', 'RECRUTEUR', 'EN_RECHERCHE_EMPLOI'] as const) {
      const socket = await connectRealtime(t.app, await tokenOf(role));
      try {
        await socket.waitFor((e) => e.type === 'ready', 'ready');
        socket.send({ type: LOG_SUBSCRIBE });
        const refusal = await socket.waitFor((e) => e.type === 'error', 'refusal', 3000);
        expect(refusal).toMatchObject({ for: LOG_SUBSCRIBE, message: LOG_MESSAGES.adminOnly });
        t.app.log.info('après le refus');
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(linesOf(socket.events)).toEqual([]);
      } finally {
        socket.socket.close();
      }
    }
  });
});

describe('links with tokens', () => {
  it('are hidden from the console even when the log keeps them (e-mails written to files)', async () => {
    const admin = await tokenOf('ADMIN');
    const console = await connectRealtime(t.app, admin);
    try {
      await console.waitFor((e) => e.type === 'ready', 'ready');
      console.send({ type: LOG_SUBSCRIBE });
      await console.waitFor((e) => e.type === LOG_HISTORY, 'history', 3000);
      t.app.log.info({ links: ['http://x/reset-motdepasse/jeton-de-reinitialisation'] }, 'e-mail écrit');
      const batch = await console.waitFor(
        (e) => e.type === LOG_LINES && (e.lines as LogLine[]).some((l) => l.msg === 'e-mail écrit'),
        'the mail line',
        3000,
      );
      const text = JSON.stringify(batch.lines);
      expect(text).toContain(`/reset-motdepasse/${REDACTED}`);
      expect(text).not.toContain('jeton-de-reinitialisation');
    } finally {
      console.socket.close();
    }
  });
});
