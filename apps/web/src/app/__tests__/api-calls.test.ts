// Every API call goes through the typed client (lib/endpoint-client, record 0022): outside the HTTP client itself,
// no file writes an address of the API or casts an answer.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The client and the HTTP layer under it are where paths are filled and requests sent. */
const CLIENT = new Set(['lib/api-client.ts', 'lib/endpoint-client.ts']);

const isTest = (file: string) => /(^|\/)(__tests__|testing)\//.test(file) || /\.test\.tsx?$/.test(file);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });

/** A string or template literal starting with one of the API's path roots (SPEC §7 and DESIGN). */
const API_PATH = /['"`]\/(api|auth|profile|motdepasse|reset-motdepasse)\//;
/** A call of the untyped HTTP client, or a cast of what it answered. */
const UNTYPED_CALL = /\b(api\.(get|post|put|patch|delete)\s*[<(]|apiRequest\s*[<(])/;

function offences(pattern: RegExp): string[] {
  return sourceFiles(src)
    .map((file) => path.relative(src, file).split(path.sep).join('/'))
    .filter((file) => !isTest(file) && !CLIENT.has(file))
    .flatMap((file) =>
      readFileSync(path.join(src, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
}

describe('calls to the API', () => {
  it('write no address of the API outside the client', () => {
    expect(offences(API_PATH)).toEqual([]);
  });

  it('go through the typed client, never the untyped one', () => {
    expect(offences(UNTYPED_CALL)).toEqual([]);
  });

  it('would be caught if a screen wrote one', () => {
    expect(API_PATH.test('const url = `/api/notes/7`;')).toBe(true);
    expect(API_PATH.test("navigate('/admin/gestion-des-notes/1')")).toBe(false);
    expect(UNTYPED_CALL.test('api.get<Note>(path)')).toBe(true);
  });
});
