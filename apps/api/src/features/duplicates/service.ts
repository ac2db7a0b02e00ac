// Rules of the duplicate screens (docs/decisions/0020): staff see the pairs their rank reaches on both accounts,
// compare them, dismiss them, or merge them in one transaction refused with 409 when either account changed since
// the comparison was read.
import {
  ACCESS_MESSAGES,
  type AccountDuplicates,
  DUPLICATE_MESSAGES,
  type DuplicateComparison,
  type DuplicateMerge,
  type DuplicateMergeResult,
  type DuplicatePairPage,
  type DuplicateReason,
  type DuplicateSide,
  duplicateMergeSchema,
  type Role,
} from '@tremplin/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMerges, duplicateCandidates, users } from '../../db/schema';
import { detectDuplicates } from '../../lib/duplicate-detection';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import type { Actor } from '../../plugins/access-journal';
import type { AuthUser } from '../../plugins/authentication';
import { moveEverything } from './merge';
import { mayHandlePair, mayMergePair, SELF_MERGE_MESSAGE } from './policies';
import { countHoldings, findPair, listOpenPairs, openPairsOf } from './queries';

const iso = (value: Date | string) => new Date(value).toISOString();

export function createDuplicatesService(app: FastifyInstance) {
  const db = app.db;

  /** The pair and both accounts, refused when the caller's rank does not reach either of them. */
  async function reachablePair(actor: AuthUser, pairId: number) {
    const pair = await findPair(db, pairId);
    if (!pair) throw notFound(DUPLICATE_MESSAGES.pairNotFound);
    const people = await db
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(inArray(users.id, [pair.user_a_id, pair.user_b_id]));
    if (!mayHandlePair(actor, people)) throw forbidden(ACCESS_MESSAGES.outOfRank);
    return pair;
  }

  async function side(id: number): Promise<DuplicateSide> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound(DUPLICATE_MESSAGES.pairNotFound);
    return {
      id: row.id,
      version: row.version,
      nom: row.nom,
      prenom: row.prenom,
      email: row.email,
      telephone: row.telephone,
      ville: row.ville,
      metier: row.metier,
      role: row.role,
      active: row.active,
      visibilite: row.visibilite,
      linkedin: row.linkedinSubject != null,
      dateCreation: row.createdAt.toISOString(),
      derniereActivite: row.lastActivityAt.toISOString(),
      comptes: await countHoldings(db, id),
    };
  }

  return {
    async page(actor: AuthUser, page: number, size: number): Promise<DuplicatePairPage> {
      const { rows, total } = await listOpenPairs(db, actor.role as Role, page, size);
      return {
        items: rows.map((r) => ({
          id: r.id,
          raisons: r.reasons as DuplicateReason[],
          detecteLe: iso(r.detected_at),
          compteA: r.a,
          compteB: r.b,
        })),
        totalElements: total,
      };
    },

    async ofAccount(actor: AuthUser, userId: number): Promise<AccountDuplicates> {
      const rows = await openPairsOf(db, actor.role as Role, userId);
      return rows.map((r) => ({ id: r.id, raisons: r.reasons as DuplicateReason[], autreId: r.other }));
    },

    async compare(actor: AuthUser, pairId: number): Promise<DuplicateComparison> {
      const pair = await reachablePair(actor, pairId);
      if (pair.state !== 'OUVERTE') throw conflict(DUPLICATE_MESSAGES.pairClosed);
      const [a, b] = await Promise.all([side(pair.user_a_id), side(pair.user_b_id)]);
      return {
        id: pair.id,
        raisons: pair.reasons as DuplicateReason[],
        detecteLe: iso(pair.detected_at),
        compteA: a,
        compteB: b,
      };
    },

    async dismiss(actor: AuthUser, pairId: number): Promise<{ message: string }> {
      await reachablePair(actor, pairId);
      const [done] = await db
        .update(duplicateCandidates)
        .set({ state: 'ECARTEE', decidedAt: app.clock.now(), decidedBy: actor.id })
        .where(and(eq(duplicateCandidates.id, pairId), eq(duplicateCandidates.state, 'OUVERTE')))
        .returning({ id: duplicateCandidates.id });
      if (!done) throw conflict(DUPLICATE_MESSAGES.pairClosed);
      return { message: DUPLICATE_MESSAGES.dismissed };
    },

    async merge(actor: Actor, pairId: number, input: DuplicateMerge): Promise<DuplicateMergeResult> {
      const body = duplicateMergeSchema.parse(input);
      const checked = await reachablePair(actor, pairId);
      const ids = [checked.user_a_id, checked.user_b_id];
      if (!ids.includes(body.conserveId)) throw badRequest(DUPLICATE_MESSAGES.keptNotInPair);
      if (!mayMergePair(actor, ids)) throw forbidden(SELF_MERGE_MESSAGE);
      const keptId = body.conserveId;
      const closedId = ids.find((id) => id !== keptId)!;
      const result = await db.transaction(async (tx) => {
        const pair = await findPair(tx, pairId, true);
        if (pair?.state !== 'OUVERTE') throw conflict(DUPLICATE_MESSAGES.pairClosed);
        // Both accounts locked in id order (two merges never wait on each other crosswise), then compared with the
        // versions the comparison screen showed.
        const locked = (await tx.execute(
          sql`select id, version, role, merged_into_id from users where id in (${keptId}, ${closedId}) order by id for update`,
        )) as unknown as { rows: { id: number; version: number; role: Role; merged_into_id: number | null }[] };
        const kept = locked.rows.find((r) => r.id === keptId);
        const closed = locked.rows.find((r) => r.id === closedId);
        if (!kept || !closed) throw notFound(DUPLICATE_MESSAGES.pairNotFound);
        if (kept.merged_into_id != null || closed.merged_into_id != null)
          throw conflict(DUPLICATE_MESSAGES.alreadyMerged);
        if (kept.version !== body.versionConserve || closed.version !== body.versionFerme)
          throw conflict(DUPLICATE_MESSAGES.changed);
        if (!mayHandlePair(actor, [kept, closed])) throw forbidden(ACCESS_MESSAGES.outOfRank);

        const outcome = await moveEverything(tx, keptId, closedId, body.valeursDuCompteFerme);
        const now = app.clock.now();
        await tx
          .update(duplicateCandidates)
          .set({ state: 'FUSIONNEE', decidedAt: now, decidedBy: actor.id })
          .where(eq(duplicateCandidates.id, pairId));
        // The closed account's other open pairs are the kept account's now: detection finds them again.
        await tx.execute(
          sql`delete from duplicate_candidates where state = 'OUVERTE' and (user_a_id = ${closedId} or user_b_id = ${closedId})`,
        );
        await detectDuplicates(tx, keptId);
        await tx.insert(accountMerges).values({
          staffId: actor.id,
          keptId,
          closedId,
          mergedAt: now,
          moved: outcome.moved,
          dropped: outcome.dropped,
          fieldsFromClosed: [...body.valeursDuCompteFerme],
        });
        await app.recordChange(tx, actor, 'COMPTE_FUSIONNE', keptId);
        await app.sessions.revokeUser(closedId, tx);
        const [after] = await tx
          .select({ nom: users.nom, prenom: users.prenom })
          .from(users)
          .where(eq(users.id, keptId));
        return { outcome, name: after! };
      });
      return {
        message: DUPLICATE_MESSAGES.merged(result.name.prenom, result.name.nom),
        conserveId: keptId,
        fermeId: closedId,
        deplaces: result.outcome.moved,
      };
    },
  };
}
