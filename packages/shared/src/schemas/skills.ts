// Skills (SPEC §3 Competence, §7 competence) and the tags linking a user to a skill with a level (SPEC §3 Tag, §7 tags).
import { z } from 'zod';

export const SKILL_MESSAGES = {
  notFound: 'Cette compétence est introuvable.',
  nameTaken: 'Une compétence porte déjà ce nom.',
  tagNotFound: 'Cette compétence n’est pas sur ce profil.',
  tagExists: 'Cette compétence figure déjà sur ce profil.',
} as const;

export const competenceSchema = z.object({ id: z.number().int(), nom: z.string(), motsCles: z.string() });
export type Competence = z.infer<typeof competenceSchema>;

const nom = z.string().trim().min(1, 'Le nom est obligatoire.').max(100, 'Le nom contient au plus 100 caractères.');
const motsCles = z.string().trim().max(500, 'Les mots-clés contiennent au plus 500 caractères.').default('');

export const competenceCreateSchema = z.object({ nom, motsCles });
export type CompetenceCreate = z.input<typeof competenceCreateSchema>;
export const competenceUpdateSchema = z.object({ id: z.coerce.number().int().positive(), nom, motsCles });
export type CompetenceUpdate = z.input<typeof competenceUpdateSchema>;

/** Levels 1 to 5, as the profile shows them. */
export const TAG_LEVELS = [
  { value: 1, label: 'Notions' },
  { value: 2, label: 'Débutant' },
  { value: 3, label: 'Intermédiaire' },
  { value: 4, label: 'Avancé' },
  { value: 5, label: 'Expert' },
] as const;
export const tagLevelLabel = (niveau: number | null | undefined) =>
  TAG_LEVELS.find((l) => l.value === niveau)?.label ?? 'Niveau non précisé';

export const tagSchema = z.object({
  id: z.number().int(),
  nomTag: z.string(),
  version: z.number().int(),
  motsCles: z.string(),
  competenceId: z.number().int().nullable(),
  niveau: z.number().int().nullable(),
  utilisateurId: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

/** POST /api/tags/utilisateur/{uid}: the skill chosen and a level; the name is taken from the skill. */
export const tagCreateSchema = z.object({
  nomTag: z.string().trim().max(100).optional(),
  version: z.coerce.number().int().min(0).optional(),
  motsCles: z.string().trim().max(500).optional(),
  competenceId: z.coerce.number().int().positive('Choisissez une compétence.'),
  niveau: z.coerce.number().int().min(1, 'Choisissez un niveau.').max(5),
});
export type TagCreate = z.input<typeof tagCreateSchema>;
