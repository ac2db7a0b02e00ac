// Message templates kept by staff (SPEC §3 Message template, §7 modele-message).
import { z } from 'zod';
import { TEMPLATE_FIELD_MESSAGES, unknownTemplateFields } from '../template-fields';
import { MESSAGING_MESSAGES } from './messaging';

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

/** A text whose `{fields}` are all known; the refusal names the unknown ones and lists the possible ones. */
const knownFields = <T extends z.ZodType<string>>(schema: T) =>
  schema.superRefine((text, ctx) => {
    const unknown = unknownTemplateFields(text);
    if (unknown.length) ctx.addIssue({ code: 'custom', message: TEMPLATE_FIELD_MESSAGES.unknown(unknown) });
  });

const templateSubject = knownFields(
  z.string().trim().min(1, TEMPLATE_MESSAGES.subjectRequired).max(200, TEMPLATE_MESSAGES.tooLong),
);
const templateContent = knownFields(
  z
    .string()
    .max(200_000, TEMPLATE_MESSAGES.tooLong)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html), {
      message: TEMPLATE_MESSAGES.contentRequired,
    }),
);

export const templateInputSchema = z.object({
  titre: z.string().trim().min(1, TEMPLATE_MESSAGES.titleRequired).max(150, TEMPLATE_MESSAGES.tooLong),
  sujet: templateSubject,
  contenu: templateContent,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateUpdateSchema = templateInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().nonnegative(),
});
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/** How many people one message written from a template reaches at most. */
export const TEMPLATE_SEND_MAX = 1000;

export const TEMPLATE_SEND_MESSAGES = {
  recipientsRequired: 'Choisissez au moins un destinataire, ou un JobDating dont écrire aux candidats.',
  tooMany: `Un envoi compte au plus ${TEMPLATE_SEND_MAX} destinataires : réduisez la sélection.`,
  recipientNotFound: 'Ce destinataire n’existe pas.',
  skippedUnknown: 'compte introuvable',
  skippedInactive: 'compte inactif',
  skippedRefused: 'a refusé l’invitation',
  skippedCancelled: 'invitation annulée',
} as const;

/**
 * POST /api/modele-message/apercu: the message as one real recipient will read it (fields filled). `jobDatingId`
 * gives {date}, {heure} and {lieu}.
 */
export const templatePreviewInputSchema = z.object({
  sujet: templateSubject,
  contenu: templateContent,
  destinataireId: z.number({ error: MESSAGING_MESSAGES.recipientRequired }).int().positive(),
  jobDatingId: z.number().int().positive().nullish(),
});
export type TemplatePreviewInput = z.infer<typeof templatePreviewInputSchema>;

export const templatePreviewSchema = z.object({
  sujet: z.string(),
  contenu: z.string(),
  /** « Prénom NOM » of the recipient the preview was filled for. */
  destinataire: z.string(),
});
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

/**
 * POST /api/modele-message/envoi-groupe: one message each, its fields filled per recipient. The recipients are the
 * ids given (people ticked in the user list) or, without ids, the candidates invited to `jobDatingId`.
 */
export const templateSendInputSchema = z
  .object({
    sujet: templateSubject,
    contenu: templateContent,
    destinataireIds: z
      .array(z.number().int().positive())
      .max(TEMPLATE_SEND_MAX, TEMPLATE_SEND_MESSAGES.tooMany)
      .nullish(),
    jobDatingId: z.number().int().positive().nullish(),
  })
  .refine((v) => (v.destinataireIds?.length ?? 0) > 0 || !!v.jobDatingId, {
    message: TEMPLATE_SEND_MESSAGES.recipientsRequired,
    path: ['destinataireIds'],
  });
export type TemplateSendInput = z.infer<typeof templateSendInputSchema>;

export const templateSendReportSchema = z.object({
  /** Messages written, one per recipient. */
  envoyes: z.number().int(),
  /** Who got nothing, and why (French). */
  ignores: z.array(z.object({ id: z.number().int(), nom: z.string(), raison: z.string() })),
});
export type TemplateSendReport = z.infer<typeof templateSendReportSchema>;
