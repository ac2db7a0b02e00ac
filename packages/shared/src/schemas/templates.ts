// Message templates kept by staff (SPEC §3 Message template, §7 modele-message).
import { z } from 'zod';

export const TEMPLATE_PAGE_SIZE = 10;

export const TEMPLATE_MESSAGES = {
  titleRequired: 'Le titre est obligatoire.',
  subjectRequired: 'Le sujet est obligatoire.',
  contentRequired: 'Le contenu est obligatoire.',
  tooLong: 'Ce champ est trop long.',
  notFound: 'Ce modèle est introuvable.',
} as const;

export const messageTemplateSchema = z.object({
  id: z.number().int(),
  titre: z.string(),
  sujet: z.string(),
  contenu: z.string(),
  version: z.number().int(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

export const templateInputSchema = z.object({
  titre: z.string().trim().min(1, TEMPLATE_MESSAGES.titleRequired).max(150, TEMPLATE_MESSAGES.tooLong),
  sujet: z.string().trim().min(1, TEMPLATE_MESSAGES.subjectRequired).max(200, TEMPLATE_MESSAGES.tooLong),
  contenu: z
    .string()
    .max(200_000, TEMPLATE_MESSAGES.tooLong)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html), {
      message: TEMPLATE_MESSAGES.contentRequired,
    }),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateUpdateSchema = templateInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;
