// Reads of job datings and invitations, shaped as the shared answers.
import type { Invitation, InvitationSearch, JobDating, JobDatingSearch } from '@tremplin/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { invitations, jobDatings, users } from '../../db/schema';
import { containsIgnoringAccents, personNameSql } from '../../lib/sql-text';

const author = alias(users, 'author');
const candidate = alias(users, 'candidate');

const eventColumns = {
  id: jobDatings.id,
  version: jobDatings.version,
  date: jobDatings.date,
  auteurId: jobDatings.auteurId,
  auteur: personNameSql(author),
  lieu: jobDatings.lieu,
  thematique: jobDatings.thematique,
  description: jobDatings.description,
};

export function jobDatingQueries(db: Database) {
  const eventSelection = {
    ...eventColumns,
    invitations: sql<number>`(select count(*)::int from ${invitations} i where i.job_dating_id = ${jobDatings.id})`,
    confirmees: sql<number>`(select count(*)::int from ${invitations} i where i.job_dating_id = ${jobDatings.id} and i.etat_invitation = 'CONFIRMÉE')`,
  };
  const events = () => db.select(eventSelection).from(jobDatings).leftJoin(author, eq(author.id, jobDatings.auteurId));
  type EventRow = Awaited<ReturnType<ReturnType<typeof events>['execute']>>[number];
  const toJobDating = (r: EventRow): JobDating => ({
    ...r,
    date: r.date.toISOString(),
    invitations: Number(r.invitations),
    confirmees: Number(r.confirmees),
  });

  const eventFilter = (search: JobDatingSearch): SQL | undefined =>
    and(
      search.auteurId ? eq(jobDatings.auteurId, search.auteurId) : undefined,
      containsIgnoringAccents(jobDatings.lieu, search.lieu),
      containsIgnoringAccents(jobDatings.thematique, search.thematique),
      // The description is HTML: tags become spaces, then runs of spaces one, before matching.
      containsIgnoringAccents(
        sql`regexp_replace(regexp_replace(${jobDatings.description}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')`,
        search.description,
      ),
    );

  const invitationSelection = {
    id: invitations.id,
    jobDatingId: invitations.jobDatingId,
    candidatId: invitations.candidatId,
    etatInvitation: invitations.etatInvitation,
    present: invitations.present,
    version: invitations.version,
    candidat: personNameSql(candidate),
    candidatEmail: candidate.email,
    createdAt: invitations.createdAt,
    updatedAt: invitations.updatedAt,
    event: eventColumns,
  };
  const invitationRows = () =>
    db
      .select(invitationSelection)
      .from(invitations)
      .innerJoin(jobDatings, eq(jobDatings.id, invitations.jobDatingId))
      .innerJoin(candidate, eq(candidate.id, invitations.candidatId))
      .leftJoin(author, eq(author.id, jobDatings.auteurId));
  type InvitationRow = Awaited<ReturnType<ReturnType<typeof invitationRows>['execute']>>[number];
  const toInvitation = ({ event, ...r }: InvitationRow): Invitation => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    jobDating: { ...event, date: event.date.toISOString() },
  });

  const invitationFilter = (search: InvitationSearch): SQL | undefined =>
    and(
      search.jobDatingId ? eq(invitations.jobDatingId, search.jobDatingId) : undefined,
      search.candidatId ? eq(invitations.candidatId, search.candidatId) : undefined,
      search.etatInvitation ? eq(invitations.etatInvitation, search.etatInvitation) : undefined,
    );

  return {
    async jobDating(id: number) {
      const [row] = await events().where(eq(jobDatings.id, id));
      return row ? toJobDating(row) : undefined;
    },

    /** Newest events first. */
    async jobDatingPage(search: JobDatingSearch, page: number, size: number) {
      const where = eventFilter(search);
      const [rows, [total]] = await Promise.all([
        events()
          .where(where)
          .orderBy(desc(jobDatings.date), desc(jobDatings.id))
          .limit(size)
          .offset(page * size),
        db.select({ nb: count() }).from(jobDatings).where(where),
      ]);
      return { items: rows.map(toJobDating), totalElements: total?.nb ?? 0 };
    },

    async invitation(id: number) {
      const [row] = await invitationRows().where(eq(invitations.id, id));
      return row ? toInvitation(row) : undefined;
    },

    /** Latest events first, then the candidates by name. */
    async invitationPage(search: InvitationSearch, page: number, size: number) {
      const where = invitationFilter(search);
      const [rows, [total]] = await Promise.all([
        invitationRows()
          .where(where)
          .orderBy(desc(jobDatings.date), candidate.nom, candidate.prenom, invitations.id)
          .limit(size)
          .offset(page * size),
        db.select({ nb: count() }).from(invitations).where(where),
      ]);
      return { items: rows.map(toInvitation), totalElements: total?.nb ?? 0 };
    },

    /** Whether the user is invited to the event, whatever the answer. */
    async isInvited(jobDatingId: number, candidatId: number) {
      const [row] = await db
        .select({ id: invitations.id })
        .from(invitations)
        .where(and(eq(invitations.jobDatingId, jobDatingId), eq(invitations.candidatId, candidatId)));
      return !!row;
    },
  };
}
