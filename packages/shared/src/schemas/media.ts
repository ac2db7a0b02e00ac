// Profile files (SPEC §3 file kinds, §7 Media): which kinds this feature stores, their accepted types and size limits.
import { z } from 'zod';
import type { FileKind } from '../constants';

/** The kinds stored on a profile; IMAGEPROJET and NOTEFICHIER belong to the portfolio and notes features. */
export const PROFILE_FILE_KINDS = [
  'AVATAR',
  'CV',
  'CERTIFICATION',
  'VIDEOPRESENTATION',
] as const satisfies readonly FileKind[];
export type ProfileFileKind = (typeof PROFILE_FILE_KINDS)[number];

const MB = 1024 * 1024;

export interface FileKindRule {
  /** MIME types sniffed from the content. */
  mimes: readonly string[];
  maxBytes: number;
  /** What the file input accepts (a hint only: the server checks the content). */
  accept: string;
  label: string;
}

export const PROFILE_FILE_RULES: Record<ProfileFileKind, FileKindRule> = {
  AVATAR: {
    mimes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 5 * MB,
    accept: 'image/jpeg,image/png,image/webp',
    label: 'photo de profil (JPEG, PNG ou WebP, 5 Mo au plus)',
  },
  CV: { mimes: ['application/pdf'], maxBytes: 10 * MB, accept: 'application/pdf', label: 'CV (PDF, 10 Mo au plus)' },
  CERTIFICATION: {
    mimes: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 10 * MB,
    accept: 'application/pdf,image/jpeg,image/png,image/webp',
    label: 'certification (PDF ou image, 10 Mo au plus)',
  },
  VIDEOPRESENTATION: {
    mimes: ['video/mp4', 'video/webm'],
    maxBytes: 100 * MB,
    accept: 'video/mp4,video/webm',
    label: 'vidéo de présentation (MP4 ou WebM, 100 Mo au plus)',
  },
};

/** Largest avatar side after re-encoding, in pixels. */
export const AVATAR_MAX_SIDE = 512;

export const MEDIA_MESSAGES = {
  empty: 'Le fichier est vide.',
  wrongType: (kind: ProfileFileKind) =>
    `Ce type de fichier n’est pas accepté pour une ${PROFILE_FILE_RULES[kind].label}.`,
  tooLarge: (kind: ProfileFileKind) =>
    `Le fichier est trop volumineux (${Math.round(PROFILE_FILE_RULES[kind].maxBytes / MB)} Mo au plus).`,
  noFile: 'Aucun fichier reçu.',
  fileNotFound: 'Fichier introuvable.',
  documentsForbidden:
    'Le CV et les certifications d’un profil sont lus par son titulaire, le personnel et les recruteurs.',
} as const;

export const mediaUploadParamsSchema = z.object({ id: z.coerce.number().int().positive(), type: z.string().max(40) });
export const mediaDeleteParamsSchema = mediaUploadParamsSchema.extend({ filename: z.string().min(1).max(200) });
/** A stored file's name: the last segment of its storage key. */
export const storedFileNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/, MEDIA_MESSAGES.fileNotFound);
export const mediaFileParamsSchema = z.object({ filename: storedFileNameSchema });

/** A CV or certification as its block shows it, so that people can check which file is online. */
export const profileDocumentSchema = z.object({
  /** The path the profile holds in `cheminCv` or `cheminCertif`. */
  chemin: z.string(),
  /** The file's name as it was sent. */
  nom: z.string(),
  /** In bytes. */
  taille: z.number().int(),
  /** When it was sent (ISO 8601). */
  date: z.string(),
});
export type ProfileDocument = z.infer<typeof profileDocumentSchema>;

export const profileDocumentsSchema = z.object({
  cv: profileDocumentSchema.nullable(),
  certifications: z.array(profileDocumentSchema),
});
export type ProfileDocuments = z.infer<typeof profileDocumentsSchema>;

/** « 245 Ko », « 1,2 Mo »: a file's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} Ko`;
}
