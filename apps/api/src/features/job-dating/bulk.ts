// Bulk invitations: the candidates a filter or a list of ticks selects, previewed page by page, invited in one
// transaction (all or nothing), those already invited skipped.
import {
  BULK_INVITATION_MAX,
  BULK_INVITATION_MESSAGES,
  type BulkInvitationInput,
  type BulkInvitationPreview,
  type BulkInvitationResult,
  bulkInvitationSummary,
  CANDIDATES,
  isCandidate,
  JOB_DATING_MESSAGES,
  personName,
  type Role,
} from '@tremplin/shared';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { invitations, jobDatings, tags, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';
import { containsIgnoringAccents } from '../../lib/sql-text';

type Queryable = Pick<Database, 'select' | 'insert'>;
/** Qualified by hand: a one-table select writes its columns unqualified, which a subquery would read as its own. */
const USER_ID = sql.raw('"users"."id"');

/** Who the input selects: the ticked ids, or the active candidates the filter keeps. */
function selection(input: BulkInvitationInput): SQL {
  if (input.candidatIds?.length) return inArray(users.id, input.candidatIds);
  const f = input.filtre ?? {};
  return and(
    inArray(users.role, CANDIDATES as Role[]),
    eq(users.active, true),
    f.role ? eq(users.role, f.role) : undefined,
    f.referentId ? eq(users.referentCEFId, f.referentId) : undefined,
    containsIgnoringAccents(users.ville, f.ville),
    f.competenceId
      ? sql`exists (select 1 from ${tags} t where t.utilisateur_id = ${USER_ID} and t.competence_id = ${f.competenceId})`
      : undefined,
  )!;
}

const invited = (jobDatingId: number) =>
  sql<boolean>`exists (select 1 from ${invitations} i where i.job_dating_id = ${jobDatingId} and i.candidat_id = ${USER_ID})`;

export function createBulkInvitations(app: FastifyInstance) {
  const db = app.db;

  async function checkEvent(q: Queryable, id: number) {
    const [event] = await q.select({ id: jobDatings.id }).from(jobDatings).where(eq(jobDatings.id, id));
    if (!event) throw notFound(JOB_DATING_MESSAGES.notFound);
  }

  /** Ticked ids must all be live candidate accounts: otherwise a refusal naming them, before anything is written. */
  async function checkTicked(q: Queryable, ids: readonly number[] | null | undefined) {
    if (!ids?.length) return;
    const rows = await q
      .select({ id: users.id, nom: users.nom, prenom: users.prenom, role: users.role })
      .from(users)
      .where(inArray(users.id, [...new Set(ids)]));
    const found = new Set(rows.map((r) => r.id));
    const missing = [...new Set(ids)].filter((id) => !found.has(id));
    if (missing.length) throw badRequest(BULK_INVITATION_MESSAGES.unknownIds(missing));
    const others = rows.filter((r) => !isCandidate(r.role));
    if (others.length) throw badRequest(BULK_INVITATION_MESSAGES.notCandidates(others.map(personName)));
  }

  async function counts(q: Queryable, input: BulkInvitationInput) {
    const [row] = await q
      .select({
        total: count(),
        deja: sql<number>`count(*) filter (where ${invited(input.jobDatingId)})`.mapWith(Number),
      })
      .from(users)
      .where(selection(input));
    return { total: row?.total ?? 0, deja: row?.deja ?? 0 };
  }

  return {
    async preview(input: BulkInvitationInput, page: number, size: number): Promise<BulkInvitationPreview> {
      await checkEvent(db, input.jobDatingId);
      await checkTicked(db, input.candidatIds);
      const [items, { total, deja }] = await Promise.all([
        db
          .select({
            id: users.id,
            nom: users.nom,
            prenom: users.prenom,
            role: users.role,
            ville: users.ville,
            dejaInvite: invited(input.jobDatingId),
          })
          .from(users)
          .where(selection(input))
          .orderBy(sql`lower(${users.nom})`, sql`lower(${users.prenom})`, users.id)
          .limit(size)
          .offset(page * size),
        counts(db, input),
      ]);
      return {
        items: items.map((r) => ({ ...r, role: r.role as BulkInvitationPreview['items'][number]['role'] })),
        totalElements: total,
        aInviter: total - deja,
        dejaInvites: deja,
      };
    },

    /** One transaction: every selected candidate not yet invited gets an invitation EN_ATTENTE, or nobody does. */
    async send(input: BulkInvitationInput): Promise<BulkInvitationResult> {
      const result = await db.transaction(async (tx) => {
        await checkEvent(tx, input.jobDatingId);
        await checkTicked(tx, input.candidatIds);
        const { total, deja } = await counts(tx, input);
        if (!total) throw badRequest(BULK_INVITATION_MESSAGES.nothingToInvite);
        if (total - deja > BULK_INVITATION_MAX) throw badRequest(BULK_INVITATION_MESSAGES.tooMany(total - deja));
        const toInvite = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(selection(input), sql`not ${invited(input.jobDatingId)}`));
        const inserted = toInvite.length
          ? await tx
              .insert(invitations)
              .values(toInvite.map((r) => ({ jobDatingId: input.jobDatingId, candidatId: r.id })))
              .onConflictDoNothing()
              .returning({ id: invitations.id })
          : [];
        return { envoyees: inserted.length, dejaInvitees: total - inserted.length };
      });
      return { ...result, message: bulkInvitationSummary(result) };
    },
  };
}
