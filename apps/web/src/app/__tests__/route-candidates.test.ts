// The narrowed route table opens the same row as the whole table, for every row, whatever the case, and 404s alike.
import { ROUTES, type RouteDef } from '@tremplin/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeCandidates } from '../route-candidates';

const opened = (pathname: string) => matchRoutes(ROUTES as RouteDef[], pathname)?.at(-1)?.route ?? null;
/** A path the row opens: each parameter given a plausible value. */
const sample = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => (/id$/i.test(name) ? '42' : 'abc'));

describe('route candidates', () => {
  it.each(ROUTES.map((route) => [sample(route.path)]))('opens the same row as the whole table for %s', (path) => {
    const found = routeCandidates(path);
    expect(found.route).toBe(opened(path));
    expect(found.route).not.toBeNull();
    expect(found.rows.length).toBeLessThan(ROUTES.length);
    for (const variant of [path.toUpperCase(), `${path}/`.replace('//', '/'), encodeURI(path)])
      expect(routeCandidates(variant).route, variant).toBe(opened(variant));
  });

  it('finds no row for an unknown path, as the whole table', () => {
    for (const path of ['/nimporte-quoi', '/12/nimporte-quoi', '/recherche/en/trop'])
      expect(routeCandidates(path).route).toBeNull();
  });
});
