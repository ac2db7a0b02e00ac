// A feature imports lib/, plugins/, db/ and @tremplin/shared, never another feature's files: what two features share
// moves down. Only features/index.ts, the list of route plugins, names every feature.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(src, 'features');

/** The one file that composes the features. */
const COMPOSER = 'features/index.ts';

/** Every module a file names: static and dynamic imports, re-exports, side-effect imports and test mocks. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bmock\(\s*)['"]([^'"]+)['"]/g;

/** The feature a path belongs to (its folder under features/), or null elsewhere and for features/index.ts. */
function featureOf(file: string): string | null {
  const parts = path.relative(featuresDir, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0]!) || parts.length < 2) return null;
  return parts[0]!;
}

/** The relative imports of `file` that land in a feature other than its own, as "file → specifier". */
function crossings(file: string, source: string): string[] {
  const own = featureOf(file);
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    if (!specifier!.startsWith('.')) continue;
    const target = featureOf(path.resolve(path.dirname(file), specifier!));
    if (target && target !== own) found.push(`${path.relative(src, file)} → ${specifier}`);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) ? [file] : [];
  });

const crossingsIn = (files: string[]) => files.flatMap((file) => crossings(file, readFileSync(file, 'utf8')));

describe('feature boundaries', () => {
  it('finds imports of another feature, static, dynamic, re-exported or mocked', () => {
    const file = path.join(featuresDir, 'favourites/service.ts');
    const source = [
      "import { planSearch } from '../search/service';",
      "const later = () => import('../media/routes');",
      "export { canSeeProfile } from '../profiles/visibility';",
      "vi.mock('../../features/auth/service', () => ({}));",
      "import { listVisibleFavourites } from './queries';",
      "import { deleteFavourite } from '../favourites/queries';",
      "import { toCard } from '../../lib/profile-search/search';",
      "import { users } from '../../db/schema';",
      "import { isStaff } from '@tremplin/shared';",
    ].join('\n');
    expect(crossings(file, source)).toEqual([
      'features/favourites/service.ts → ../search/service',
      'features/favourites/service.ts → ../media/routes',
      'features/favourites/service.ts → ../profiles/visibility',
      'features/favourites/service.ts → ../../features/auth/service',
    ]);
    // Below the features, any import of one is a crossing.
    expect(crossings(path.join(src, 'lib/accounts.ts'), "import { x } from '../features/users/service';")).toEqual([
      'lib/accounts.ts → ../features/users/service',
    ]);
  });

  it('keeps every feature to its own files, lib, plugins, db and the shared contract', () => {
    const files = sourceFiles(featuresDir).filter((file) => path.relative(src, file) !== COMPOSER);
    expect(files.length).toBeGreaterThan(100);
    expect(crossingsIn(files)).toEqual([]);
  });

  it('keeps lib, plugins and db below the features: they never import one', () => {
    // Tests of a plugin may drive a feature's job; the code itself never depends on one.
    const files = ['lib', 'plugins', 'db']
      .flatMap((dir) => sourceFiles(path.join(src, dir)))
      .filter((file) => !file.endsWith('.test.ts'));
    expect(crossingsIn(files)).toEqual([]);
  });
});
