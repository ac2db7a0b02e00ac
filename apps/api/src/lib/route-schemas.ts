// Schema pieces the route files share (DESIGN, API conventions): error answers, id and page parameters, and the
// optional `{search}` segment, declared once so that every route describes them alike.
import { apiErrorSchema, pageIndex, pageSize, recordId } from '@tremplin/shared';
import { z } from 'zod';

/** The French error answer for each listed status code. */
export const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, apiErrorSchema]));

export {
  pageIndex as page,
  pageSize as size,
  recordId as id,
  searchSegment as searchText,
} from '@tremplin/shared';

export const idParams = z.object({ id: recordId });
export const pageParams = z.object({ page: pageIndex, size: pageSize });

/** A path with and without its trailing `{search}` segment: the route is registered once for each. */
export const withSearch = (path: string) => [path, `${path}/:search`];
