// Features never import each other: a screen that puts several features together is a route screen in app/routes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const featuresDir = path.join(src, 'features');

/** Every specifier a module names: static and dynamic imports, re-exports and test mocks. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bmock\(\s*)['"]([^'"]+)['"]/g;

/** The feature a path inside src/features belongs to, or null outside the features. */
function featureOf(file: string): string | null {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] || null;
}

/** The imports of `file` (inside src/features) that reach into another feature, as "file → specifier". */
function crossings(file: string, source: string): string[] {
  const own = featureOf(file);
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    let target: string | null = null;
    if (specifier!.startsWith('@/')) target = path.join(src, specifier!.slice(2));
    else if (specifier!.startsWith('.')) target = path.resolve(path.dirname(file), specifier!);
    const feature = target ? featureOf(target) : null;
    if (feature && feature !== own) found.push(`${path.relative(src, file)} → ${specifier}`);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });

describe('feature boundaries', () => {
  it('finds imports of another feature, by alias or by relative path', () => {
    const file = path.join(featuresDir, 'profiles/components/profile-view.tsx');
    const source = [
      "import { ProfileSkills } from '@/features/skills';",
      "import { CvSection } from '../../media/components/profile-files';",
      "const later = () => import('@/features/rtc/screens/voice-room');",
      "export { FavouriteToggle } from '@/features/favourites';",
      "import { EditFrame } from '../components/edit-frame';",
      "import { useProfile } from '@/features/profiles/api/get-profile';",
      "import { ProfileAvatar } from '@/components/profile-avatar';",
    ].join('\n');
    expect(crossings(file, source)).toEqual([
      'features/profiles/components/profile-view.tsx → @/features/skills',
      'features/profiles/components/profile-view.tsx → ../../media/components/profile-files',
      'features/profiles/components/profile-view.tsx → @/features/rtc/screens/voice-room',
      'features/profiles/components/profile-view.tsx → @/features/favourites',
    ]);
  });

  it('keeps every feature to its own files, the shared components and the libraries', () => {
    const files = sourceFiles(featuresDir);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => crossings(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
