// Profile rules: visibility of the details, upper-cased last name, optimistic locks on every change.
import {
  applyPersonView,
  type Cef,
  MESSAGES,
  type PersonDetails,
  PROFILE_MESSAGES,
  type PublicUser,
  personViewFor,
  publicUserSchema,
  type updateExternalVideoSchema,
  type updateInfosCompSchema,
  type updateInfosSchema,
  type updateLinksSchema,
} from '@tremplin/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { NewUser } from '../../db/schema';
import { upperName } from '../../lib/accounts';
import { conflict, notFound } from '../../lib/http-errors';
import { canSeeProfile } from '../../lib/profile-visibility';
import type { Actor } from '../../plugins/access-journal';
import type { AuthUser } from '../../plugins/authentication';
import { findUserByEmail, findUserById, listCefs, updateUserVersioned } from './queries';

export function createProfilesService(app: FastifyInstance) {
  const db = app.db;

  /**
   * Writes when the version is current: 404 when the user is gone, 409 when someone saved first. Staff saving
   * someone else's account is journaled in the same transaction.
   */
  async function save(actor: Actor, id: number, version: number, values: Partial<NewUser>): Promise<PublicUser> {
    const row = await db.transaction(async (tx) => {
      const updated = await updateUserVersioned(tx, id, version, values);
      if (updated) await app.recordChange(tx, actor, 'INFORMATIONS_MODIFIEES', id);
      return updated;
    });
    if (row) {
      return publicUserSchema.parse(row);
    }
    if (!(await findUserById(db, id))) throw notFound(PROFILE_MESSAGES.notFound);
    throw conflict(MESSAGES.conflict);
  }

  return {
    /** Hidden profiles answer 404 to everyone but their owner and staff, as if they did not exist. */
    async details(id: number, viewer: AuthUser | null): Promise<PersonDetails> {
      const row = await findUserById(db, id);
      if (!row || !canSeeProfile(viewer, row)) throw notFound(PROFILE_MESSAGES.notFound);
      return applyPersonView(publicUserSchema.parse(row), personViewFor(viewer, id));
    },

    async byEmail(email: string): Promise<PublicUser> {
      const row = await findUserByEmail(db, email);
      if (!row) throw notFound(PROFILE_MESSAGES.notFound);
      return publicUserSchema.parse(row);
    },

    cefs: (): Promise<Cef[]> => listCefs(db),

    updateInfos(actor: Actor, { id, version, nom, ...rest }: z.output<typeof updateInfosSchema>) {
      return save(actor, id, version, { ...rest, nom: upperName(nom) });
    },

    updateInfosComp(actor: Actor, { id, version, ...rest }: z.output<typeof updateInfosCompSchema>) {
      return save(actor, id, version, rest);
    },

    updateLinks(actor: Actor, { id, version, ...links }: z.output<typeof updateLinksSchema>) {
      return save(actor, id, version, links);
    },

    updateExternalVideo(actor: Actor, { id, version, urlVideoExterne }: z.output<typeof updateExternalVideoSchema>) {
      return save(actor, id, version, { urlVideoExterne });
    },
  };
}
