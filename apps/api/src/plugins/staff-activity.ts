// Staff working on someone's file (an application, a note, an interview) is activity for her: her retention period
// restarts and a pending warning is forgotten. Routes declare whose file they work on (`config: { staffActivity }`)
// and one onSend hook records it when a staff member's call succeeds, so no service has to remember to.
import { isStaff } from '@tremplin/shared';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../db/schema';
import type { Queryable } from '../lib/tokens';

type People = number | readonly number[] | null;
/**
 * Whose file a call works on, read from the validated request: one person, several, or nobody (null); looked up in
 * the database when the request names her through a record (a note through its application).
 */
export type StaffActivityPeople = (request: FastifyRequest) => People | Promise<People>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A staff member's successful call works on these people's files: their retention restarts (plugins/staff-activity). */
    staffActivity?: StaffActivityPeople;
  }
}

/** The people a body field names, by one id or a list of ids (the body is validated by then). */
export const peopleInBody =
  (field: string): StaffActivityPeople =>
  (request) => {
    const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
    return (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isSafeInteger(id));
  };

/** Restarts the retention period of these accounts at `at`. */
export async function recordStaffActivity(db: Queryable, userIds: readonly number[], at: Date) {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ lastActivityAt: at, retentionWarnedAt: null })
    .where(inArray(users.id, [...userIds]));
}

export const staffActivityPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const people = route.config?.staffActivity;
      if (!people) return;
      // Before the answer leaves, so that whoever reads the account next sees the new date.
      const record: onSendHookHandler = async (request, reply, payload) => {
        if (reply.statusCode >= 400 || !isStaff(request.user?.role)) return payload;
        const found = await people(request);
        const ids = found === null ? [] : typeof found === 'number' ? [found] : found;
        await recordStaffActivity(app.db, ids, app.clock.now());
        return payload;
      };
      const existing = route.onSend;
      route.onSend = existing ? [...(Array.isArray(existing) ? existing : [existing]), record] : [record];
    });
  },
  { name: 'staff-activity', dependencies: ['clock'] },
);
