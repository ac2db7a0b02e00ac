// Profile payloads of SPEC §7 Users (modification-infos, -infos-comp, -liens, -video-externe) and the profile answer.
import { z } from 'zod';
import { CONTRACT_TYPES, DEFAULT_AVATARS, VISIBILITY } from '../constants';
import { isHttpUrl, PROFILE_MESSAGES, videoEmbedUrl } from '../profiles';
import { publicUserSchema } from './users-base';

/** The profile as GET /api/utilisateur/{id} answers it: the user without secrets. */
export const profileSchema = publicUserSchema;
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/utilisateur/{id}: the profile as the caller's view shows it (see person-views.ts). */
export const personDetailsSchema = publicUserSchema.partial({
  admission: true,
  commentaire: true,
  referentCEFId: true,
  email: true,
  telephone: true,
  active: true,
  visibilite: true,
  tremplin: true,
});
export type PersonDetails = z.infer<typeof personDetailsSchema>;

const id = z.coerce.number().int().positive();
const version = z.coerce.number().int().min(0);
/** A field left out keeps its value (undefined); an empty string or null clears it. */
const keepOrClear = <T>(v: T | null | undefined | '') => (v === undefined ? undefined : v ? v : null);
const optionalText = (max: number) =>
  z.string().trim().max(max, `Ce champ contient au plus ${max} caractères.`).nullish().transform(keepOrClear);

/** An http(s) address, or nothing. */
export const optionalUrlSchema = z
  .string()
  .trim()
  .max(500, 'Le lien est trop long.')
  .nullish()
  .transform(keepOrClear)
  .refine((v) => v == null || isHttpUrl(v), PROFILE_MESSAGES.invalidUrl);

/** PUT /api/utilisateur/modification-infos: the fields left out keep their values. */
export const updateInfosSchema = z.object({
  id,
  version,
  nom: z.string().trim().min(1, 'Le nom est obligatoire.').max(100),
  prenom: z.string().trim().min(1, 'Le prénom est obligatoire.').max(100),
  telephone: optionalText(30),
  ville: optionalText(120),
  metier: optionalText(120),
  experience: optionalText(120),
  description: optionalText(5000),
  typeDeContrat: z
    .union([z.enum(CONTRACT_TYPES), z.literal('')])
    .nullish()
    .transform(keepOrClear),
  visibilite: z.enum(VISIBILITY),
  photoParDefaut: z
    .union([z.enum(DEFAULT_AVATARS), z.literal('')])
    .nullish()
    .transform(keepOrClear),
  lienPortefolio: optionalUrlSchema,
});
export type UpdateInfos = z.input<typeof updateInfosSchema>;

/** PUT /api/utilisateur/modification-infos-comp. */
export const updateInfosCompSchema = z.object({
  id,
  version,
  niveauDiplome: optionalText(120),
  nomDiplome: optionalText(200),
  poeInteressees: z.array(z.string().trim().min(1).max(200)).max(20).optional(),
  titreDiplomantInteresse: optionalText(200),
  formationsCourtesInteressees: optionalText(500),
  zoneGeographique: optionalText(200),
});
export type UpdateInfosComp = z.input<typeof updateInfosCompSchema>;

/** PUT /api/utilisateur/modification-liens: the six links, each an http(s) address or empty. */
export const updateLinksSchema = z.object({
  id,
  version,
  linkedIn: optionalUrlSchema,
  github: optionalUrlSchema,
  behance: optionalUrlSchema,
  twitter: optionalUrlSchema,
  instagram: optionalUrlSchema,
  facebook: optionalUrlSchema,
});
export type UpdateLinks = z.input<typeof updateLinksSchema>;

/** PUT /api/utilisateur/modification-video-externe: a YouTube, Vimeo or Dailymotion address, or empty to remove it. */
export const updateExternalVideoSchema = z.object({
  id,
  version,
  urlVideoExterne: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || videoEmbedUrl(v) !== null, PROFILE_MESSAGES.invalidVideoUrl),
});
export type UpdateExternalVideo = z.input<typeof updateExternalVideoSchema>;

export const userIdParamsSchema = z.object({ id });
export const userEmailParamsSchema = z.object({ email: z.string().trim().min(3).max(254) });

/** A CEF adviser as GET /api/utilisateur/cefs lists them. */
export const cefSchema = z.object({ id: z.number().int(), nom: z.string(), prenom: z.string(), email: z.string() });
export type Cef = z.infer<typeof cefSchema>;
