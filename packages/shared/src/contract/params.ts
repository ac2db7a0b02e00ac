// Path parameters every declaration reads alike (DESIGN, API conventions).
import { z } from 'zod';

/** A record id in a path. */
export const recordId = z.coerce.number().int().positive();

/** A zero-based page and its size in a path. */
export const pageIndex = z.coerce.number().int().min(0);
export const pageSize = z.coerce.number().int().min(1).max(100);

/** The text of an optional `{search}` segment, at most `max` characters. */
export const searchSegment = (max: number) => z.string().max(max).optional();
