// Skills managed by ADMIN and CEF; tags a user puts on their own profile (staff on anyone's).
import {
  ACCESS_MESSAGES,
  type Competence,
  type competenceCreateSchema,
  type competenceUpdateSchema,
  PROFILE_MESSAGES,
  SKILL_MESSAGES,
  type Tag,
  type tagCreateSchema,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { skills, tags, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { canSeeProfile } from '../../lib/profile-visibility';
import type { AuthUser } from '../../plugins/authentication';
import { mayRemoveTag } from './policies';
import {
  countSkills,
  countUserTags,
  findSkill,
  findSkillByName,
  findTag,
  findUserTagForSkill,
  listSkills,
  listUserTags,
} from './queries';

/** French alphabetical order (accents and case as a dictionary has them), whatever the database's collation. */
const frenchOrder = new Intl.Collator('fr');

export function createSkillsService(app: FastifyInstance) {
  const db = app.db;

  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(SKILL_MESSAGES.nameTaken);
      throw err;
    }
  }

  return {
    async get(id: number): Promise<Competence> {
      const skill = await findSkill(db, id);
      if (!skill) throw notFound(SKILL_MESSAGES.notFound);
      return skill;
    },
    /** In French order, so that a browser shows the list as it comes. */
    all: async (search?: string): Promise<Competence[]> =>
      (await listSkills(db, search)).sort((a, b) => frenchOrder.compare(a.nom, b.nom) || a.id - b.id),
    async page(page: number, size: number, search?: string) {
      const [items, totalElements] = await Promise.all([
        listSkills(db, search, { page, size }),
        countSkills(db, search),
      ]);
      return { items, totalElements };
    },
    count: async (search?: string) => ({ nb: await countSkills(db, search) }),

    async create(input: z.output<typeof competenceCreateSchema>): Promise<Competence> {
      if (await findSkillByName(db, input.nom)) throw conflict(SKILL_MESSAGES.nameTaken);
      return uniqueName(async () => {
        const [row] = await db.insert(skills).values(input).returning();
        return { id: row!.id, nom: row!.nom, motsCles: row!.motsCles };
      });
    },

    async update({ id, nom, motsCles }: z.output<typeof competenceUpdateSchema>): Promise<Competence> {
      const same = await findSkillByName(db, nom);
      if (same && same.id !== id) throw conflict(SKILL_MESSAGES.nameTaken);
      return uniqueName(async () => {
        const [row] = await db.update(skills).set({ nom, motsCles }).where(eq(skills.id, id)).returning();
        if (!row) throw notFound(SKILL_MESSAGES.notFound);
        return { id: row.id, nom: row.nom, motsCles: row.motsCles };
      });
    },

    /** Users' tags keep their own name and are detached from the deleted skill (see the schema). */
    async remove(id: number): Promise<void> {
      const [row] = await db.delete(skills).where(eq(skills.id, id)).returning({ id: skills.id });
      if (!row) throw notFound(SKILL_MESSAGES.notFound);
    },

    async userTags(userId: number, page: number, size: number, viewer: AuthUser) {
      const [owner] = await db
        .select({ id: users.id, visibilite: users.visibilite, active: users.active })
        .from(users)
        .where(eq(users.id, userId));
      if (!owner || !canSeeProfile(viewer, owner)) throw notFound(PROFILE_MESSAGES.notFound);
      const [items, totalElements] = await Promise.all([
        listUserTags(db, userId, page, size),
        countUserTags(db, userId),
      ]);
      return { items, totalElements };
    },

    /** The tag takes the skill's name and keywords; one tag per skill and user. */
    async addTag(userId: number, input: z.output<typeof tagCreateSchema>): Promise<Tag> {
      const skill = await findSkill(db, input.competenceId);
      if (!skill) throw notFound(SKILL_MESSAGES.notFound);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) throw notFound('Utilisateur introuvable.');
      if (await findUserTagForSkill(db, userId, skill.id)) throw conflict(SKILL_MESSAGES.tagExists);
      const [row] = await db
        .insert(tags)
        .values({
          utilisateurId: userId,
          competenceId: skill.id,
          nomTag: skill.nom,
          motsCles: skill.motsCles,
          niveau: input.niveau,
        })
        .returning();
      const tag = row!;
      return {
        id: tag.id,
        nomTag: tag.nomTag,
        version: tag.version,
        motsCles: tag.motsCles,
        competenceId: tag.competenceId,
        niveau: tag.niveau,
        utilisateurId: tag.utilisateurId,
      };
    },

    /** One's own tags only, unless staff. */
    async removeTag(id: number, actor: AuthUser): Promise<void> {
      const tag = await findTag(db, id);
      if (!tag) throw notFound(SKILL_MESSAGES.tagNotFound);
      if (!mayRemoveTag(actor, tag)) throw forbidden(ACCESS_MESSAGES.notOwner);
      await db.delete(tags).where(eq(tags.id, id));
    },
  };
}
