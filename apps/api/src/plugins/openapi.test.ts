// The API document that integrators generate clients from: Redocly's recommended rules accept it.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';
import { operationIdOf } from './openapi-document';

const run = promisify(execFile);
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const config = path.resolve(import.meta.dirname, '../../redocly.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface LintReport {
  totals: { errors: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

describe('API document', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(document.paths).flatMap(([url, item]) =>
      METHODS.flatMap((method) => (item?.[method] ? [{ url, method, operation: item[method] }] : [])),
    );

  it('passes Redocly’s recommended rules with no error', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tremplin-openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const { stdout } = await run(
      process.execPath,
      [redocly, 'lint', file, '--config', config, '--format', 'json', '--lint-config', 'off'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 32 * 1024 * 1024,
      },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }));
    const report = JSON.parse(stdout) as LintReport;
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('names every operation once, from its method and path', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    expect(document.paths['/api/modele-message/{id}']?.get?.operationId).toBe('getModeleMessageById');
    expect(operationIdOf('get', '/api/modele-message/{page}/{size}/{search}')).toBe(
      'getModeleMessageByPageBySizeBySearch',
    );
  });

  it('declares the servers, the bearer scheme and who may call each operation', () => {
    expect(document.servers?.[0]?.url).toBe(t.config.publicUrl);
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/modele-message/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
  });

  it('declares on each path only the parameters it carries', () => {
    const pathParameters = (url: string) =>
      ((document.paths[url]?.get?.parameters ?? []) as OpenAPIV3.ParameterObject[])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
    expect(pathParameters('/api/modele-message/{page}/{size}')).toEqual(['page', 'size']);
    expect(pathParameters('/api/modele-message/{page}/{size}/{search}')).toEqual(['page', 'size', 'search']);
  });
});
