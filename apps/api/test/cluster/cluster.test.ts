// Two API processes behind nginx (deploy/nginx.conf), on a PostgreSQL server, with their files in an S3 bucket:
// what one process writes, the other serves; realtime events and interview signalling cross them through the
// proxy's WebSocket; one process killed under load, the other takes every request that follows and no write is lost.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LoginResponse, mediaFileUrl, type PublicUser, type RealtimeEvent } from '@tremplin/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { interviews, messages } from '../../src/db/schema';
import { createS3Storage } from '../../src/plugins/storage/s3';
import { createUser, KNOWN_PASSWORD } from '../access/accounts';
import { multipartFile } from '../helpers/multipart';
import { connectRealtimeAt } from '../helpers/realtime-client';
import { startS3 } from '../helpers/s3';
import { type ApiProcess, buildServer, freePort, freshDatabase, startApi, startNginx, waitReady } from './cluster';

let s3: Awaited<ReturnType<typeof startS3>>;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let apis: ApiProcess[] = [];
let proxy: Awaited<ReturnType<typeof startNginx>>;
let handle: DatabaseHandle;

beforeAll(async () => {
  buildServer();
  s3 = await startS3();
  database = await freshDatabase();
  const ports = [await freePort(), await freePort()];
  const env = {
    ...s3.env,
    DATABASE_URL: database.url,
    JWT_SECRET: 'cluster-secret-cluster-secret-cluster-0000',
    CAPTCHA_PROVIDER: 'none',
    TRUST_PROXY: '127.0.0.1',
  };
  // Both start at once on an empty database: one migrates, the other waits for it (advisory lock).
  apis = ports.map((port) =>
    startApi(port, { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), `tremplin-cluster-${port}-`)) }),
  );
  await Promise.all(apis.map((api) => waitReady(api.url, api.output)));
  proxy = await startNginx(await freePort(), [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`]);
  handle = await openDatabase({ url: database.url, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(apis.map((api) => api.stop()));
  await handle?.close();
  await database?.drop();
  await s3?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInThrough(url: string, email: string) {
  const answer = await fetch(`${url}/auth/connexion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, motDePasse: KNOWN_PASSWORD }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as LoginResponse;
}

async function account(role: Parameters<typeof createUser>[1]['role']) {
  const user = await createUser(handle.db, { role });
  return { ...user, token: (await signInThrough(proxy.url, user.email)).token };
}

const sendMessage = (url: string, from: { id: number; token: string }, to: number, sujet: string) =>
  fetch(`${url}/api/message/utilisateur/${from.id}`, {
    method: 'POST',
    headers: { ...bearer(from.token), 'content-type': 'application/json' },
    body: JSON.stringify({ sujet, contenu: `<p>${sujet}</p>`, destinataireId: to }),
  });

/** The API process a realtime connection sits on: its id is `<process>-<n>`. */
const processOf = (ready: RealtimeEvent) => String(ready.connectionId).replace(/-\d+$/, '');

async function realtimeThroughProxy(token: string) {
  const socket = await connectRealtimeAt(proxy.url, token);
  const ready = await socket.waitFor((e) => e.type === 'ready', 'ready', 5000);
  return { socket, connectionId: String(ready.connectionId), process: processOf(ready) };
}

describe('two API processes behind nginx', () => {
  it('stores a CV through one process and serves it, whole, through the other and through the proxy', async () => {
    const me = await account('EN_RECHERCHE_EMPLOI');
    const pdf = Buffer.from(`%PDF-1.4\n% cluster ${Date.now()}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
    const body = multipartFile('Mon CV.pdf', pdf, 'application/pdf');
    const uploaded = await fetch(`${apis[0]!.url}/api/media/${me.id}/CV`, {
      method: 'POST',
      headers: { ...bearer(me.token), ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const key = ((await uploaded.json()) as PublicUser).cheminCv!;
    const bucket = createS3Storage(s3.settings);
    expect(await bucket.head(key)).toMatchObject({ size: pdf.length });
    bucket.client.destroy();

    for (const url of [apis[1]!.url, proxy.url]) {
      const read = await fetch(`${url}${mediaFileUrl(key)}`, { headers: bearer(me.token) });
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it('pushes the unread badge through the proxy’s WebSocket whichever process took the message', async () => {
    const cef = await account('CEF');
    const reader = await account('EN_RECHERCHE_EMPLOI');
    const { socket } = await realtimeThroughProxy(reader.token);
    await socket.next(0, 5000);
    // One process holds the socket; the other has to pass the event on through PostgreSQL.
    for (const [index, api] of apis.entries()) {
      expect((await sendMessage(api.url, cef, reader.id, `Bonjour ${index + 1}`)).status).toBe(201);
      await socket.next(index + 1, 5000);
    }
    socket.socket.close();
  });

  it('relays an interview’s signalling between parties the proxy put on different processes', async () => {
    const adviser = await account('CEF');
    const candidate = await account('EN_RECHERCHE_EMPLOI');
    const [row] = await handle.db
      .insert(interviews)
      .values({ utilisateurId: candidate.id, adminId: adviser.id, date: new Date(Date.now() + 5 * 60_000), duree: 30 })
      .returning({ id: interviews.id });
    const room = `entretien:${row!.id}`;

    const host = await realtimeThroughProxy(adviser.token);
    // The proxy spreads new connections over both processes: reconnect until the candidate sits on the other one.
    let guest = await realtimeThroughProxy(candidate.token);
    for (let attempt = 0; guest.process === host.process && attempt < 30; attempt += 1) {
      guest.socket.socket.close();
      guest = await realtimeThroughProxy(candidate.token);
    }
    expect(guest.process).not.toBe(host.process);

    host.socket.send({ type: 'rtc.watch', room });
    guest.socket.send({ type: 'rtc.wait', interviewId: row!.id });
    await host.socket.waitFor(
      (e) => e.type === 'rtc.presence' && e.room === room && (e.participants as unknown[]).length === 2,
      'the candidate waiting',
      5000,
    );
    host.socket.send({ type: 'rtc.admit', interviewId: row!.id, admit: true });
    await guest.socket.waitFor((e) => e.type === 'rtc.presence' && e.admitted === true, 'admission', 5000);
    host.socket.send({ type: 'rtc.join', room });
    guest.socket.send({ type: 'rtc.join', room });
    await host.socket.waitFor(
      (e) =>
        e.type === 'rtc.presence' &&
        (e.participants as Array<{ state: string }>).filter((p) => p.state === 'call').length === 2,
      'both in the call',
      5000,
    );
    const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
    guest.socket.send({ type: 'rtc.signal', room, to: host.connectionId, description: { type: 'offer', sdp } });
    const offer = await host.socket.waitFor((e) => e.type === 'rtc.signal', 'the offer', 5000);
    expect(offer).toMatchObject({ from: guest.connectionId, description: { type: 'offer', sdp } });
    host.socket.send({ type: 'rtc.signal', room, to: guest.connectionId, description: { type: 'answer', sdp } });
    const answer = await guest.socket.waitFor((e) => e.type === 'rtc.signal', 'the answer', 5000);
    expect(answer).toMatchObject({ from: host.connectionId, description: { type: 'answer', sdp } });
    host.socket.socket.close();
    guest.socket.socket.close();
  });

  it('keeps serving every request after one process is killed mid-load, and loses no write', async () => {
    const cef = await account('CEF');
    const reader = await account('EN_RECHERCHE_EMPLOI');
    const TOTAL = 240;
    const KILL_AFTER = 80;
    const marker = `Charge ${Date.now()}`;
    const results: Array<{ startedAt: number; status: number; id?: number }> = [];
    let next = 0;
    let acknowledged = 0;
    let killedAt = Number.POSITIVE_INFINITY;
    let killing: Promise<void> | undefined;

    const worker = async () => {
      while (next < TOTAL) {
        next += 1;
        const startedAt = performance.now();
        const answer = await sendMessage(proxy.url, cef, reader.id, `${marker} ${next}`).catch(() => null);
        const result = { startedAt, status: answer?.status ?? 0, id: undefined as number | undefined };
        if (answer?.status === 201) {
          result.id = ((await answer.json()) as { id: number }).id;
          acknowledged += 1;
        } else await answer?.body?.cancel();
        results.push(result);
        if (acknowledged === KILL_AFTER && !killing) {
          // Without warning: no drain, its connections cut as a crash would.
          killing = apis[1]!.stop('SIGKILL').then(() => {
            killedAt = performance.now();
          });
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await killing;

    const after = results.filter((r) => r.startedAt > killedAt);
    const failedAfter = after.filter((r) => r.status !== 201);
    expect(after.length).toBeGreaterThan(100);
    expect(failedAfter, `${failedAfter.length} of ${after.length} requests failed after the kill`).toEqual([]);

    // Every acknowledged write is in the database; a request cut off by the kill may or may not have been written.
    const ids = results.flatMap((r) => (r.id === undefined ? [] : [r.id]));
    const stored = await handle.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(inArray(messages.id, ids), like(messages.sujet, `${marker} %`)));
    expect(stored.length, `${ids.length} writes acknowledged, ${stored.length} found`).toBe(ids.length);
    const written = await handle.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.destinataireId, reader.id), like(messages.sujet, `${marker} %`)));
    const cutOff = results.length - ids.length;
    expect(written.length).toBeGreaterThanOrEqual(ids.length);
    expect(written.length).toBeLessThanOrEqual(ids.length + cutOff);
    expect(results.length).toBe(TOTAL);

    // The proxy names the process that answered each request: both served the load, the survivor alone at the end.
    const upstreams = proxy
      .accessLog()
      .split('\n')
      .filter((line) => line.includes(`/api/message/utilisateur/${cef.id}`))
      // A retried request lists every process it tried, « a:1, b:2 », the one that answered last.
      .map((line) => /upstream=(.*?) upstream_status=/.exec(line)?.[1]?.match(/[\d.]+:\d+/g) ?? []);
    const seen = new Set(upstreams.flat());
    expect([...seen].sort(), upstreams.slice(-20).join('\n')).toEqual(
      apis.map((api) => `127.0.0.1:${api.port}`).sort(),
    );
    expect(upstreams.at(-1)?.at(-1)).toBe(`127.0.0.1:${apis[0]!.port}`);
  });
});
