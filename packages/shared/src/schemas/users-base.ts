// The user as the API shows it (SPEC §3 User, without secrets) and the registration payload (SPEC §7 Users, POST).
import { z } from 'zod';
import { CONTRACT_TYPES, DEFAULT_AVATARS, VISIBILITY } from '../constants';
import { SELF_REGISTRATION_ROLES } from '../users';
import { captchaFieldSchema, emailSchema, passwordSchema } from './auth';
import { roleSchema } from './roles';

const text = z.string().nullable();

/** A user without password hash nor tokens; later features add what they join (tags...). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  active: z.boolean(),
  visibilite: z.enum(VISIBILITY),
  version: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  description: text,
  metier: text,
  typeDeContrat: z.enum(CONTRACT_TYPES).nullable(),
  ville: text,
  experience: text,
  telephone: text,
  commentaire: text,
  admission: text,
  tremplin: z.boolean(),
  referentCEFId: z.number().int().nullable(),
  photoParDefaut: z.enum(DEFAULT_AVATARS).nullable(),
  cheminImage: text,
  cheminCv: text,
  cheminCertif: z.array(z.string()),
  urlVideo: text,
  urlVideoExterne: text,
  lienPortefolio: text,
  facebook: text,
  linkedIn: text,
  behance: text,
  twitter: text,
  instagram: text,
  github: text,
  socialNetworkAvatarURL: text,
  niveauDiplome: text,
  nomDiplome: text,
  poeInteressees: z.array(z.string()),
  titreDiplomantInteresse: text,
  formationsCourtesInteressees: text,
  zoneGeographique: text,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/** POST /api/utilisateur. `active` may be sent (SPEC: false) but the account always starts inactive. */
export const registrationSchema = z.object({
  email: emailSchema,
  motDePasse: passwordSchema,
  captcha: captchaFieldSchema,
  nom: z.string().trim().min(1, 'Le nom est obligatoire.').max(100),
  prenom: z.string().trim().min(1, 'Le prénom est obligatoire.').max(100),
  role: z
    .enum(SELF_REGISTRATION_ROLES, 'Ce rôle ne peut pas être choisi à l’inscription.')
    .default('EN_RECHERCHE_EMPLOI'),
  active: z.boolean().optional(),
  telephone: optionalText(30),
  ville: optionalText(120),
  metier: optionalText(120),
  description: optionalText(5000),
  experience: optionalText(120),
  typeDeContrat: z.enum(CONTRACT_TYPES).nullish(),
  visibilite: z.enum(VISIBILITY).optional(),
  photoParDefaut: z.enum(DEFAULT_AVATARS).nullish(),
  tremplin: z.boolean().optional(),
  /** Asked apart from the terms: whether the person agrees to be in the talent pool shown to recruiters. */
  consentementVivier: z.boolean().optional(),
});
export type Registration = z.infer<typeof registrationSchema>;
