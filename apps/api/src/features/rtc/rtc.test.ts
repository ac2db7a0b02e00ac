// Interview and voice-room signalling through real sockets: who may wait, be let in, join and relay, and when; the
// ICE configuration with its TURN REST credentials. On PostgreSQL (TEST_DB_KIND=postgres) the two parties sit on two
// API processes sharing one database, so presence and every relayed message cross LISTEN/NOTIFY.
import { createHmac } from 'node:crypto';
import {
  type IceConfig,
  INTERVIEW_EARLY_MINUTES,
  REALTIME_MESSAGES,
  type RealtimeEvent,
  type Role,
  RTC_MAX_SDP_LENGTH,
  RTC_MESSAGES,
  type RtcLobbyEvent,
  type RtcPresenceEvent,
  VOICE_ROOM_MAX_PARTICIPANTS,
} from '@tremplin/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/access/accounts';
import { connectRealtime } from '../../../test/helpers/realtime-client';
import { createSecondApp, createTestApp } from '../../../test/helpers/test-app';
import type { App } from '../../app';
import { loadConfig } from '../../config';
import { interviews } from '../../db/schema';
import { iceConfig } from './ice';

let t: Awaited<ReturnType<typeof createTestApp>>;
let second: App | undefined;
const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
const TURN_SECRET = 'un-secret-partage-de-test-0123456789';

beforeAll(async () => {
  t = await createTestApp({ TURN_URLS: 'turn:127.0.0.1:3478?transport=udp', TURN_SECRET, TURN_TTL: '600' });
  second = await createSecondApp(t);
});
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await second?.close();
  await t?.close();
});

const other = () => (second ?? t.app) as App;

async function person(role: Role, app: App = t.app as App) {
  const user = await createUser(t.db, { role });
  const { token } = await signIn(app, user.email);
  const socket = await connectRealtime(app, token);
  const ready = await socket.waitFor((e) => e.type === 'ready', 'ready');
  return { user, token, socket, connectionId: String(ready.connectionId) };
}
type Person = Awaited<ReturnType<typeof person>>;

async function interview(candidateId: number, adminId: number | null, startsInMinutes = 0, duree = 30) {
  const [row] = await t.db
    .insert(interviews)
    .values({ utilisateurId: candidateId, adminId, date: new Date(Date.now() + startsInMinutes * 60_000), duree })
    .returning({ id: interviews.id });
  return row!.id;
}

const refusal = (p: Person, type: string, message: string) =>
  p.socket.waitFor((e) => e.type === 'error' && e.for === type && e.message === message, `refusal of ${type}`, 3000);
const presence = (p: Person, room: string, matches: (e: RtcPresenceEvent) => boolean, what: string) =>
  p.socket.waitFor(
    (e) => e.type === 'rtc.presence' && e.room === room && matches(e as RtcPresenceEvent),
    what,
    2000,
  ) as Promise<RtcPresenceEvent>;

describe('ICE configuration', () => {
  it('gives each signed-in person their own TURN credentials, derived from the shared secret and short-lived', async () => {
    const user = await createUser(t.db, { role: 'EN_RECHERCHE_EMPLOI' });
    const { token } = await signIn(t.app, user.email);
    const before = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/rtc/ice',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as IceConfig;
    const turn = body.iceServers.find((s) => String(s.urls).startsWith('turn:'));
    expect(turn?.urls).toEqual(['turn:127.0.0.1:3478?transport=udp']);
    const [expiry, id] = String(turn?.username).split(':');
    expect(id).toBe(String(user.id));
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(600);
    expect(Number(expiry) - before).toBeLessThanOrEqual(601);
    expect(turn?.credential).toBe(createHmac('sha1', TURN_SECRET).update(String(turn?.username)).digest('base64'));
    expect(JSON.stringify(body)).not.toContain(TURN_SECRET);
    expect(body.ttl).toBe(600);
  });

  it('is refused without a session, and empty when nothing is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/rtc/ice' })).statusCode).toBe(401);
    const bare = loadConfig({ NODE_ENV: 'test' });
    expect(iceConfig(bare.ice, 1)).toEqual({ iceServers: [], iceTransportPolicy: 'all', ttl: null });
    const given = loadConfig({ NODE_ENV: 'test', ICE_SERVERS: '[{"urls":"stun:stun.exemple.fr:3478"}]' });
    expect(iceConfig(given.ice, 1).iceServers).toEqual([{ urls: 'stun:stun.exemple.fr:3478' }]);
    expect(() => loadConfig({ NODE_ENV: 'test', ICE_SERVERS: 'pas du json' })).toThrow(/ICE_SERVERS/);
    expect(() => loadConfig({ NODE_ENV: 'test', TURN_URLS: 'turn:exemple.fr' })).toThrow(/TURN_SECRET/);
  });
});

describe(`interview signalling (${kind === 'postgres' ? 'two API processes on one PostgreSQL' : 'one process on PGlite'})`, () => {
  it('lets the candidate wait, the adviser let them in, and relays offer, answer and candidates between them', async () => {
    const adviser = await person('CEF', t.app as App);
    const candidate = await person('EN_RECHERCHE_EMPLOI', other());
    const id = await interview(candidate.user.id, adviser.user.id, 10);
    const room = `entretien:${id}`;

    adviser.socket.send({ type: 'rtc.watch', room });
    await presence(
      adviser,
      room,
      (e) => e.participants.length === 1 && e.participants[0]?.state === 'watching',
      'the adviser shown connected',
    );

    // The header's indicator: the adviser and any admin learn who waits for which interview.
    const admin = await person('ADMIN', other());
    for (const staff of [adviser, admin]) staff.socket.send({ type: 'rtc.hosting' });
    await admin.socket.waitFor((e) => e.type === 'rtc.waiting' && e.full === true, 'the waiting list');
    candidate.socket.send({ type: 'rtc.hosting' });
    await refusal(candidate, 'rtc.hosting', RTC_MESSAGES.notHost);

    candidate.socket.send({ type: 'rtc.wait', interviewId: id });
    const waiting = await presence(adviser, room, (e) => e.participants.length === 2, 'candidate waiting');
    for (const staff of [adviser, admin]) {
      await staff.socket.waitFor(
        (e) =>
          e.type === 'rtc.waiting' &&
          JSON.stringify(e.rooms) === JSON.stringify([{ interviewId: id, names: ['Camille DUPONT'] }]),
        'candidate announced to staff',
        2000,
      );
    }
    admin.socket.socket.close();
    expect(waiting.participants.find((p) => p.userId === candidate.user.id)).toMatchObject({
      userId: candidate.user.id,
      state: 'waiting',
      name: 'Camille DUPONT',
    });
    expect(waiting.admitted).toBe(false);

    // Not let in yet: the room stays shut.
    candidate.socket.send({ type: 'rtc.join', room });
    await refusal(candidate, 'rtc.join', RTC_MESSAGES.notAdmitted);

    adviser.socket.send({ type: 'rtc.admit', interviewId: id, admit: true });
    await presence(candidate, room, (e) => e.admitted, 'admission');

    adviser.socket.send({ type: 'rtc.join', room });
    candidate.socket.send({ type: 'rtc.join', room });
    await presence(
      adviser,
      room,
      (e) => e.participants.filter((p) => p.state === 'call').length === 2,
      'both in the call',
    );

    const sdp = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
    candidate.socket.send({ type: 'rtc.signal', room, to: adviser.connectionId, description: { type: 'offer', sdp } });
    const offer = await adviser.socket.waitFor((e) => e.type === 'rtc.signal', 'offer', 2000);
    expect(offer).toMatchObject({ room, from: candidate.connectionId, description: { type: 'offer', sdp } });

    const candidateLine = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' };
    adviser.socket.send({ type: 'rtc.signal', room, to: candidate.connectionId, candidate: candidateLine });
    const ice = await candidate.socket.waitFor((e) => e.type === 'rtc.signal', 'candidate', 2000);
    expect(ice).toMatchObject({ from: adviser.connectionId, candidate: candidateLine });

    candidate.socket.send({ type: 'rtc.media', room, audio: false, video: true, screen: false });
    await adviser.socket.waitFor((e) => e.type === 'rtc.media' && e.audio === false, 'muted microphone', 2000);

    // Asked to wait again: out of the call, and relaying to them stops.
    adviser.socket.clear();
    adviser.socket.send({ type: 'rtc.admit', interviewId: id, admit: false });
    await presence(
      adviser,
      room,
      (e) => !e.admitted && e.participants.some((p) => p.userId === candidate.user.id && p.state === 'waiting'),
      'candidate back in the waiting room',
    );
    adviser.socket.send({ type: 'rtc.signal', room, to: candidate.connectionId, candidate: candidateLine });
    await refusal(adviser, 'rtc.signal', RTC_MESSAGES.peerGone);

    adviser.socket.clear();
    candidate.socket.socket.close();
    await presence(adviser, room, (e) => e.participants.every((p) => p.userId !== candidate.user.id), 'candidate gone');
    adviser.socket.socket.close();
  });

  it('refuses anyone who is not party to the interview, whatever they send', async () => {
    const adviser = await person('CEF');
    const candidate = await person('EN_RECHERCHE_EMPLOI', other());
    const outsider = await person('EN_RECHERCHE_EMPLOI', other());
    const otherAdviser = await person('CEF');
    const id = await interview(candidate.user.id, adviser.user.id);
    const room = `entretien:${id}`;

    outsider.socket.send({ type: 'rtc.watch', room });
    await refusal(outsider, 'rtc.watch', RTC_MESSAGES.notParty);
    outsider.socket.send({ type: 'rtc.wait', interviewId: id });
    await refusal(outsider, 'rtc.wait', RTC_MESSAGES.notParty);
    outsider.socket.send({ type: 'rtc.join', room });
    await refusal(outsider, 'rtc.join', RTC_MESSAGES.notParty);
    otherAdviser.socket.send({ type: 'rtc.admit', interviewId: id, admit: true });
    await refusal(otherAdviser, 'rtc.admit', RTC_MESSAGES.notParty);

    // The parties meet; the outsider still cannot slip a message to either of them.
    adviser.socket.send({ type: 'rtc.join', room });
    await adviser.socket.waitFor((e) => e.type === 'rtc.joined', 'joined');
    outsider.socket.send({
      type: 'rtc.signal',
      room,
      to: adviser.connectionId,
      description: { type: 'offer', sdp: 'v=0' },
    });
    await refusal(outsider, 'rtc.signal', RTC_MESSAGES.notParty);
    // The candidate cannot let themselves in either.
    candidate.socket.send({ type: 'rtc.admit', interviewId: id, admit: true });
    await refusal(candidate, 'rtc.admit', RTC_MESSAGES.notHost);
    // Any admin may let them in.
    const admin = await person('ADMIN', other());
    admin.socket.send({ type: 'rtc.admit', interviewId: id, admit: true });
    candidate.socket.send({ type: 'rtc.watch', room });
    await presence(candidate, room, (e) => e.admitted, 'admitted by an admin');

    expect(adviser.socket.events.filter((e) => e.type === 'rtc.signal')).toEqual([]);
    for (const p of [adviser, candidate, outsider, otherAdviser, admin]) p.socket.socket.close();
  });

  it(`opens ${INTERVIEW_EARLY_MINUTES} minutes before the start and closes at the end`, async () => {
    const adviser = await person('CEF');
    const candidate = await person('EMPLOYE');
    const early = await interview(candidate.user.id, adviser.user.id, INTERVIEW_EARLY_MINUTES + 2);
    const over = await interview(candidate.user.id, adviser.user.id, -40, 30);
    const justOpen = await interview(candidate.user.id, adviser.user.id, INTERVIEW_EARLY_MINUTES - 1);

    candidate.socket.send({ type: 'rtc.wait', interviewId: early });
    await refusal(candidate, 'rtc.wait', RTC_MESSAGES.tooEarly);
    adviser.socket.send({ type: 'rtc.join', room: `entretien:${early}` });
    await refusal(adviser, 'rtc.join', RTC_MESSAGES.tooEarly);
    adviser.socket.send({ type: 'rtc.join', room: `entretien:${over}` });
    await refusal(adviser, 'rtc.join', RTC_MESSAGES.over);
    adviser.socket.send({ type: 'rtc.admit', interviewId: over, admit: true });
    await refusal(adviser, 'rtc.admit', RTC_MESSAGES.over);

    candidate.socket.clear();
    candidate.socket.send({ type: 'rtc.wait', interviewId: justOpen });
    await presence(candidate, `entretien:${justOpen}`, (e) => e.participants.length === 1, 'waiting');
    expect(candidate.socket.events.filter((e) => e.type === 'error')).toEqual([]);
    candidate.socket.socket.close();
    adviser.socket.socket.close();
  });

  it('answers malformed and oversized messages in French, and closes a socket sent more than it takes', async () => {
    const candidate = await person('EN_RECHERCHE_EMPLOI');
    const adviser = await person('CEF');
    const id = await interview(candidate.user.id, adviser.user.id);
    const room = `entretien:${id}`;

    const malformed: unknown[] = [
      { type: 'rtc.wait', interviewId: 'un' },
      { type: 'rtc.join', room: 'entretien:abc' },
      { type: 'rtc.signal', room, to: adviser.connectionId },
      { type: 'rtc.signal', room, to: adviser.connectionId, description: { type: 'bonjour', sdp: '' } },
      {
        type: 'rtc.signal',
        room,
        to: adviser.connectionId,
        description: { type: 'offer', sdp: 'x'.repeat(RTC_MAX_SDP_LENGTH + 1) },
      },
      { type: 'rtc.join', room: `salon:${'a'.repeat(41)}` },
    ];
    for (const message of malformed) {
      candidate.socket.clear();
      candidate.socket.send(message);
      const type = (message as { type: string }).type;
      await refusal(candidate, type, REALTIME_MESSAGES.invalid);
    }
    candidate.socket.send({
      type: 'rtc.signal',
      room,
      to: adviser.connectionId,
      description: { type: 'offer', sdp: 'x'.repeat(70_000) },
    });
    expect(await candidate.socket.closed).toBe(1009);
    adviser.socket.socket.close();
  });
});

describe('voice rooms', () => {
  it(`are for admins only, hold ${VOICE_ROOM_MAX_PARTICIPANTS} people, show live in the lobby and vanish when empty`, async () => {
    const watcher = await person('ADMIN', other());
    watcher.socket.send({ type: 'rtc.watch', room: 'salons' });
    await watcher.socket.waitFor((e) => e.type === 'rtc.lobby', 'lobby');

    const adviser = await person('CEF');
    adviser.socket.send({ type: 'rtc.join', room: 'salon:Équipe' });
    await refusal(adviser, 'rtc.join', RTC_MESSAGES.adminOnly);
    adviser.socket.send({ type: 'rtc.watch', room: 'salons' });
    await refusal(adviser, 'rtc.watch', RTC_MESSAGES.adminOnly);

    const admins: Person[] = [];
    for (let i = 0; i < VOICE_ROOM_MAX_PARTICIPANTS + 1; i++)
      admins.push(await person('ADMIN', i % 2 ? other() : (t.app as App)));
    for (const admin of admins.slice(0, VOICE_ROOM_MAX_PARTICIPANTS)) {
      admin.socket.send({ type: 'rtc.join', room: 'salon:Équipe' });
      await admin.socket.waitFor((e) => e.type === 'rtc.joined', 'joined');
    }
    const lobbyOf = (e: RealtimeEvent) => (e as RtcLobbyEvent).rooms.find((r) => r.name === 'Équipe');
    await watcher.socket.waitFor(
      (e) => e.type === 'rtc.lobby' && lobbyOf(e)?.participants.length === VOICE_ROOM_MAX_PARTICIPANTS,
      'full room in the lobby',
      2000,
    );
    const last = admins[VOICE_ROOM_MAX_PARTICIPANTS]!;
    last.socket.send({ type: 'rtc.join', room: 'salon:Équipe' });
    await refusal(last, 'rtc.join', RTC_MESSAGES.roomFull);

    // A member relays to another; the adviser, not in the room, cannot.
    const [a, b] = admins as [Person, Person];
    a.socket.send({
      type: 'rtc.signal',
      room: 'salon:Équipe',
      to: b.connectionId,
      description: { type: 'offer', sdp: 'v=0' },
    });
    await b.socket.waitFor((e) => e.type === 'rtc.signal' && e.from === a.connectionId, 'voice offer', 2000);
    adviser.socket.send({
      type: 'rtc.signal',
      room: 'salon:Équipe',
      to: b.connectionId,
      description: { type: 'offer', sdp: 'v=0' },
    });
    await refusal(adviser, 'rtc.signal', RTC_MESSAGES.adminOnly);

    admins[0]!.socket.send({ type: 'rtc.leave', room: 'salon:Équipe' });
    for (const admin of admins.slice(1)) admin.socket.socket.close();
    await watcher.socket.waitFor((e) => e.type === 'rtc.lobby' && !lobbyOf(e), 'empty room gone', 2000);
    watcher.socket.socket.close();
    adviser.socket.socket.close();
    admins[0]!.socket.socket.close();
  });
});
