// Schema pieces the route files share (DESIGN, API conventions): error answers, id and page parameters, and the
// optional `{search}` segment, declared once so that every route describes them alike.
import { apiErrorSchema } from '@tremplin/shared';
import { z } from 'zod';

/** The French error answer for each listed status code. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));

/** A record id in a path. */
export const id = z.coerce.number().int().positive();
export const idParams = z.object({ id });

/** A zero-based page and its size in a path. */
export const page = z.coerce.number().int().min(0);
export const size = z.coerce.number().int().min(1).max(100);
export const pageParams = z.object({ page, size });

/** The text of an optional `{search}` segment, at most `max` characters. */
export const searchText = (max: number) => z.string().max(max).optional();

/** A path with and without its trailing `{search}` segment: the route is registered once for each. */
export const withSearch = (path: string) => [path, `${path}/:search`];
