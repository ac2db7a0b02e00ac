// User administration rules: role limits (SPEC §6), inactive accounts with an invitation to choose their password
// (SPEC §4 with DESIGN difference 15),
// upper-cased last names (SPEC §5), optimistic locks, and deletions that take the user's files with them.
import {
  ADMIN_USER_MESSAGES,
  type AdminUserRow,
  AUTH_MESSAGES,
  type adminUserCreateSchema,
  type adminUserFilterSchema,
  type adminUserUpdateSchema,
  type agencyCandidateSchema,
  MESSAGES,
  PERSONAL_DATA_MESSAGES,
  type PublicUser,
  publicUserSchema,
  type Referent,
} from '@tremplin/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type NewUser, users } from '../../db/schema';
import { eraseAccount } from '../../lib/account-erasure';
import { invitationState, sendInvitation } from '../../lib/account-invitations';
import { createInactiveAccount, upperName } from '../../lib/accounts';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { dueDate } from '../../lib/retention';
import type { Actor } from '../../plugins/access-journal';
import type { AuthUser } from '../../plugins/authentication';
import { assertMayGiveRole, mayChangeRoleOf, mayDeleteFromAdministration } from './policies';
import { countReferents, countUsers, findUser, isReferent, listReferents, listUsers } from './queries';

type Filter = z.output<typeof adminUserFilterSchema>;
type Create = z.output<typeof adminUserCreateSchema>;
type Update = z.output<typeof adminUserUpdateSchema>;
type Agency = z.output<typeof agencyCandidateSchema>;

export function createAdminService(app: FastifyInstance) {
  const db = app.db;

  async function assertReferent(id: number | null) {
    if (id !== null && !(await isReferent(db, id))) throw badRequest(ADMIN_USER_MESSAGES.referentInvalid);
  }

  async function assertEmailFree(email: string, exceptId?: number) {
    const sameEmail = eq(sql`lower(${users.email})`, email.toLowerCase());
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(exceptId ? and(sameEmail, ne(users.id, exceptId)) : sameEmail);
    if (taken) throw conflict(AUTH_MESSAGES.emailTaken);
  }

  return {
    async page(filter: Filter, page: number, size: number) {
      const [rows, totalElements] = await Promise.all([listUsers(db, filter, page, size), countUsers(db, filter)]);
      const now = app.clock.now();
      const items: AdminUserRow[] = rows.map(
        ({
          createdAt,
          erasureDueAt,
          lastActivityAt,
          invitationSentAt,
          invitationExpiresAt,
          invitationAcceptedAt,
          ...row
        }) => ({
          ...row,
          dateCreation: createdAt.toISOString(),
          effacementPrevuLe: dueDate({ erasureDueAt, lastActivityAt }, app.config.personalData).toISOString(),
          invitation: invitationState({ invitationSentAt, invitationExpiresAt, invitationAcceptedAt }, now),
        }),
      );
      return { items, totalElements };
    },

    count: async (filter: Filter) => ({ nb: await countUsers(db, filter) }),

    async referents(search: string | undefined, page: number, size: number) {
      const [items, totalElements] = await Promise.all([
        listReferents(db, search, page, size) as Promise<Referent[]>,
        countReferents(db, search),
      ]);
      return { items, totalElements };
    },

    /** Staff never choose the password: the person receives an invitation to choose it (a sent one is ignored). */
    async create(actor: AuthUser, { nom, ...input }: Create): Promise<PublicUser> {
      assertMayGiveRole(actor, input.role);
      await assertReferent(input.referentCEFId);
      return createInactiveAccount(app, { ...input, nom: upperName(nom), passwordHash: null }, undefined, (tx, user) =>
        sendInvitation(app, tx, user, actor.id),
      );
    },

    /** SPEC §4: an agency candidate is a hidden, inactive job seeker, invited to choose a password like any other. */
    async createAgencyCandidate(actor: AuthUser, { nom, ...input }: Agency): Promise<PublicUser> {
      assertMayGiveRole(actor, 'EN_RECHERCHE_EMPLOI');
      await assertReferent(input.referentCEFId);
      return createInactiveAccount(
        app,
        { ...input, nom: upperName(nom), role: 'EN_RECHERCHE_EMPLOI', visibilite: 'NON_VISIBLE', passwordHash: null },
        undefined,
        (tx, user) => sendInvitation(app, tx, user, actor.id, { agency: true }),
      );
    },

    /** The account's rank was checked by the guard (ACTS_ON_ROLES); a new role must be one the actor may give. */
    async update(actor: Actor, { id, version, nom, ...input }: Update): Promise<PublicUser> {
      const current = await findUser(db, id);
      if (!current) throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (input.role !== current.role) {
        if (!mayChangeRoleOf(actor, id)) throw forbidden(ADMIN_USER_MESSAGES.selfRoleChange);
        assertMayGiveRole(actor, input.role);
      }
      await assertReferent(input.referentCEFId);
      await assertEmailFree(input.email, id);
      // Staff working on an account is activity: its retention period starts again.
      const values: Partial<NewUser> = {
        ...input,
        nom: upperName(nom),
        lastActivityAt: app.clock.now(),
        retentionWarnedAt: null,
      };
      // A deactivation or a new role ends the account's sessions, as a password reset does.
      const endsSessions = (current.active && !input.active) || current.role !== input.role;
      let row: typeof users.$inferSelect | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(users)
            .set({ ...values, version: sql`${users.version} + 1` })
            .where(and(eq(users.id, id), eq(users.version, version)))
            .returning();
          if (updated && endsSessions && actor.id !== id) await app.sessions.revokeUser(id, tx);
          if (updated) await app.recordChange(tx, actor, 'COMPTE_MODIFIE', id);
          return updated;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
        throw err;
      }
      if (!row) {
        if (!(await findUser(db, id))) throw notFound(ADMIN_USER_MESSAGES.notFound);
        throw conflict(MESSAGES.conflict);
      }
      return publicUserSchema.parse(row);
    },

    /** The same erasure as every other: rows, files and queued e-mails; the erasure is logged with its reason. */
    async remove(actor: Actor, id: number, reason: string | undefined): Promise<string> {
      if (!mayDeleteFromAdministration(actor, id)) throw forbidden(ADMIN_USER_MESSAGES.selfDelete);
      const target = await findUser(db, id);
      if (!target) throw notFound(ADMIN_USER_MESSAGES.notFound);
      if (!reason) throw badRequest(PERSONAL_DATA_MESSAGES.reasonRequired);
      await eraseAccount(app, id, { cause: 'PERSONNEL', staffId: actor.id, reason, actor });
      return ADMIN_USER_MESSAGES.userDeleted(target.prenom, target.nom);
    },
  };
}
