// The database itself enforces the model's rules: unique e-mails whatever the case, cascades and detachments on delete.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import type { Database, DatabaseHandle } from './client';
import {
  applicationComments,
  applicationContacts,
  applications,
  favourites,
  interviews,
  invitations,
  jobDatings,
  messages,
  type NewUser,
  notes,
  oneTimeTokens,
  projectImages,
  projects,
  projectTags,
  refreshTokens,
  skills,
  storedFiles,
  tags,
  users,
} from './schema';

let handle: DatabaseHandle;
let db: Database;
let sequence = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

async function insertUser(overrides: Partial<NewUser> = {}) {
  sequence++;
  const [user] = await db
    .insert(users)
    .values({
      email: `personne${sequence}@exemple.test`,
      role: 'EN_RECHERCHE_EMPLOI',
      nom: 'MARTIN',
      prenom: 'Alice',
      ...overrides,
    })
    .returning();
  return user!;
}

/** The PostgreSQL error code behind a failed query (drizzle wraps the driver's error). */
async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('users', () => {
  it('applies the defaults: inactive, visible, version 0, empty lists', async () => {
    const user = await insertUser();
    expect(user).toMatchObject({
      active: false,
      visibilite: 'VISIBLE',
      version: 0,
      tremplin: false,
      cheminCertif: [],
      poeInteressees: [],
      referentCEFId: null,
    });
    expect(user.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second account whose e-mail differs only by case', async () => {
    await insertUser({ email: 'Camille.Durand@Exemple.test' });
    expect(await pgErrorCode(insertUser({ email: 'camille.durand@exemple.TEST' }))).toBe('23505');
  });

  it('refuses an unknown role', async () => {
    const insert = db.execute(
      sql`insert into users (email, role, nom, prenom) values ('role@exemple.test', 'SUPER_ADMIN', 'X', 'Y')`,
    );
    expect(await pgErrorCode(insert)).toBe('22P02');
  });

  it('gives every row a database-chosen identity', async () => {
    const insert = db.execute(
      sql`insert into users (id, email, role, nom, prenom) values (0, 'zero@exemple.test', 'ADMIN', 'X', 'Y')`,
    );
    expect(await pgErrorCode(insert)).toBe('428C9');
  });
});

describe('unique rules', () => {
  it('keeps skill names unique whatever the case', async () => {
    await db.insert(skills).values({ nom: 'TypeScript' });
    expect(await pgErrorCode(db.insert(skills).values({ nom: 'typescript' }))).toBe('23505');
  });

  it('invites a candidate once per job dating, and a recruiter favours a candidate once', async () => {
    const candidate = await insertUser();
    const recruiter = await insertUser({ role: 'RECRUTEUR' });
    const [jobDating] = await db
      .insert(jobDatings)
      .values({ date: new Date(), lieu: 'Lyon', thematique: 'Numérique' })
      .returning();
    const invitation = { jobDatingId: jobDating!.id, candidatId: candidate.id };
    const [created] = await db.insert(invitations).values(invitation).returning();
    expect(created!.etatInvitation).toBe('EN_ATTENTE');
    expect(await pgErrorCode(db.insert(invitations).values(invitation))).toBe('23505');

    const favourite = { recruteurId: recruiter.id, candidatId: candidate.id };
    await db.insert(favourites).values(favourite);
    expect(await pgErrorCode(db.insert(favourites).values(favourite))).toBe('23505');
  });

  it('stores the invitation states with their accents', async () => {
    const candidate = await insertUser();
    const [jobDating] = await db
      .insert(jobDatings)
      .values({ date: new Date(), lieu: 'Lille', thematique: 'Data' })
      .returning();
    const [row] = await db
      .insert(invitations)
      .values({ jobDatingId: jobDating!.id, candidatId: candidate.id, etatInvitation: 'CONFIRMÉE' })
      .returning();
    expect(row!.etatInvitation).toBe('CONFIRMÉE');
  });

  it('allows one cover image per project', async () => {
    const owner = await insertUser();
    const [project] = await db
      .insert(projects)
      .values({ utilisateurId: owner.id, titre: 'Blog', slug: `blog-${owner.id}` })
      .returning();
    const files = await db
      .insert(storedFiles)
      .values(
        [1, 2].map((n) => ({
          kind: 'IMAGEPROJET' as const,
          ownerId: owner.id,
          originalName: `${n}.webp`,
          storageKey: `test/${owner.id}-${n}.webp`,
          mime: 'image/webp',
          size: 10,
        })),
      )
      .returning();
    await db.insert(projectImages).values({ projectId: project!.id, fileId: files[0]!.id, cover: true });
    const second = db.insert(projectImages).values({ projectId: project!.id, fileId: files[1]!.id, cover: true });
    expect(await pgErrorCode(second)).toBe('23505');
  });
});

describe('deleting a user', () => {
  it('removes what belongs to them and detaches what others keep', async () => {
    const cef = await insertUser({ role: 'CEF' });
    const recruiter = await insertUser({ role: 'RECRUTEUR' });
    const candidate = await insertUser({ referentCEFId: cef.id });
    const other = await insertUser({ referentCEFId: cef.id });

    const [skill] = await db
      .insert(skills)
      .values({ nom: `Docker ${candidate.id}` })
      .returning();
    const [tag] = await db
      .insert(tags)
      .values({ utilisateurId: candidate.id, competenceId: skill!.id, nomTag: 'Docker', niveau: 3 })
      .returning();
    const [file] = await db
      .insert(storedFiles)
      .values({
        kind: 'IMAGEPROJET',
        ownerId: candidate.id,
        originalName: 'a.webp',
        storageKey: `test/cascade-${candidate.id}.webp`,
        mime: 'image/webp',
        size: 1,
      })
      .returning();
    const [project] = await db
      .insert(projects)
      .values({ utilisateurId: candidate.id, titre: 'Portfolio', slug: `portfolio-${candidate.id}` })
      .returning();
    await db.insert(projectTags).values({ projectId: project!.id, tagId: tag!.id });
    await db.insert(projectImages).values({ projectId: project!.id, fileId: file!.id, cover: true });
    const [application] = await db
      .insert(applications)
      .values({ utilisateurId: candidate.id, adminId: cef.id, entreprise: 'Numéria', poste: 'Dév', date: '2026-01-15' })
      .returning();
    await db.insert(applicationContacts).values({ candidatureId: application!.id, nom: 'ROBERT' });
    await db
      .insert(applicationComments)
      .values({ candidatureId: application!.id, auteurId: cef.id, contenu: 'Relancer' });
    await db.insert(notes).values({ candidatureId: application!.id, auteurId: cef.id, titre: 'Bilan' });
    const [interview] = await db
      .insert(interviews)
      .values({ utilisateurId: candidate.id, adminId: cef.id, candidatureId: application!.id })
      .returning();
    expect(interview!.date).toBeInstanceOf(Date);
    const [jobDating] = await db
      .insert(jobDatings)
      .values({ date: new Date(), auteurId: cef.id, lieu: 'Lyon', thematique: 'Alternance' })
      .returning();
    await db.insert(invitations).values({ jobDatingId: jobDating!.id, candidatId: candidate.id });
    await db.insert(favourites).values({ recruteurId: recruiter.id, candidatId: candidate.id });
    const sent = await db
      .insert(messages)
      .values([
        { expediteurId: candidate.id, destinataireId: other.id, sujet: 'Bonjour' },
        { expediteurId: other.id, destinataireId: candidate.id, sujet: 'Re' },
      ])
      .returning();
    const familyId = '00000000-0000-4000-8000-000000000001';
    await db.insert(refreshTokens).values({
      userId: candidate.id,
      tokenHash: `r${candidate.id}`,
      familyId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db.insert(oneTimeTokens).values({
      userId: candidate.id,
      purpose: 'confirmation',
      tokenHash: `o${candidate.id}`,
      expiresAt: new Date(Date.now() + 60_000),
    });

    await db.delete(users).where(eq(users.id, candidate.id));

    const count = (table: Parameters<typeof db.$count>[0], where: Parameters<typeof db.$count>[1]) =>
      db.$count(table, where);
    expect(await count(tags, eq(tags.utilisateurId, candidate.id))).toBe(0);
    expect(await count(storedFiles, eq(storedFiles.ownerId, candidate.id))).toBe(0);
    expect(await count(projects, eq(projects.utilisateurId, candidate.id))).toBe(0);
    expect(await count(projectTags, eq(projectTags.tagId, tag!.id))).toBe(0);
    expect(await count(projectImages, eq(projectImages.projectId, project!.id))).toBe(0);
    expect(await count(applications, eq(applications.utilisateurId, candidate.id))).toBe(0);
    // Their applications stay without an owner for the staff's totals (migration 0017); what they held about the
    // person is removed by the erasure itself (lib/account-erasure), not by the database.
    const [detached] = await db.select().from(applications).where(eq(applications.id, application!.id));
    expect(detached?.utilisateurId).toBeNull();
    expect(await count(interviews, eq(interviews.utilisateurId, candidate.id))).toBe(0);
    expect(await count(invitations, eq(invitations.candidatId, candidate.id))).toBe(0);
    expect(await count(favourites, eq(favourites.candidatId, candidate.id))).toBe(0);
    expect(await count(refreshTokens, eq(refreshTokens.userId, candidate.id))).toBe(0);
    expect(await count(oneTimeTokens, eq(oneTimeTokens.userId, candidate.id))).toBe(0);
    // The other party keeps the conversation; the deleted account's side becomes empty.
    const kept = await db
      .select()
      .from(messages)
      .where(sql`${messages.id} in (${sent[0]!.id}, ${sent[1]!.id})`)
      .orderBy(messages.id);
    expect(kept.map((m) => [m.expediteurId, m.destinataireId])).toEqual([
      [null, other.id],
      [other.id, null],
    ]);
    // Skills and job datings are shared: they stay.
    expect(await count(skills, eq(skills.id, skill!.id))).toBe(1);
    expect(await count(jobDatings, eq(jobDatings.id, jobDating!.id))).toBe(1);
  });

  it('detaches a staff member from the records they authored', async () => {
    const cef = await insertUser({ role: 'CEF' });
    const candidate = await insertUser({ referentCEFId: cef.id });
    const [application] = await db
      .insert(applications)
      .values({
        utilisateurId: candidate.id,
        adminId: cef.id,
        entreprise: 'Atelier',
        poste: 'Support',
        date: '2026-02-01',
      })
      .returning();
    const [note] = await db
      .insert(notes)
      .values({ candidatureId: application!.id, auteurId: cef.id, titre: 'Point' })
      .returning();
    const [jobDating] = await db
      .insert(jobDatings)
      .values({ date: new Date(), auteurId: cef.id, lieu: 'Lyon', thematique: 'Data' })
      .returning();

    await db.delete(users).where(eq(users.id, cef.id));

    const [after] = await db.select().from(users).where(eq(users.id, candidate.id));
    expect(after!.referentCEFId).toBeNull();
    const [app] = await db.select().from(applications).where(eq(applications.id, application!.id));
    expect(app!.adminId).toBeNull();
    const [n] = await db.select().from(notes).where(eq(notes.id, note!.id));
    expect(n!.auteurId).toBeNull();
    const [jd] = await db.select().from(jobDatings).where(eq(jobDatings.id, jobDating!.id));
    expect(jd!.auteurId).toBeNull();
  });
});

describe('relational queries', () => {
  it('loads a user with their tags and referent', async () => {
    const cef = await insertUser({ role: 'CEF', nom: 'MOREAU', prenom: 'Julien' });
    const candidate = await insertUser({ referentCEFId: cef.id });
    await db.insert(tags).values({ utilisateurId: candidate.id, nomTag: 'React', niveau: 4 });
    const found = await db.query.users.findFirst({
      where: eq(users.id, candidate.id),
      with: { tags: true, referentCEF: { columns: { nom: true, prenom: true } } },
    });
    expect(found?.tags.map((t) => t.nomTag)).toEqual(['React']);
    expect(found?.referentCEF).toEqual({ nom: 'MOREAU', prenom: 'Julien' });
  });
});
