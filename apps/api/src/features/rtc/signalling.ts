// WebRTC signalling on the realtime hub: interview waiting rooms and calls, and the admins' voice rooms. Every message
// is checked here against the room's rules (the interview's two parties and its time window; ADMIN and six people at
// most for a voice room) before anything is relayed; presence lives in PostgreSQL (presence.ts) and every change is
// published on the room's topic, which crosses API processes through NOTIFY.
import {
  interviewRoom,
  interviewWindow,
  isStaff,
  RTC_MESSAGES,
  type RtcLobbyEvent,
  type RtcPresenceEvent,
  type RtcRoom,
  type RtcWaitingEvent,
  rtcAdmitSchema,
  rtcHostingSchema,
  rtcJoinSchema,
  rtcLeaveSchema,
  rtcMediaSchema,
  rtcSignalSchema,
  rtcUnwatchSchema,
  rtcWaitSchema,
  rtcWatchSchema,
  VOICE_LOBBY,
  VOICE_ROOM_MAX_PARTICIPANTS,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interviews, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/authentication';
import { connectionTopic, type RealtimeConnection } from '../../plugins/realtime';
import { createPresence, HEARTBEAT_MS } from './presence';

const topic = (room: string) => `rtc:${room}`;
/** The waiting candidates of a staff member's interviews; `null`: every interview's, for admins. */
const hostTopic = (adminId: number | null) => (adminId === null ? 'rtc:hosts:admins' : `rtc:hosts:${adminId}`);

type Interview = { id: number; utilisateurId: number; adminId: number | null; date: Date; duree: number };
type Parsed = { kind: 'interview'; id: number } | { kind: 'voice'; name: string };

const parseRoom = (room: RtcRoom): Parsed =>
  room.startsWith('entretien:')
    ? { kind: 'interview', id: Number(room.slice('entretien:'.length)) }
    : { kind: 'voice', name: room.slice('salon:'.length) };

/** A refusal: answered to the socket as the hub answers its own errors. */
class Refusal extends Error {}

export function registerSignalling(app: FastifyInstance) {
  const hub = app.realtime;
  const presence = createPresence(app);

  const heartbeat = setInterval(() => {
    presence.heartbeat().catch((err) => app.log.warn({ err }, 'présence des appels non rafraîchie'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await presence.forgetProcess().catch(() => {});
  });

  async function loadInterview(id: number): Promise<Interview> {
    const [row] = await app.db
      .select({
        id: interviews.id,
        utilisateurId: interviews.utilisateurId,
        adminId: interviews.adminId,
        date: interviews.date,
        duree: interviews.duree,
      })
      .from(interviews)
      .where(eq(interviews.id, id));
    if (!row) throw new Refusal(RTC_MESSAGES.notFound);
    return row;
  }
  const isCandidate = (user: AuthUser, iv: Interview) => user.id === iv.utilisateurId;
  /** The staff member in charge, or any admin. */
  const isHost = (user: AuthUser, iv: Interview) => user.id === iv.adminId || user.role === 'ADMIN';

  /** The interview, if the user is one of its parties; inside its window unless `anyTime`. */
  async function partyOf(user: AuthUser, id: number, anyTime = false) {
    const iv = await loadInterview(id);
    if (!isCandidate(user, iv) && !isHost(user, iv)) throw new Refusal(RTC_MESSAGES.notParty);
    if (!anyTime) {
      const window = interviewWindow(iv);
      if (window.state === 'early') throw new Refusal(RTC_MESSAGES.tooEarly);
      if (window.state === 'over') throw new Refusal(RTC_MESSAGES.over);
    }
    return iv;
  }
  const adminOnly = (user: AuthUser) => {
    if (user.role !== 'ADMIN') throw new Refusal(RTC_MESSAGES.adminOnly);
  };

  async function displayName(userId: number) {
    const [row] = await app.db.select({ nom: users.nom, prenom: users.prenom }).from(users).where(eq(users.id, userId));
    return row ? `${row.prenom} ${row.nom}`.trim() : 'Participant';
  }

  async function publishPresence(room: RtcRoom) {
    const parsed = parseRoom(room);
    const event: RtcPresenceEvent = { type: 'rtc.presence', room, ...(await presence.list(room)), admitted: false };
    if (parsed.kind === 'interview') {
      const [iv] = await app.db
        .select({ utilisateurId: interviews.utilisateurId, adminId: interviews.adminId })
        .from(interviews)
        .where(eq(interviews.id, parsed.id));
      event.admitted = await presence.admitted(parsed.id);
      event.candidateId = iv?.utilisateurId;
      event.hostId = iv?.adminId ?? null;
      const names = event.participants.filter((p) => p.state === 'waiting').map((p) => p.name);
      const waiting: RtcWaitingEvent = { type: 'rtc.waiting', full: false, rooms: [{ interviewId: parsed.id, names }] };
      await hub.publish(hostTopic(iv?.adminId ?? null), waiting);
      if (iv?.adminId) await hub.publish(hostTopic(null), waiting);
    }
    await hub.publish(topic(room), event);
    if (parsed.kind === 'voice') await publishLobby();
  }
  async function publishLobby() {
    const event: RtcLobbyEvent = { type: 'rtc.lobby', rooms: await presence.voiceRooms() };
    await hub.publish(topic(VOICE_LOBBY), event);
  }

  /** Checks that the user may be in this room at all (watching or joining). */
  async function mayEnter(user: AuthUser, room: RtcRoom, anyTime: boolean) {
    const parsed = parseRoom(room);
    if (parsed.kind === 'voice') return adminOnly(user);
    await partyOf(user, parsed.id, anyTime);
  }

  /** Registers a handler whose refusals are answered in French to the sender. */
  const on = <T extends { type: string }>(
    schema: Parameters<typeof hub.on>[1],
    type: T['type'],
    handler: (connection: RealtimeConnection, message: T) => Promise<void>,
  ) =>
    hub.on(type, schema, async (connection, message) => {
      try {
        await handler(connection, message as T);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        connection.send({ type: 'error', for: type, message: err.message });
      }
    });

  on(rtcWatchSchema, 'rtc.watch', async (connection, m: { type: 'rtc.watch'; room: RtcRoom | typeof VOICE_LOBBY }) => {
    if (m.room === VOICE_LOBBY) {
      adminOnly(connection.user);
      hub.subscribe(connection, topic(VOICE_LOBBY));
      connection.send({ type: 'rtc.lobby', rooms: await presence.voiceRooms() } satisfies RtcLobbyEvent);
      return;
    }
    await mayEnter(connection.user, m.room, true);
    hub.subscribe(connection, topic(m.room));
    const parsedRoom = parseRoom(m.room);
    if (parsedRoom.kind === 'interview') {
      const iv = await loadInterview(parsedRoom.id);
      // Staff on the interview's page count as connected for the candidate waiting.
      if (isHost(connection.user, iv) && !isCandidate(connection.user, iv)) {
        await presence.enter({
          connectionId: connection.id,
          room: m.room,
          userId: connection.user.id,
          name: await displayName(connection.user.id),
          state: 'watching',
        });
        await publishPresence(m.room);
        return;
      }
    }
    // Only to this socket: the others already know.
    const parsed = parseRoom(m.room);
    const event: RtcPresenceEvent = {
      type: 'rtc.presence',
      room: m.room,
      ...(await presence.list(m.room)),
      admitted: parsed.kind === 'interview' ? await presence.admitted(parsed.id) : false,
    };
    if (parsed.kind === 'interview') {
      const iv = await loadInterview(parsed.id);
      event.candidateId = iv.utilisateurId;
      event.hostId = iv.adminId;
    }
    connection.send(event);
  });

  on(rtcUnwatchSchema, 'rtc.unwatch', async (connection, m: { type: 'rtc.unwatch'; room: string }) => {
    hub.unsubscribe(connection, topic(m.room));
    if (m.room !== VOICE_LOBBY && (await presence.leave(connection.id, m.room, 'watching'))) {
      await publishPresence(m.room as RtcRoom);
    }
  });

  on(rtcWaitSchema, 'rtc.wait', async (connection, m: { type: 'rtc.wait'; interviewId: number }) => {
    const iv = await partyOf(connection.user, m.interviewId);
    if (!isCandidate(connection.user, iv)) throw new Refusal(RTC_MESSAGES.notCandidate);
    const room = interviewRoom(iv.id);
    hub.subscribe(connection, topic(room));
    await presence.enter({
      connectionId: connection.id,
      room,
      userId: connection.user.id,
      name: await displayName(connection.user.id),
      state: 'waiting',
    });
    await publishPresence(room);
  });

  on(rtcAdmitSchema, 'rtc.admit', async (connection, m: { type: 'rtc.admit'; interviewId: number; admit: boolean }) => {
    const iv = await partyOf(connection.user, m.interviewId);
    if (!isHost(connection.user, iv)) throw new Refusal(RTC_MESSAGES.notHost);
    const room = interviewRoom(iv.id);
    await presence.setAdmitted(iv.id, m.admit, connection.user.id);
    // Asked to wait again: the candidate's sockets leave the call for the waiting room.
    if (!m.admit) await presence.setUserState(room, iv.utilisateurId, 'waiting');
    await publishPresence(room);
  });

  on(rtcJoinSchema, 'rtc.join', async (connection, m: { type: 'rtc.join'; room: RtcRoom }) => {
    const parsed = parseRoom(m.room);
    const name = await displayName(connection.user.id);
    const row = { connectionId: connection.id, room: m.room, userId: connection.user.id, name };
    if (parsed.kind === 'interview') {
      const iv = await partyOf(connection.user, parsed.id);
      if (!isHost(connection.user, iv) && !(await presence.admitted(iv.id))) {
        throw new Refusal(RTC_MESSAGES.notAdmitted);
      }
      await presence.enter({ ...row, state: 'call' });
    } else {
      adminOnly(connection.user);
      if (!(await presence.enterCapped(row, VOICE_ROOM_MAX_PARTICIPANTS))) throw new Refusal(RTC_MESSAGES.roomFull);
    }
    hub.subscribe(connection, topic(m.room));
    connection.send({ type: 'rtc.joined', room: m.room, connectionId: connection.id, at: await presence.clock() });
    await publishPresence(m.room);
  });

  on(rtcLeaveSchema, 'rtc.leave', async (connection, m: { type: 'rtc.leave'; room: RtcRoom }) => {
    hub.unsubscribe(connection, topic(m.room));
    if (await presence.leave(connection.id, m.room)) await publishPresence(m.room);
  });

  /** Relays only between two sockets in call in the same room, the sender still allowed there now. */
  async function checkRelay(connection: RealtimeConnection, room: RtcRoom, to?: string) {
    await mayEnter(connection.user, room, false);
    if (!(await presence.inCall(room, [connection.id]))) throw new Refusal(RTC_MESSAGES.notInRoom);
    if (to !== undefined && !(await presence.inCall(room, [to]))) throw new Refusal(RTC_MESSAGES.peerGone);
  }

  on(rtcSignalSchema, 'rtc.signal', async (connection, m: import('zod').infer<typeof rtcSignalSchema>) => {
    await checkRelay(connection, m.room, m.to);
    await hub.publish(connectionTopic(m.to), {
      type: 'rtc.signal',
      room: m.room,
      from: connection.id,
      ...(m.description ? { description: m.description } : { candidate: m.candidate }),
    });
  });

  on(rtcMediaSchema, 'rtc.media', async (connection, m: import('zod').infer<typeof rtcMediaSchema>) => {
    await checkRelay(connection, m.room);
    await hub.publish(topic(m.room), { ...m, from: connection.id });
  });

  on(rtcHostingSchema, 'rtc.hosting', async (connection) => {
    const user = connection.user;
    if (!isStaff(user.role)) throw new Refusal(RTC_MESSAGES.notHost);
    const all = user.role === 'ADMIN';
    hub.subscribe(connection, hostTopic(user.id));
    if (all) hub.subscribe(connection, hostTopic(null));
    const rooms = await presence.waitingFor(all ? null : user.id);
    connection.send({ type: 'rtc.waiting', full: true, rooms } satisfies RtcWaitingEvent);
  });

  hub.onDisconnect(async (connection) => {
    const rooms = await presence.leaveAll(connection.id);
    for (const room of rooms) await publishPresence(room as RtcRoom);
  });
}
