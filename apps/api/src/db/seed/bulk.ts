// Adds many realistic profiles with their tags, in batches, for benchmarks (`npm run seed -- --profiles N`).
import { base, Faker, fr } from '@faker-js/faker';
import { hash } from '@node-rs/argon2';
import { DEFAULT_AVATARS } from '@tremplin/shared';
import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { skills, tags, users } from '../schema';
import { SKILLS } from './content';
import type { Transaction } from './demo';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, makeProfile, slugify } from './people';

export interface AddProfilesOptions {
  /** Rows per INSERT statement (users, then tags). */
  batchSize?: number;
  onProgress?(done: number, total: number): void;
}

export async function addProfiles(
  db: Database,
  count: number,
  { batchSize = 1000, onProgress }: AddProfilesOptions = {},
): Promise<{ users: number; tags: number }> {
  if (count <= 0) return { users: 0, tags: 0 };
  const skillIds = await ensureSkills(db);
  const motsCles = new Map(SKILLS.map((s) => [s.nom, s.motsCles]));
  const [cef] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'CEF'))
    .orderBy(asc(users.id))
    .limit(1);
  // E-mails carry a number above every existing id, so successive runs never collide.
  const [{ maxId } = { maxId: 0 }] = await db
    .select({ maxId: sql<number>`coalesce(max(${users.id}), 0)::int` })
    .from(users);
  const passwordHash = await hash(DEMO_PASSWORD);
  const f = new Faker({ locale: [fr, base] });
  f.seed(maxId + 1);
  const now = new Date();

  let tagCount = 0;
  for (let done = 0; done < count; ) {
    const size = Math.min(batchSize, count - done);
    const profiles = Array.from({ length: size }, (_, i) =>
      makeProfile(f, {
        email: ({ prenom, nom }) => `${slugify(prenom)}.${slugify(nom)}.${maxId + done + i + 1}@${DEMO_EMAIL_DOMAIN}`,
        passwordHash,
        referentId: cef?.id ?? null,
        now,
      }),
    );
    await db.transaction(async (tx) => {
      const inserted = await unnestInsert<{ id: number; email: string }>(
        tx,
        users,
        profiles.map((p) => ({ ...p.user, photoParDefaut: f.helpers.arrayElement(DEFAULT_AVATARS) })),
        sql`returning ${sql.identifier(users.id.name)} as id, ${sql.identifier(users.email.name)} as email`,
      );
      const idByEmail = new Map(inserted.map((r) => [r.email, r.id]));
      const tagRows = profiles.flatMap((p) => {
        const utilisateurId = idByEmail.get(p.user.email)!;
        return p.skills.map((s) => ({
          utilisateurId,
          competenceId: skillIds.get(s.nom) ?? null,
          nomTag: s.nom,
          niveau: s.niveau,
          motsCles: motsCles.get(s.nom) ?? '',
        }));
      });
      for (let start = 0; start < tagRows.length; start += batchSize) {
        await unnestInsert(tx, tags, tagRows.slice(start, start + batchSize));
      }
      tagCount += tagRows.length;
    });
    done += size;
    onProgress?.(done, count);
  }
  return { users: count, tags: tagCount };
}

/** The skills by name; created from the reference list when the database has none of them yet. */
async function ensureSkills(db: Database): Promise<Map<string, number>> {
  let rows = await db.select({ id: skills.id, nom: skills.nom }).from(skills);
  if (rows.length === 0) {
    rows = await db
      .insert(skills)
      .values(SKILLS.map((s) => ({ ...s })))
      .returning({ id: skills.id, nom: skills.nom });
  }
  return new Map(rows.map((r) => [r.nom, r.id]));
}

/**
 * INSERT … SELECT FROM unnest(...): one array parameter per column instead of one parameter per value, which keeps
 * thousand-row statements cheap to build, send and parse.
 */
async function unnestInsert<R = never>(
  db: Database | Transaction,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning?: SQL,
): Promise<R[]> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const names: SQL[] = [];
  const selected: SQL[] = [];
  const arrays: SQL[] = [];
  keys.forEach((key, i) => {
    const column = columns[key]!;
    const type = column.getSQLType();
    const isArray = type.endsWith('[]');
    // Drivers know how to send arrays of built-in types only: arrays and enums travel as text, cast back.
    const asText = isArray || column.columnType === 'PgEnumColumn';
    const values = rows.map((row) => toParam(row[key], isArray));
    names.push(sql`${sql.identifier(column.name)}`);
    selected.push(asText ? sql.raw(`c${i}::${type}`) : sql.raw(`c${i}`));
    arrays.push(sql`${sql.param(values)}::${sql.raw(asText ? 'text' : type)}[]`);
  });
  const result = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.raw(keys.map((_, i) => `c${i}`).join(', '))}) ${returning ?? sql``}`,
  );
  return (result as unknown as { rows: R[] }).rows;
}

function toParam(value: unknown, isArray: boolean): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (isArray) {
    const items = (value as unknown[]).map((item) => `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`);
    return `{${items.join(',')}}`;
  }
  return value;
}
