// Field shapes several forms share: blank means "no value", optional texts and links cleared when empty.
import { z } from 'zod';
import { isHttpUrl, PROFILE_MESSAGES } from '../profiles';

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A filter of a list: blank is no filter. */
export const filterText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** Empty strings mean "no value": the field is cleared. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Ce champ contient au plus ${max} caractères.`)
    .nullish()
    .transform((v) => (v ? v : null));

export const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Le lien est trop long.')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isHttpUrl(v), PROFILE_MESSAGES.invalidUrl);
