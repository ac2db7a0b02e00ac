// Presence in the interview and voice rooms, kept in PostgreSQL so that every API process sees the same rooms. Each
// process refreshes its own rows; rows not refreshed for STALE_SECONDS (a process that died) no longer count.
import type { RtcParticipant } from '@tremplin/shared';
import { and, asc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { interviews, rtcAdmissions, rtcPresence } from '../../db/schema';

export const HEARTBEAT_MS = 20_000;
const STALE_SECONDS = 60;

type State = RtcParticipant['state'];
const fresh = () => gt(rtcPresence.seenAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`);

export function createPresence(app: FastifyInstance) {
  const db = app.db;
  const processId = app.realtime.processId;

  const participants = {
    connectionId: rtcPresence.connectionId,
    userId: rtcPresence.userId,
    name: rtcPresence.name,
    state: sql<State>`${rtcPresence.state}`,
  };

  /** The database's clock in milliseconds: the same for every API process, unlike theirs. */
  async function clock() {
    const [row] = await db
      .select({ at: sql<number>`(extract(epoch from clock_timestamp()) * 1000)::float8` })
      .from(sql`(select 1) as clock`);
    return Number(row?.at ?? Date.now());
  }

  return {
    clock,

    /** Adds or updates this socket's row in a room. */
    async enter(row: { connectionId: string; room: string; userId: number; name: string; state: State }) {
      await db
        .insert(rtcPresence)
        .values({ ...row, processId })
        .onConflictDoUpdate({
          target: [rtcPresence.connectionId, rtcPresence.room],
          set: { state: row.state, seenAt: sql`now()` },
        });
    },

    /**
     * Enters a room that holds at most `max` people in call, atomically across processes (a lock per room for the
     * transaction's length); false when full.
     */
    async enterCapped(row: { connectionId: string; room: string; userId: number; name: string }, max: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${row.room}))`);
        const others = await tx
          .select({ connectionId: rtcPresence.connectionId })
          .from(rtcPresence)
          .where(and(eq(rtcPresence.room, row.room), eq(rtcPresence.state, 'call'), fresh()));
        if (others.filter((o) => o.connectionId !== row.connectionId).length >= max) return false;
        await tx
          .insert(rtcPresence)
          .values({ ...row, state: 'call', processId })
          .onConflictDoUpdate({
            target: [rtcPresence.connectionId, rtcPresence.room],
            set: { state: 'call', seenAt: sql`now()` },
          });
        return true;
      });
    },

    /** Removes this socket's row of a room (only in that state, when given). */
    async leave(connectionId: string, room: string, state?: State) {
      const gone = await db
        .delete(rtcPresence)
        .where(
          and(
            eq(rtcPresence.connectionId, connectionId),
            eq(rtcPresence.room, room),
            state ? eq(rtcPresence.state, state) : undefined,
          ),
        )
        .returning({ room: rtcPresence.room });
      return gone.length > 0;
    },

    /** Removes a closed socket everywhere; answers the rooms it was in. */
    async leaveAll(connectionId: string) {
      const gone = await db
        .delete(rtcPresence)
        .where(eq(rtcPresence.connectionId, connectionId))
        .returning({ room: rtcPresence.room });
      return gone.map((g) => g.room);
    },

    /** Moves a user's sockets of a room to another state (a candidate asked to wait again). */
    async setUserState(room: string, userId: number, state: State) {
      await db
        .update(rtcPresence)
        .set({ state })
        .where(and(eq(rtcPresence.room, room), eq(rtcPresence.userId, userId)));
    },

    /**
     * Who is in a room, and when it was read by the database's clock: snapshots published by two processes may arrive
     * out of order, and clients keep the latest.
     */
    async list(room: string): Promise<{ participants: RtcParticipant[]; at: number }> {
      const at = await clock();
      const rows = await db
        .select(participants)
        .from(rtcPresence)
        .where(and(eq(rtcPresence.room, room), fresh()))
        .orderBy(asc(rtcPresence.joinedAt), asc(rtcPresence.connectionId));
      return { participants: rows, at };
    },

    /** Whether every one of these sockets is in call in the room. */
    async inCall(room: string, connectionIds: string[]) {
      const rows = await db
        .select({ connectionId: rtcPresence.connectionId })
        .from(rtcPresence)
        .where(
          and(
            eq(rtcPresence.room, room),
            eq(rtcPresence.state, 'call'),
            inArray(rtcPresence.connectionId, connectionIds),
            fresh(),
          ),
        );
      return new Set(rows.map((r) => r.connectionId)).size === new Set(connectionIds).size;
    },

    /** Candidates waiting, by interview, among the interviews in charge of `adminId` (every interview when null). */
    async waitingFor(adminId: number | null) {
      const rows = await db
        .select({ interviewId: interviews.id, name: rtcPresence.name })
        .from(rtcPresence)
        .innerJoin(interviews, sql`${rtcPresence.room} = 'entretien:' || ${interviews.id}`)
        .where(
          and(
            eq(rtcPresence.state, 'waiting'),
            fresh(),
            adminId === null ? undefined : eq(interviews.adminId, adminId),
          ),
        )
        .orderBy(asc(rtcPresence.joinedAt));
      const rooms = new Map<number, string[]>();
      for (const r of rows) rooms.set(r.interviewId, [...(rooms.get(r.interviewId) ?? []), r.name]);
      return [...rooms].map(([interviewId, names]) => ({ interviewId, names }));
    },

    /** Voice rooms with someone in them, by name. */
    async voiceRooms() {
      const rows = await db
        .select({ room: rtcPresence.room, ...participants })
        .from(rtcPresence)
        .where(and(like(rtcPresence.room, 'salon:%'), fresh()))
        .orderBy(asc(rtcPresence.room), asc(rtcPresence.joinedAt));
      const rooms = new Map<string, Array<{ connectionId: string; userId: number; name: string }>>();
      for (const { room, connectionId, userId, name } of rows) {
        const name_ = room.slice('salon:'.length);
        rooms.set(name_, [...(rooms.get(name_) ?? []), { connectionId, userId, name }]);
      }
      return [...rooms].map(([name, list]) => ({ name, participants: list }));
    },

    /** Keeps this process's rows counted, and clears the rows of processes gone for an hour. */
    async heartbeat() {
      await db.update(rtcPresence).set({ seenAt: sql`now()` }).where(eq(rtcPresence.processId, processId));
      await db.delete(rtcPresence).where(sql`${rtcPresence.seenAt} < now() - interval '1 hour'`);
    },

    /** Rows of this process at its stop. */
    async forgetProcess() {
      await db.delete(rtcPresence).where(eq(rtcPresence.processId, processId));
    },

    async admitted(interviewId: number) {
      const [row] = await db
        .select({ id: rtcAdmissions.interviewId })
        .from(rtcAdmissions)
        .where(eq(rtcAdmissions.interviewId, interviewId));
      return Boolean(row);
    },

    async setAdmitted(interviewId: number, admitted: boolean, by: number) {
      if (admitted) {
        await db
          .insert(rtcAdmissions)
          .values({ interviewId, admittedBy: by })
          .onConflictDoUpdate({ target: rtcAdmissions.interviewId, set: { admittedBy: by, admittedAt: sql`now()` } });
      } else {
        await db.delete(rtcAdmissions).where(eq(rtcAdmissions.interviewId, interviewId));
      }
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
