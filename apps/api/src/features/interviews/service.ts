// Interviews: scheduled by a candidate or staff, listed upcoming or past for each party, exported as calendar events.
import {
  type AgendaEntry,
  type AgendaPeriod,
  CANDIDATES,
  INTERVIEW_MESSAGES,
  type Interview as InterviewAnswer,
  type InterviewInput,
  type InterviewPeriod,
  type InterviewUpdate,
  isStaff,
  STAFF,
  type StaffOption,
} from '@tremplin/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { createEvent, type EventAttributes } from 'ics';
import { applications, interviews, reminders, rtcPresence, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { parisOffset, parisParts } from '../../lib/paris-time';
import { personNameSql } from '../../lib/sql-text';
import type { AuthUser } from '../../plugins/authentication';
import { assertMayActOnInterview, mayScheduleFor } from './policies';

const candidate = alias(users, 'candidate');
const staff = alias(users, 'staff');
const referent = alias(users, 'referent');

/** Today in Paris, as the instants it starts and ends. */
function parisDay(now: Date) {
  const p = parisParts(now);
  const offset = parisOffset(now);
  return {
    start: new Date(Date.UTC(p.year, p.month - 1, p.day) - offset),
    end: new Date(Date.UTC(p.year, p.month - 1, p.day + 1) - offset),
  };
}

const blankToNull = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v);

export function createInterviewsService(app: FastifyInstance) {
  const db = app.db;

  const selection = {
    id: interviews.id,
    utilisateurId: interviews.utilisateurId,
    adminId: interviews.adminId,
    candidatureId: interviews.candidatureId,
    date: interviews.date,
    duree: interviews.duree,
    lieu: interviews.lieu,
    lien: interviews.lien,
    commentaire: interviews.commentaire,
    version: interviews.version,
    candidat: personNameSql(candidate),
    responsable: personNameSql(staff),
    candidature: sql<string | null>`${applications.poste} || ' — ' || ${applications.entreprise}`,
  };
  const base = () =>
    db
      .select(selection)
      .from(interviews)
      .innerJoin(candidate, eq(candidate.id, interviews.utilisateurId))
      .leftJoin(staff, eq(staff.id, interviews.adminId))
      .leftJoin(applications, eq(applications.id, interviews.candidatureId));
  type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];
  const toAnswer = (r: Row): InterviewAnswer => ({ ...r, date: r.date.toISOString() });

  async function load(id: number) {
    const [row] = await base().where(eq(interviews.id, id));
    if (!row) throw notFound(INTERVIEW_MESSAGES.notFound);
    return row;
  }

  /** The staff member must be staff, and an application must be the candidate's own. */
  async function checkLinks(utilisateurId: number, adminId: number | null, candidatureId: number | null) {
    if (adminId !== null) {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, adminId));
      if (!row || !STAFF.includes(row.role)) throw badRequest(INTERVIEW_MESSAGES.notStaff);
    }
    if (candidatureId !== null) {
      const [row] = await db
        .select({ utilisateurId: applications.utilisateurId })
        .from(applications)
        .where(eq(applications.id, candidatureId));
      if (!row || row.utilisateurId !== utilisateurId) throw badRequest(INTERVIEW_MESSAGES.applicationMismatch);
    }
  }

  return {
    async create(user: AuthUser, input: InterviewInput) {
      if (!mayScheduleFor(user, input.utilisateurId)) throw forbidden();
      const [who] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.utilisateurId));
      if (!who) throw notFound('Utilisateur introuvable.');
      if (!CANDIDATES.includes(who.role)) throw badRequest(INTERVIEW_MESSAGES.notCandidate);
      const adminId = input.adminId ?? (isStaff(user.role) ? user.id : null);
      const candidatureId = input.candidatureId ?? null;
      await checkLinks(input.utilisateurId, adminId, candidatureId);
      // The invitations and reminders are written with the interview: all of them or none.
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(interviews)
          .values({
            utilisateurId: input.utilisateurId,
            adminId,
            candidatureId,
            // SPEC §5: no date means now.
            date: input.date ? new Date(input.date) : new Date(),
            duree: input.duree ?? 30,
            lieu: blankToNull(input.lieu),
            lien: blankToNull(input.lien),
            commentaire: blankToNull(input.commentaire),
          })
          .returning({ id: interviews.id });
        await app.agenda.interview(tx, created!.id, 'REQUEST');
        return created;
      });
      app.mailer.kick();
      return toAnswer(await load(row!.id));
    },

    async get(user: AuthUser, id: number) {
      const row = await load(id);
      assertMayActOnInterview(user, row);
      return toAnswer(row);
    },

    /** Interviews where `uid` is the candidate or the staff member in charge; upcoming soonest first, past latest first. */
    async page(uid: number, periode: InterviewPeriod, page: number, size: number) {
      const now = new Date();
      const mine = or(eq(interviews.utilisateurId, uid), eq(interviews.adminId, uid));
      const where = and(mine, periode === 'a-venir' ? gte(interviews.date, now) : lt(interviews.date, now));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(periode === 'a-venir' ? asc(interviews.date) : desc(interviews.date), asc(interviews.id))
          .limit(size)
          .offset(page * size),
        db.select({ nb: count() }).from(interviews).where(where),
      ]);
      return { items: rows.map(toAnswer), totalElements: total?.nb ?? 0 };
    },

    /**
     * The staff agenda: every interview of a tab, or those of one adviser (in charge of it, or the candidate's
     * referent), with whether the candidate is in the waiting room now.
     */
    async agenda(periode: AgendaPeriod, page: number, size: number, conseiller?: number) {
      const day = parisDay(app.clock.now());
      const when =
        periode === 'aujourdhui'
          ? and(gte(interviews.date, day.start), lt(interviews.date, day.end))
          : periode === 'a-venir'
            ? gte(interviews.date, day.end)
            : lt(interviews.date, day.start);
      const adviser =
        conseiller === undefined
          ? undefined
          : or(eq(interviews.adminId, conseiller), eq(candidate.referentCEFId, conseiller));
      const where = and(when, adviser);
      const waiting = sql<boolean>`exists (select 1 from ${rtcPresence} where ${rtcPresence.room} = 'entretien:' || ${interviews.id} and ${rtcPresence.state} = 'waiting' and ${rtcPresence.seenAt} > now() - interval '60 seconds')`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...selection,
            referentId: candidate.referentCEFId,
            referent: sql<
              string | null
            >`case when ${referent.id} is null then null else ${personNameSql(referent)} end`,
            enAttente: waiting,
          })
          .from(interviews)
          .innerJoin(candidate, eq(candidate.id, interviews.utilisateurId))
          .leftJoin(staff, eq(staff.id, interviews.adminId))
          .leftJoin(applications, eq(applications.id, interviews.candidatureId))
          .leftJoin(referent, eq(referent.id, candidate.referentCEFId))
          .where(where)
          .orderBy(periode === 'passes' ? desc(interviews.date) : asc(interviews.date), asc(interviews.id))
          .limit(size)
          .offset(page * size),
        db
          .select({ nb: count() })
          .from(interviews)
          .innerJoin(candidate, eq(candidate.id, interviews.utilisateurId))
          .where(where),
      ]);
      const items: AgendaEntry[] = rows.map((r) => ({
        ...r,
        date: r.date.toISOString(),
        enAttente: Boolean(r.enAttente),
      }));
      return { items, totalElements: total?.nb ?? 0 };
    },

    async update(user: AuthUser, input: InterviewUpdate) {
      const current = await load(input.id);
      assertMayActOnInterview(user, current);
      const adminId = input.adminId === undefined ? current.adminId : input.adminId;
      const candidatureId = input.candidatureId === undefined ? current.candidatureId : input.candidatureId;
      await checkLinks(current.utilisateurId, adminId, candidatureId);
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(interviews)
          .set({
            adminId,
            candidatureId,
            date: input.date ? new Date(input.date) : current.date,
            duree: input.duree ?? current.duree,
            lieu: blankToNull(input.lieu),
            lien: blankToNull(input.lien),
            commentaire: blankToNull(input.commentaire),
            version: sql`${interviews.version} + 1`,
          })
          .where(and(eq(interviews.id, input.id), eq(interviews.version, input.version)))
          .returning({ id: interviews.id });
        // A new adviser no longer holds the former one's reminders; the calendars of both parties get the change.
        if (changed && current.adminId !== null && current.adminId !== adminId)
          await tx
            .delete(reminders)
            .where(
              and(
                eq(reminders.eventType, 'ENTRETIEN'),
                eq(reminders.eventId, input.id),
                eq(reminders.userId, current.adminId),
              ),
            );
        if (changed) await app.agenda.interview(tx, input.id, 'REQUEST');
        return changed;
      });
      app.mailer.kick();
      if (!updated) throw conflict();
      return toAnswer(await load(input.id));
    },

    async remove(user: AuthUser, id: number) {
      const row = await load(id);
      assertMayActOnInterview(user, row);
      await db.transaction(async (tx) => {
        await app.agenda.interview(tx, id, 'CANCEL');
        await tx.delete(interviews).where(eq(interviews.id, id));
      });
      app.mailer.kick();
    },

    /** An iCalendar file with one event (RFC 5545), times in UTC. */
    async ics(user: AuthUser, id: number): Promise<{ filename: string; content: string }> {
      const row = await this.get(user, id);
      const start = new Date(row.date);
      const description = [
        row.candidature ? `Candidature : ${row.candidature}` : null,
        `Candidat : ${row.candidat}`,
        row.responsable ? `Responsable : ${row.responsable}` : null,
        row.lien ? `Lien : ${row.lien}` : null,
        row.commentaire,
      ]
        .filter(Boolean)
        .join('\n');
      const event: EventAttributes = {
        uid: `entretien-${row.id}@${app.config.productName.toLowerCase()}`,
        start: start.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: row.duree },
        title: row.candidature ? `Entretien : ${row.candidature}` : 'Entretien',
        description,
        location: row.lieu ?? undefined,
        url: row.lien && /^https?:\/\//.test(row.lien) ? row.lien : undefined,
        productId: app.config.productName,
        sequence: row.version,
      };
      const { error, value } = createEvent(event);
      if (error || !value) throw error ?? new Error('ics generation failed');
      return { filename: `entretien-${row.id}.ics`, content: value };
    },

    async staffOptions(): Promise<StaffOption[]> {
      return db
        .select({ id: users.id, nom: users.nom, prenom: users.prenom, role: users.role })
        .from(users)
        .where(and(inArray(users.role, [...STAFF]), eq(users.active, true)))
        .orderBy(asc(users.nom), asc(users.prenom));
    },
  };
}
