// The error shape every API failure answers with (DESIGN, API conventions).
import { z } from 'zod';

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const countSchema = z.object({ nb: z.number().int() });
export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), totalElements: z.number().int() });
