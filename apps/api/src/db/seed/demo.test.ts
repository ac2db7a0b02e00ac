// The demo seed: DESIGN's eight accounts with a working password, content for every screen, and no second run.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { INVITATION_STATES } from '@tremplin/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { generate, verify as verifyCode } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { Database, DatabaseHandle } from '../client';
import {
  applications,
  favourites,
  interviews,
  invitations,
  jobDatings,
  messages,
  messageTemplates,
  notes,
  ntc,
  projectImages,
  projects,
  prospects,
  secondFactors,
  skills,
  storedFiles,
  tags,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seedDemoIfEmpty } from './demo';
import { planDemo } from './demo-plan';

const EXPECTED = {
  'admin@tremplin.test': 'ADMIN',
  'cef@tremplin.test': 'CEF',
  'assistant@tremplin.test': 'ASSISTANT',
  'recruteur@tremplin.test': 'RECRUTEUR',
  'candidat@tremplin.test': 'EN_RECHERCHE_EMPLOI',
  'employe@tremplin.test': 'EMPLOYE',
  'poe@tremplin.test': 'CANDIDAT_POE',
  'alternant@tremplin.test': 'ALTERNANT',
};

let handle: DatabaseHandle;
let db: Database;
let dataDir: string;
const logged: string[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  dataDir = mkdtempSync(path.join(tmpdir(), 'tremplin-demo-'));
  expect(await seedDemoIfEmpty(db, { dataDir }, { info: (m) => logged.push(m) })).toBe(true);
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]!;

describe('demo seed', () => {
  it('creates the eight demo accounts, active, with their roles', async () => {
    expect(Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.email, a.role]))).toEqual(EXPECTED);
    for (const [email, role] of Object.entries(EXPECTED)) {
      const user = await userByEmail(email);
      expect(user, email).toMatchObject({ role, active: true });
    }
  });

  it('enrols one more staff account in the second factor, with the secret the README gives, and no demo account', async () => {
    const account = await userByEmail('cef.securise@tremplin.test');
    expect(account).toMatchObject({ role: 'CEF', active: true });
    const factors = await db.select().from(secondFactors);
    expect(factors).toHaveLength(1);
    expect(factors[0]).toMatchObject({ userId: account.id, secret: DEMO_TOTP_SECRET });
    expect(factors[0]?.confirmedAt).not.toBeNull();
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    expect((await verifyCode({ secret: DEMO_TOTP_SECRET, token: code })).valid).toBe(true);
    const readme = readFileSync(path.join(import.meta.dirname, '../../../../../README.md'), 'utf8');
    expect(readme).toContain(DEMO_TOTP_SECRET);
    expect(readme).toContain('cef.securise@tremplin.test');
  });

  it('gives every account the documented password, hashed with argon2id once', async () => {
    const rows = await db.select({ passwordHash: users.passwordHash }).from(users);
    const hashes = new Set(rows.map((r) => r.passwordHash));
    expect(hashes.size).toBe(1);
    const [hash] = [...hashes];
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verify(hash!, DEMO_PASSWORD)).toBe(true);
    expect(await verify(hash!, 'tremplin2026!')).toBe(false);
  });

  it('logs one French summary line', () => {
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Données de démonstration créées en .* 48 comptes/);
  });

  it('does nothing on a database that already has users', async () => {
    const before = await db.$count(users);
    expect(await seedDemoIfEmpty(db, { dataDir }, { info: (m) => logged.push(m) })).toBe(false);
    expect(await db.$count(users)).toBe(before);
    expect(await db.$count(skills)).toBe(29);
    expect(logged).toHaveLength(1);
  });

  it('fills every area with content', async () => {
    expect(await db.$count(users, eq(users.visibilite, 'VISIBLE'))).toBeGreaterThanOrEqual(40);
    expect(await db.$count(users, eq(users.visibilite, 'NON_VISIBLE'))).toBeGreaterThan(0);
    for (const table of [tags, projects, projectImages, applications, interviews, notes, messages, favourites]) {
      expect(await db.$count(table)).toBeGreaterThan(0);
    }
    expect(await db.$count(messageTemplates)).toBe(5);
    expect(await db.$count(jobDatings)).toBe(5);
    expect(await db.$count(prospects)).toBe(30);
    expect(await db.$count(ntc)).toBe(6);
  });

  it('makes the CEF account the referent of every candidate', async () => {
    const cef = await userByEmail('cef@tremplin.test');
    const candidates = sql`${users.role} in ('EN_RECHERCHE_EMPLOI', 'EMPLOYE', 'CANDIDAT_POE', 'ALTERNANT')`;
    expect(await db.$count(users, and(candidates, isNull(users.referentCEFId)))).toBe(0);
    // 44 from the plan, and Hugo ROUSSEL's second account (the demo's likely duplicate pair).
    expect(await db.$count(users, and(candidates, eq(users.referentCEFId, cef.id)))).toBe(45);
  });

  it('gives the candidate account unread messages and an invitation in each state', async () => {
    const candidate = await userByEmail('candidat@tremplin.test');
    const unread = and(
      eq(messages.destinataireId, candidate.id),
      eq(messages.estLu, false),
      isNull(messages.deletedByRecipientAt),
    );
    expect(await db.$count(messages, unread)).toBeGreaterThan(0);
    const states = await db
      .select({ etat: invitations.etatInvitation })
      .from(invitations)
      .where(eq(invitations.candidatId, candidate.id));
    expect(states.map((s) => s.etat).sort()).toEqual([...INVITATION_STATES].sort());
    expect(
      await db.$count(interviews, and(eq(interviews.utilisateurId, candidate.id), sql`${interviews.date} > now()`)),
    ).toBeGreaterThan(0);
  });

  it('writes every stored file under DATA_DIR/uploads', async () => {
    const files = await db.select().from(storedFiles);
    expect(new Set(files.map((f) => f.kind))).toEqual(
      new Set(['AVATAR', 'CV', 'CERTIFICATION', 'IMAGEPROJET', 'NOTEFICHIER']),
    );
    for (const file of files) {
      expect(existsSync(path.join(dataDir, 'uploads', file.storageKey)), file.storageKey).toBe(true);
    }
    const candidate = await userByEmail('candidat@tremplin.test');
    expect(files.some((f) => f.storageKey === candidate.cheminImage && f.ownerId === candidate.id)).toBe(true);
  });

  it('gives the recruiter favourites and each project a cover', async () => {
    const recruiter = await userByEmail('recruteur@tremplin.test');
    expect(await db.$count(favourites, eq(favourites.recruteurId, recruiter.id))).toBe(9);
    const [withoutCover] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from projects p where not exists (select 1 from project_images i where i.project_id = p.id and i.cover)`,
      )
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(withoutCover!.n).toBe(0);
  });
});

describe('demo plan', () => {
  // Read from the seed itself: on a shared server, journeys add interviews at whatever time they run.
  it('holds interviews on working days in office hours only, Paris time', async () => {
    const rows = await db.select({ date: interviews.date }).from(interviews);
    expect(rows.length).toBeGreaterThan(0);
    const paris = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', hour: '2-digit', timeZone: 'Europe/Paris' });
    for (const { date } of rows) {
      const parts = Object.fromEntries(paris.formatToParts(date).map((p) => [p.type, p.value]));
      expect(['samedi', 'dimanche'], date.toISOString()).not.toContain(parts.weekday);
      expect(Number(parts.hour), date.toISOString()).toBeGreaterThanOrEqual(8);
      expect(Number(parts.hour), date.toISOString()).toBeLessThan(19);
    }
  });

  it('is the same on every run for a given day', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const [a, b] = [planDemo('hash', now), planDemo('hash', now)];
    await Promise.all([...a.renders, ...b.renders]);
    const content = (plan: typeof a) =>
      JSON.stringify({
        ...plan,
        renders: undefined,
        files: plan.files.map(({ bytes, ...f }) => ({ ...f, size: bytes.length })),
      });
    expect(content(a)).toBe(content(b));
  });
});
