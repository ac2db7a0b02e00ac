// Staff notes on an application (SPEC §3 Note, §7 Notes): rich text cleaned on the server, one optional attachment.
import { z } from 'zod';

export const NOTE_MESSAGES = {
  notFound: 'Note introuvable.',
  titleRequired: 'Le titre est obligatoire.',
  noAttachment: 'Cette note n’a pas de fichier joint.',
  fileRequired: 'Aucun fichier reçu.',
  fileType:
    'Type de fichier refusé : PDF, image (PNG, JPEG, GIF, WebP) ou document bureautique (Word, Excel, PowerPoint, OpenDocument).',
} as const;

/** Largest note attachment. */
export const NOTE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const noteInputSchema = z.object({
  titre: z.string().trim().min(1, NOTE_MESSAGES.titleRequired).max(200),
  contenu: z.string().max(200_000),
});
export type NoteInput = z.infer<typeof noteInputSchema>;

export const noteUpdateSchema = noteInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().min(0),
});
export type NoteUpdate = z.infer<typeof noteUpdateSchema>;

export const noteFileSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  mime: z.string(),
  taille: z.number().int(),
});

export const noteSchema = z.object({
  id: z.number().int(),
  candidatureId: z.number().int(),
  auteurId: z.number().int().nullable(),
  auteur: z.string().nullable(),
  titre: z.string(),
  contenu: z.string(),
  fichier: noteFileSchema.nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The application's 'poste — entreprise' and its candidate, for headings. */
  candidature: z.string(),
  utilisateurId: z.number().int(),
});
export type Note = z.infer<typeof noteSchema>;
