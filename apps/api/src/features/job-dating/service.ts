// Job-dating rules: staff manage events and invitations; a candidate sees and answers only their own (SPEC §4, §6).
import {
  type InvitationInput,
  type InvitationSearch,
  isCandidate,
  isStaff,
  JOB_DATING_MESSAGES,
  type JobDatingInput,
  type JobDatingSearch,
  type JobDatingUpdate,
} from '@tremplin/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitations, jobDatings, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { sanitizeRichText } from '../../lib/rich-text';
import type { AuthUser } from '../../plugins/authentication';
import { mayAcceptInvitation, maySearchInvitationsOf, maySeeInvitation, maySeeJobDating } from './policies';
import { jobDatingQueries } from './queries';

/** SPEC §5: the date is kept to the second. */
const toSecond = (iso: string) => new Date(Math.floor(Date.parse(iso) / 1000) * 1000);

export function createJobDatingService(app: FastifyInstance) {
  const db = app.db;
  const queries = jobDatingQueries(db);

  async function loadJobDating(id: number) {
    const found = await queries.jobDating(id);
    if (!found) throw notFound(JOB_DATING_MESSAGES.notFound);
    return found;
  }

  async function loadInvitation(id: number) {
    const found = await queries.invitation(id);
    if (!found) throw notFound(JOB_DATING_MESSAGES.invitationNotFound);
    return found;
  }

  /** Staff see every invitation; anyone else only the ones addressed to them. */
  async function visibleInvitation(user: AuthUser, id: number) {
    const found = await loadInvitation(id);
    if (!maySeeInvitation(user, found)) throw forbidden(JOB_DATING_MESSAGES.notYours);
    return found;
  }

  /** Moves an invitation from one of `from` to `to`, guarded by its version against a concurrent answer. */
  async function transition(
    id: number,
    version: number,
    from: readonly string[],
    to: 'CONFIRMÉE' | 'REFUSÉE' | 'ANNULEE',
    wasConfirmed: boolean,
  ) {
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(invitations)
        .set({ etatInvitation: to, version: sql`${invitations.version} + 1` })
        .where(
          and(
            eq(invitations.id, id),
            eq(invitations.version, version),
            inArray(invitations.etatInvitation, from as ('EN_ATTENTE' | 'CONFIRMÉE')[]),
          ),
        )
        .returning({ id: invitations.id });
      // Accepted: a calendar invitation and reminders; a confirmed one closed: a cancellation, no reminder.
      if (changed) await app.agenda.invitation(tx, id, wasConfirmed);
      return changed;
    });
    if (!row) throw conflict();
    app.mailer.kick();
    return loadInvitation(id);
  }

  return {
    searchJobDatings: (search: JobDatingSearch, page: number, size: number) =>
      queries.jobDatingPage(search, page, size),

    /** Candidates read only the events they are invited to. */
    async getJobDating(user: AuthUser, id: number) {
      const found = await loadJobDating(id);
      if (!maySeeJobDating(user, await queries.isInvited(id, user.id))) throw forbidden(JOB_DATING_MESSAGES.notYours);
      return found;
    },

    async createJobDating(user: AuthUser, input: JobDatingInput) {
      const [row] = await db
        .insert(jobDatings)
        .values({
          date: toSecond(input.date),
          auteurId: user.id,
          lieu: input.lieu.trim(),
          thematique: input.thematique.trim(),
          description: sanitizeRichText(input.description ?? ''),
        })
        .returning({ id: jobDatings.id });
      return loadJobDating(row!.id);
    },

    /** The author stays the creator's. */
    async updateJobDating(input: JobDatingUpdate) {
      await loadJobDating(input.id);
      const row = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(jobDatings)
          .set({
            date: toSecond(input.date),
            lieu: input.lieu.trim(),
            thematique: input.thematique.trim(),
            description: sanitizeRichText(input.description ?? ''),
            version: sql`${jobDatings.version} + 1`,
          })
          .where(and(eq(jobDatings.id, input.id), eq(jobDatings.version, input.version)))
          .returning({ id: jobDatings.id });
        // Confirmed candidates' calendars and reminders follow the event.
        if (changed) await app.agenda.jobDating(tx, input.id, 'REQUEST');
        return changed;
      });
      if (!row) throw conflict();
      app.mailer.kick();
      return loadJobDating(input.id);
    },

    /** Its invitations go with it. */
    async deleteJobDating(id: number) {
      const row = await db.transaction(async (tx) => {
        await app.agenda.jobDating(tx, id, 'CANCEL');
        const [deleted] = await tx.delete(jobDatings).where(eq(jobDatings.id, id)).returning({ id: jobDatings.id });
        return deleted;
      });
      if (!row) throw notFound(JOB_DATING_MESSAGES.notFound);
      app.mailer.kick();
    },

    /** A candidate's search is always narrowed to their own invitations. */
    searchInvitations(user: AuthUser, search: InvitationSearch, page: number, size: number) {
      if (!maySearchInvitationsOf(user, search.candidatId)) throw forbidden(JOB_DATING_MESSAGES.notYours);
      if (!isStaff(user.role)) return queries.invitationPage({ ...search, candidatId: user.id }, page, size);
      return queries.invitationPage(search, page, size);
    },

    getInvitation: visibleInvitation,

    /** A refused or cancelled invitation sent again starts over as EN_ATTENTE; a live one is a duplicate. */
    async sendInvitation(input: InvitationInput) {
      await loadJobDating(input.jobDatingId);
      const [invited] = await db.select({ role: users.role }).from(users).where(eq(users.id, input.candidatId));
      if (!invited) throw notFound(JOB_DATING_MESSAGES.invitationNotFound);
      if (!isCandidate(invited.role)) throw badRequest(JOB_DATING_MESSAGES.notCandidate);
      const [row] = await db
        .insert(invitations)
        .values({ jobDatingId: input.jobDatingId, candidatId: input.candidatId })
        .onConflictDoUpdate({
          target: [invitations.jobDatingId, invitations.candidatId],
          set: { etatInvitation: 'EN_ATTENTE', version: sql`${invitations.version} + 1`, updatedAt: new Date() },
          setWhere: inArray(invitations.etatInvitation, ['REFUSÉE', 'ANNULEE']),
        })
        .returning({ id: invitations.id });
      if (!row) throw conflict(JOB_DATING_MESSAGES.alreadyInvited);
      return loadInvitation(row.id);
    },

    /** Only the invited candidate accepts, and only a pending invitation. */
    async acceptInvitation(user: AuthUser, id: number) {
      const found = await visibleInvitation(user, id);
      if (!mayAcceptInvitation(user, found)) throw forbidden(JOB_DATING_MESSAGES.onlyInvitedAnswers);
      if (found.etatInvitation !== 'EN_ATTENTE') throw conflict(JOB_DATING_MESSAGES.notPending);
      return transition(id, found.version, ['EN_ATTENTE'], 'CONFIRMÉE', false);
    },

    /**
     * Staff mark at the event whether the candidate came, whatever her answer (someone may come without confirming).
     * The answer's version is left alone: attendance never races a candidate's reply.
     */
    async markAttendance(id: number, present: boolean) {
      const [row] = await db
        .update(invitations)
        .set({ present, updatedAt: new Date() })
        .where(eq(invitations.id, id))
        .returning({ id: invitations.id });
      if (!row) throw notFound(JOB_DATING_MESSAGES.invitationNotFound);
      return loadInvitation(id);
    },

    /** The one call behind refuse and cancel (SPEC §4): the invited candidate refuses, staff cancel. */
    async cancelInvitation(user: AuthUser, id: number) {
      const found = await visibleInvitation(user, id);
      if (found.etatInvitation === 'REFUSÉE' || found.etatInvitation === 'ANNULEE')
        throw conflict(JOB_DATING_MESSAGES.alreadyClosed);
      const to = found.candidatId === user.id ? 'REFUSÉE' : 'ANNULEE';
      return transition(id, found.version, ['EN_ATTENTE', 'CONFIRMÉE'], to, found.etatInvitation === 'CONFIRMÉE');
    },
  };
}
