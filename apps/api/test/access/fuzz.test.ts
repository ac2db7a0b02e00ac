// Schema-driven fuzzing: walks the OpenAPI document and, for every route, sends values generated from its schemas
// and from their violations (wrong types, NUL characters, over-long text, missing fields) as an anonymous visitor,
// as each role, and aimed at someone else's ids. Fails on any 5xx, any English message, and any person shown with a
// field the caller's view hides. Fixed seed and a fixed budget per route, so it runs the same every time.

import { Writable } from 'node:stream';
import { INPUT_MESSAGES, isStaff, PERSON_VIEW_HIDDEN, personViewFor, ROLES, type Role } from '@tremplin/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile } from '../helpers/multipart';
import { createTestApp } from '../helpers/test-app';
import { createRoleAccounts, createUser, type RoleAccount } from './accounts';

const SEED = 20261124;
/** Requests per route and caller. */
const PER_ROUTE = 3;

let t: Awaited<ReturnType<typeof createTestApp>>;
let accounts: Record<Role, RoleAccount>;
let foreignId: number;
beforeAll(async () => {
  t = await createTestApp();
  accounts = await createRoleAccounts(t.app, t.db);
  foreignId = (
    await createUser(t.db, {
      role: 'EN_RECHERCHE_EMPLOI',
      commentaire: 'Commentaire interne',
      admission: 'Non admis',
      telephone: '0600000000',
    })
  ).id;
});
afterAll(async () => t?.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A value the schema accepts, roughly: its enums, its bounds, ids that exist. */
function valid(schema: JsonSchema | undefined, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(undefined);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => valid(s, ids, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 50;
      return fc.oneof(fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) }), fc.constantFrom(...ids));
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.constantFrom('quelqu.un@exemple.test', 'inconnu@exemple.test');
      if (schema.format === 'date-time' || schema.format === 'date') return fc.constant('2026-06-01T10:00:00.000Z');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 20) });
    case 'array':
      return fc.array(valid(schema.items, ids, depth + 1), { maxLength: 3 });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(
        ([key, s]) => [key, valid(s, ids, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries), {
        requiredKeys: (schema.required ?? []).filter((k) => k in (schema.properties ?? {})),
      });
    }
    default:
      return fc.constant(null);
  }
}

/** Something the schema refuses: another type, a NUL character, text far too long, a negative or huge number. */
const hostile: fc.Arbitrary<unknown> = fc.constantFrom(
  'a\u0000b',
  'x'.repeat(6000),
  -1,
  2 ** 53,
  1.5,
  true,
  [],
  {},
  null,
  'NaN',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'é'.repeat(300),
);

/** A request body: the schema's shape with one field spoiled, the wrong shape altogether, or a valid one. */
function body(schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const props = Object.keys(schema.properties ?? {});
  const spoiled = props.length
    ? fc
        .tuple(valid(schema, ids), fc.constantFrom(...props), hostile)
        .map(([value, key, bad]) => ({ ...(value as object), [key]: bad }))
    : hostile;
  const missing = props.length
    ? valid(schema, ids).map((value) => {
        const copy = { ...(value as object) } as Record<string, unknown>;
        for (const key of schema.required ?? []) delete copy[key];
        return copy;
      })
    : hostile;
  return fc.oneof(valid(schema, ids), spoiled, missing, hostile);
}

function segment(schema: JsonSchema | undefined, ids: number[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { weight: 3, arbitrary: valid(schema, ids) },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: fc.constantFrom('%00', '%', 'abc', '-7', '0', '99999999999999999999') },
    )
    .map((v) => {
      const text = typeof v === 'object' ? JSON.stringify(v) : String(v);
      return text.startsWith('%') ? text : encodeURIComponent(text);
    })
    .filter((s) => s.length > 0);
}

// English left behind by a library: zod's, Fastify's, the driver's. Unknown routes keep Fastify's own sentence.
const ENGLISH =
  /\b(invalid input|expected|received|required|must (be|have|match)|should|unexpected|cannot|is not|does not|failed|too (small|big|long)|error occurred|internal server)\b/i;
const FORBIDDEN_EVERYWHERE = ['motDePasse', 'passwordHash', 'authToken', 'socialNetworkAuthToken', 'linkedinSubject'];

/** Every object that is a person (id, nom, prenom, role), wherever it sits in the answer. */
function* people(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) yield* people(item);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'number' && 'prenom' in record && 'role' in record) yield record;
    for (const child of Object.values(record)) yield* people(child);
  }
}

function* keysDeep(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* keysDeep(item);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      yield key;
      yield* keysDeep(child);
    }
  }
}

// Calls that end the caller's own session or account would leave the rest of the run without a caller.
const SESSION_ENDING = /desactivation|modification-mdp|deconnexion|^\/api\/admin\/\{id\}$|reset-motdepasse/;

// Thousands of requests: minutes on a busy two-core machine, past the suite's usual 30 s.
it('answers every route, from every caller, without a 5xx, English or a field the view hides', async () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const callers: Array<{ label: string; account: RoleAccount | null; foreign: boolean }> = [
    { label: 'anonyme', account: null, foreign: false },
    ...ROLES.map((role) => ({ label: role, account: accounts[role], foreign: false })),
    ...(['RECRUTEUR', 'EMPLOYE', 'ASSISTANT'] as const).map((role) => ({
      label: `${role} → autrui`,
      account: accounts[role],
      foreign: true,
    })),
  ];
  const failures: string[] = [];
  let requests = 0;
  const statuses: Record<number, number> = {};
  let seed = SEED;

  for (const [openApiPath, operations] of Object.entries(doc.paths)) {
    if (openApiPath.includes('/ws')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const params = operation.parameters ?? [];
      const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
      for (const caller of callers) {
        if (caller.account && SESSION_ENDING.test(openApiPath)) continue;
        const ids = caller.foreign ? [foreignId] : caller.account ? [caller.account.id] : [1];
        const request = fc.record({
          path: fc.tuple(...params.filter((p) => p.in === 'path').map((p) => segment(p.schema, ids)), fc.constant('')),
          query: fc.tuple(
            ...params
              .filter((p) => p.in === 'query')
              .map((p) =>
                fc
                  .option(segment(p.schema, ids), { nil: undefined })
                  .map((v) => (v === undefined ? '' : `${p.name}=${v}`)),
              ),
            fc.constant(''),
          ),
          body: body(jsonBody, ids),
        });
        const samples = fc.sample(request, { numRuns: PER_ROUTE, seed: seed++ });
        for (const sample of samples) {
          const pathParams = params.filter((p) => p.in === 'path');
          let url = openApiPath;
          pathParams.forEach((p, i) => {
            url = url.replace(`{${p.name}}`, sample.path[i] as string);
          });
          const query = sample.query.filter(Boolean).join('&');
          if (query) url += `?${query}`;
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              ...(caller.account ? { authorization: `Bearer ${caller.account.token}` } : {}),
              'x-forwarded-for': `10.77.${requests % 250}.${(requests >> 8) % 250}`,
            },
            ...(method !== 'get' && method !== 'delete' && sample.body !== undefined
              ? { payload: sample.body as object }
              : {}),
          });
          requests += 1;
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          const where = `${method.toUpperCase()} ${url.slice(0, 120)} as ${caller.label}`;
          if (response.statusCode >= 500)
            failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          const type = String(response.headers['content-type'] ?? '');
          if (!type.includes('json')) continue;
          let payload: unknown;
          try {
            payload = response.json();
          } catch {
            continue;
          }
          const message = (payload as { message?: unknown } | null)?.message;
          if (
            typeof message === 'string' &&
            !/^Route \w+:\S+ not found$/.test(message) &&
            message !== INPUT_MESSAGES.badUrl &&
            ENGLISH.test(message)
          ) {
            failures.push(`${where}: English message « ${message.slice(0, 200)} »`);
          }
          if (response.statusCode >= 300) continue;
          for (const key of keysDeep(payload)) {
            if (FORBIDDEN_EVERYWHERE.includes(key)) failures.push(`${where}: secret field ${key}`);
          }
          const viewer = caller.account ? { id: caller.account.id, role: caller.account.role } : null;
          if (viewer && isStaff(viewer.role)) continue;
          for (const person of people(payload)) {
            const hidden: readonly string[] = PERSON_VIEW_HIDDEN[personViewFor(viewer, person.id as number)];
            for (const field of hidden) {
              if (field in person) failures.push(`${where}: person ${person.id} shows ${field}`);
            }
            if (person.visibilite === 'NON_VISIBLE' && person.id !== viewer?.id) {
              failures.push(`${where}: hidden person ${person.id}`);
            }
          }
        }
      }
    }
  }
  console.log(`fuzzing: ${requests} requests, ${failures.length} failures`, JSON.stringify(statuses));
  expect(failures.slice(0, 40)).toEqual([]);
  expect(requests).toBeGreaterThan(1000);
}, 300_000);

/**
 * Multipart bodies: CSV imports and every upload, with what real files and hostile ones hold — quotes inside unquoted
 * fields, NUL bytes, binary content, UTF-16 text, unclosed quotes, 30 MB. No 5xx, every refusal in French, and no
 * cell of a CSV ever reaches the log (a failed statement's parameters are the file's contacts).
 */
it('answers every multipart body without a 5xx, refuses in French and keeps CSV cells out of the log', async () => {
  let log = '';
  const logged = await createTestApp(
    {},
    {
      logTo: new Writable({
        write(chunk, _encoding, done) {
          log += chunk.toString();
          done();
        },
      }),
    },
  );
  try {
    const admin = await createRoleAccounts(logged.app, logged.db).then((a) => a.ADMIN);
    const header = 'Date;Entreprise;Poste;Ville;Nom du contact;E-mail du contact;Téléphone du contact;Commentaire';
    /** Every cell carries a marker, looked for in the log afterwards. */
    let markers = 0;
    const marker = () => `Zx${(markers++).toString(36)}qK`;
    const line = (cells: string[]) => cells.join(';');
    const personal = () => [
      '12/03/2026',
      `Société ${marker()}`,
      `Poste ${marker()}`,
      `Ville${marker()}`,
      `Camille ${marker()}`,
      `${marker()}@exemple.fr`,
      `06${marker()}`,
      `Note ${marker()}`,
    ];
    const random = fc.sample(fc.uint8Array({ minLength: 1, maxLength: 4096 }), { numRuns: 8, seed: SEED });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const csvs: Array<[string, Buffer]> = [
      [
        'quotes inside an unquoted field',
        Buffer.from(`${header}\n${line(['12/03/2026', `Le "Bistrot" ${marker()} SARL`, ...personal().slice(2)])}\n`),
      ],
      [
        'NUL in a cell',
        Buffer.from(`${header}\n${line(personal())}\n${line(personal()).replace('Société', 'Soc\u0000iété')}\n`),
      ],
      ['NUL everywhere', Buffer.from(`${header}\n${line(personal())}\n`.replaceAll('', '\u0000'))],
      ['control characters', Buffer.from(`${header}\n${line(personal()).replace('Poste', 'Po\u0007ste')}\n`)],
      ['binary (PNG)', Buffer.concat([png, Buffer.from(line(personal()))])],
      [
        'UTF-16 text',
        Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${header}\n${line(personal())}`, 'utf16le')]),
      ],
      ['unclosed quote', Buffer.from(`${header}\n"${line(personal())}\n${line(personal())}\n`)],
      ['quote after a quoted field', Buffer.from(`${header}\n"${marker()}"x;${line(personal().slice(1))}\n`)],
      [
        'values that break the database',
        Buffer.from(
          `${header}\n${line(['31/02/2026', ...personal().slice(1)])}\n${line(['12/03/2026', 'x'.repeat(100_000), ...personal().slice(2)])}\n`,
        ),
      ],
      ['only a header', Buffer.from(`${header}\n`)],
      ['empty', Buffer.alloc(0)],
      ['30 MB of unclosed quote', Buffer.concat([Buffer.from(`${header}\n"`), Buffer.alloc(30 * 1024 * 1024, 0x61)])],
      ['30 MB of binary', Buffer.alloc(30 * 1024 * 1024, 0x00)],
      ...random.map((bytes, i): [string, Buffer] => [
        `random bytes ${i}`,
        Buffer.concat([Buffer.from(`${header}\n`), Buffer.from(bytes)]),
      ]),
    ];
    const failures: string[] = [];
    let requests = 0;
    const check = (where: string, response: { statusCode: number; body: string; json(): unknown }) => {
      requests += 1;
      if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (response.statusCode < 400) return response;
      const message = (response.json() as { message?: string }).message ?? '';
      if (!message || ENGLISH.test(message))
        failures.push(`${where}: refusal not in French « ${message.slice(0, 200)} »`);
      return response;
    };
    const send = (url: string, name: string, content: Buffer, type: string) => {
      const body = multipartFile(name, content, type);
      return logged.app.inject({
        method: 'POST',
        url,
        headers: { ...body.headers, authorization: `Bearer ${admin.token}` },
        payload: body.payload,
      });
    };
    for (const [label, content] of csvs) {
      for (const mode of ['ligne', 'tout']) {
        const response = check(
          `import ${label} (${mode})`,
          await send(`/api/prospect/importCSV?mode=${mode}`, 'prospects.csv', content, 'text/csv'),
        );
        // A refused line names its number and its reason.
        if (response.statusCode === 200) {
          const report = response.json() as { refused: Array<{ line: number; reason: string }> };
          for (const r of report.refused) {
            if (!(r.line > 0 && r.reason && !ENGLISH.test(r.reason)))
              failures.push(`import ${label}: line ${JSON.stringify(r)}`);
          }
        }
      }
    }
    // The same bodies as every kind of file (the admin may add anyone's files), named as the kind expects.
    for (const kind of ['avatar', 'cv', 'certif', 'video', 'image']) {
      for (const [label, content] of csvs.filter(([l]) => !l.startsWith('random') || l.endsWith('0'))) {
        check(
          `upload ${kind} ${label}`,
          await send(
            `/api/media/${admin.id}/${kind}`,
            `fichier.${kind === 'cv' ? 'pdf' : 'png'}`,
            content,
            kind === 'cv' ? 'application/pdf' : 'image/png',
          ),
        );
      }
    }
    for (const [label, content] of csvs.slice(0, 6)) {
      check(`project images ${label}`, await send('/api/projet/1/images', 'photo.png', content, 'image/png'));
      check(`note file ${label}`, await send('/api/notes/1/fichier', 'note.pdf', content, 'application/pdf'));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const leaked = Array.from({ length: markers }, (_, i) => `Zx${i.toString(36)}qK`).filter((m) => log.includes(m));
    console.log(
      `multipart fuzzing: ${requests} requests, ${failures.length} failures, ${leaked.length} cells in the log`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    expect(leaked).toEqual([]);
    expect(log.length).toBeGreaterThan(0);
  } finally {
    await logged.close();
  }
}, 300_000);
