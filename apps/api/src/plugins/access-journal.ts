// The access journal's writer. Readings are declared with their route (`config: { journal }`) and written here when
// the answer succeeds; changes call recordChange inside the transaction that makes them (decision 0019).
import { ACCESS_JOURNAL_COLLAPSE_MINUTES, type AccessKind, isStaff, personName, type Role } from '@tremplin/shared';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { accessJournal, users } from '../db/schema';
import type { Queryable } from '../lib/tokens';
import type { AuthUser } from './authentication';

/** Who acts, and from which address (request.ip: TRUST_PROXY decides whether a proxy's header counts). */
export interface JournalActor {
  id: number;
  ip: string;
}

/** The signed-in caller with their address, for services whose changes are journaled. */
export type Actor = AuthUser & JournalActor;

/** A reading declared with its route: its kind, and whose data it reads (null: nobody's, nothing written). */
export interface JournalReading {
  kind: AccessKind;
  person: (request: FastifyRequest) => number | null | Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads a person's data: staff readings of someone else's are journaled (plugins/access-journal). */
    journal?: JournalReading;
  }
}

/** The signed-in caller of a request as the journal names them. */
export const journalActor = (request: FastifyRequest): Actor => ({ ...request.user, ip: request.ip });

/** The person named by a numeric path parameter. */
export const personFromParam =
  (name: string) =>
  (request: FastifyRequest): number | null => {
    const value = Number((request.params as Record<string, unknown>)[name]);
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  };

interface Entry {
  personId: number | null;
  actor: JournalActor;
  kind: AccessKind;
  at: Date;
  /** Readings: nothing written when the same staff member made the same reading of her data moments ago. */
  collapse?: boolean;
}

/**
 * Writes one entry when a staff member acts on someone else's data; the person herself, and people outside the
 * staff, leave no entry. The name and role are the staff member's at the time.
 */
export async function writeEntry(db: Queryable, entry: Entry): Promise<boolean> {
  if (entry.personId !== null && entry.personId === entry.actor.id) return false;
  const ids = entry.personId === null ? [entry.actor.id] : [entry.actor.id, entry.personId];
  const found = await db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, role: users.role })
    .from(users)
    .where(inArray(users.id, ids));
  const staff = found.find((u) => u.id === entry.actor.id);
  if (!staff || !isStaff(staff.role as Role)) return false;
  // A reading of an id that names nobody (an empty answer) concerns no one.
  if (entry.personId !== null && !found.some((u) => u.id === entry.personId)) return false;
  if (entry.collapse && entry.personId !== null) {
    const since = new Date(entry.at.getTime() - ACCESS_JOURNAL_COLLAPSE_MINUTES * 60_000);
    const [recent] = await db
      .select({ id: accessJournal.id })
      .from(accessJournal)
      .where(
        and(
          eq(accessJournal.personId, entry.personId),
          eq(accessJournal.staffId, staff.id),
          eq(accessJournal.kind, entry.kind),
          gt(accessJournal.at, since),
        ),
      )
      .limit(1);
    if (recent) return false;
  }
  await db.insert(accessJournal).values({
    personId: entry.personId,
    staffId: staff.id,
    staffName: personName(staff),
    staffRole: staff.role,
    kind: entry.kind,
    address: entry.actor.ip,
    at: entry.at,
  });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Journals a change of a person's data; call it with the transaction that makes the change. */
    recordChange(tx: Queryable, actor: JournalActor, kind: AccessKind, personId: number | null): Promise<void>;
  }
}

export const accessJournalPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'recordChange',
      async (tx: Queryable, actor: JournalActor, kind: AccessKind, personId: number | null) => {
        await writeEntry(tx, { personId, actor, kind, at: app.clock.now() });
      },
    );

    app.addHook('onRoute', (route: RouteOptions) => {
      const reading = route.config?.journal;
      if (!reading) return;
      // Before the answer leaves: a reading the journal could not record is not served.
      const write: onSendHookHandler = async (request, reply, payload) => {
        if (reply.statusCode >= 400) return payload;
        const user = request.user ?? (await app.optionalUser(request));
        if (!user || !isStaff(user.role)) return payload;
        const personId = await reading.person(request);
        if (personId === null) return payload;
        await writeEntry(app.db, {
          personId,
          actor: { id: user.id, ip: request.ip },
          kind: reading.kind,
          at: app.clock.now(),
          collapse: true,
        });
        return payload;
      };
      const existing = route.onSend;
      route.onSend = existing ? [...(Array.isArray(existing) ? existing : [existing]), write] : [write];
    });
  },
  { name: 'access-journal', dependencies: ['authentication', 'clock'] },
);
