// React Router flattens, scores and sorts every route it is handed each time it matches a path, and the app matches
// on every navigation. A path can only match rows whose first segment is its own or a parameter, so only those rows
// are handed over: the same route wins (ranking keeps the table's order among them), for a fraction of the work.
import { ROUTES, type RouteDef } from '@tremplin/shared';
import { matchRoutes } from 'react-router';

/** A path's first segment as the router compares it: decoded, case ignored. */
function firstSegment(path: string): string {
  const segment = path.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const isParameter = (segment: string) => /[:*?]/.test(segment);

// Each row's first segment is read once: the grouping below runs as the app starts.
const segments = ROUTES.map((route) => firstSegment(route.path));
const withParameterFirst = ROUTES.filter((_, index) => isParameter(segments[index]!));
const rowsByFirstSegment = new Map<string, readonly RouteDef[]>();
for (const segment of segments) {
  if (isParameter(segment) || rowsByFirstSegment.has(segment)) continue;
  rowsByFirstSegment.set(
    segment,
    ROUTES.filter((_, index) => segments[index] === segment || isParameter(segments[index]!)),
  );
}

export interface RouteCandidates {
  /** The rows to hand to the router, in the table's order. */
  rows: readonly RouteDef[];
  /** The row the path opens; null for the 404 page. */
  route: RouteDef | null;
}

let last: { pathname: string; found: RouteCandidates } | null = null;

export function routeCandidates(pathname: string): RouteCandidates {
  if (last?.pathname === pathname) return last.found;
  const rows = rowsByFirstSegment.get(firstSegment(pathname)) ?? withParameterFirst;
  let found: RouteCandidates = { rows, route: matchRoutes(rows as RouteDef[], pathname)?.at(-1)?.route ?? null };
  if (!found.route) {
    // A path read otherwise than the router reads it: the whole table decides.
    const route = matchRoutes(ROUTES as RouteDef[], pathname)?.at(-1)?.route ?? null;
    if (route) found = { rows: ROUTES, route };
  }
  last = { pathname, found };
  return found;
}
