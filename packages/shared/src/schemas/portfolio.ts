// Portfolio projects and their images (SPEC §3 Project, §7 Projects): payloads, answers and limits.
import { z } from 'zod';

/** Cards per page on the portfolio screens. */
export const PORTFOLIO_PAGE_SIZE = 6;
/** Largest page a client may ask for. */
export const PORTFOLIO_MAX_PAGE_SIZE = 100;
/** Upload limits of project images. */
export const PROJECT_IMAGE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 10,
  maxImagesPerProject: 20,
  /** Longest side of the stored image and of its thumbnail, in pixels. */
  maxSide: 1600,
  thumbnailSide: 400,
  /** Types accepted, sniffed from the content (never from the name or the declared type). */
  acceptedMimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
} as const;

export const PORTFOLIO_MESSAGES = {
  imageTypeRefused: (name: string) =>
    `« ${name} » n’est pas une image acceptée : déposez un fichier JPEG, PNG, WebP, GIF ou AVIF.`,
  imageTooLarge: (name: string) =>
    `« ${name} » dépasse la taille maximale de ${PROJECT_IMAGE_LIMITS.maxBytes / 1024 / 1024} Mo.`,
  tooManyFiles: `Déposez au plus ${PROJECT_IMAGE_LIMITS.maxFilesPerUpload} images à la fois.`,
  tooManyImages: `Un projet compte au plus ${PROJECT_IMAGE_LIMITS.maxImagesPerProject} images.`,
  noFile: 'Choisissez au moins une image.',
  imageUnreadable: (name: string) => `« ${name} » n’a pas pu être lue comme une image.`,
  unknownTag: 'Une des compétences choisies n’appartient pas à ce profil.',
  orderMismatch: 'Les images du projet ont changé entre-temps. Rechargez la page pour voir la dernière version.',
  projectNotFound: 'Ce projet est introuvable.',
  imageNotFound: 'Cette image est introuvable.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au plus`)
    .nullish()
    .transform((v) => (v ? v : null));

const optionalUrl = z
  .string()
  .trim()
  .max(500, '500 caractères au plus')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'adresse web commençant par http:// ou https://')
  .nullish()
  .transform((v) => (v ? v : null));

const isoDate = z
  .string()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'date au format AAAA-MM-JJ')
  .nullish()
  .transform((v) => (v ? v : null));

/** The fields a person fills in, shared by the form and both write calls. */
export const projectFieldsSchema = z.object({
  titre: z.string().trim().min(2, 'Le titre compte au moins 2 caractères').max(120, '120 caractères au plus'),
  description: optionalText(5000),
  lien: optionalUrl,
  codeSource: optionalUrl,
  outilsTravails: optionalText(500),
  /** Ids of the owner's tags (skills of the profile) the project shows. */
  tagsId: z.array(z.number().int().positive()).max(30).default([]),
  date: isoDate,
});
export type ProjectFields = z.input<typeof projectFieldsSchema>;

/** POST projet/utilisateur/{userId}: the slug is always made by the server from the title; version starts at 0. */
export const projectCreateSchema = projectFieldsSchema.extend({
  slug: z.string().nullish(),
  version: z.number().int().nullish(),
});
export type ProjectCreate = z.input<typeof projectCreateSchema>;

/** PUT projet/utilisateur/{userId}: `version` is the optimistic lock; `slug`, `files` and `utilisateurId` are read-only. */
export const projectUpdateSchema = projectFieldsSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
  slug: z.string().nullish(),
  files: z.array(z.string()).nullish(),
  utilisateurId: z.number().int().nullish(),
});
export type ProjectUpdate = z.input<typeof projectUpdateSchema>;

export const projectImageSchema = z.object({
  id: z.number().int(),
  /** Display name of the uploaded file. */
  nom: z.string(),
  url: z.string(),
  miniatureUrl: z.string(),
  position: z.number().int(),
  couverture: z.boolean(),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

export const projectTagSchema = z.object({ id: z.number().int(), nomTag: z.string() });
export type ProjectTag = z.infer<typeof projectTagSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  titre: z.string(),
  description: z.string().nullable(),
  lien: z.string().nullable(),
  codeSource: z.string().nullable(),
  outilsTravails: z.string().nullable(),
  slug: z.string(),
  version: z.number().int(),
  tagsId: z.array(z.number().int()),
  tags: z.array(projectTagSchema),
  date: z.string().nullable(),
  /** SPEC's `files`: the image names, in display order. */
  files: z.array(z.string()),
  images: z.array(projectImageSchema),
  utilisateurId: z.number().int(),
  /** The owner's name, for pages reached by slug. */
  auteur: z.object({ prenom: z.string(), nom: z.string() }),
});
export type Project = z.infer<typeof projectSchema>;

export const projectPageSchema = z.object({ items: z.array(projectSchema), totalElements: z.number().int() });
export type ProjectPage = z.infer<typeof projectPageSchema>;

/** PUT projet/{id}/images: the full new order of the project's image ids and the cover (null: the first one). */
export const projectImagesOrderSchema = z.object({
  ordre: z.array(z.number().int().positive()).min(1),
  couverture: z.number().int().positive().nullish(),
});
export type ProjectImagesOrder = z.input<typeof projectImagesOrderSchema>;

/** Folds accents and punctuation: "Refonte d’un Café" → "refonte-d-un-cafe". */
export function slugifyTitle(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
