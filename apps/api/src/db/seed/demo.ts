// Demo data for an empty database: DESIGN's eight accounts and enough French content for every screen.
import { hash } from '@node-rs/argon2';
import { CANDIDATES } from '@tremplin/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { detectDuplicates } from '../../lib/duplicate-detection';
import { createFileStorage } from '../../plugins/storage';
import type { Database } from '../client';
import {
  applicationComments,
  applicationContacts,
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
  projectTags,
  prospects,
  secondFactors,
  skills,
  storedFiles,
  tags,
  users,
} from '../schema';
import { SKILLS } from './content';
import { DEMO_TEMPLATES } from './demo-messages';
import { seedDemoOutcomes } from './demo-outcomes';
import { type DemoPlan, planDemo } from './demo-plan';
import { writeSeedFiles } from './files';
import { DEMO_PASSWORD } from './people';

export { DEMO_ACCOUNTS } from './demo-plan';
export { DEMO_PASSWORD } from './people';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Any key: the lock only keeps two processes from seeding the same empty database at once. */
const SEED_LOCK = 727_600_001;

/**
 * Seeds the demo when the database has no user at all; answers whether it did. Files go where the configured storage
 * keeps them (DATA_DIR/uploads, or the S3 bucket).
 */
export async function seedDemoIfEmpty(
  db: Database,
  config: Pick<Config, 'dataDir'> & { storage?: Config['storage'] },
  log: { info(msg: string): void },
): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const started = performance.now();
  // argon2id is the library's default algorithm; hashed once, the hash serves every demo account.
  const passwordHash = await hash(DEMO_PASSWORD);
  const plan = planDemo(passwordHash);
  await Promise.all(plan.renders);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasUsers(tx)) return null;
    await writeSeedFiles(createFileStorage(config), plan.files);
    const counts = await insertPlan(tx, plan);
    await seedLikelyDuplicate(tx, passwordHash);
    await seedSecondFactorAccount(tx, passwordHash);
    return counts;
  });
  if (!counts) return false;
  const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
  log.info(
    `Données de démonstration créées en ${seconds} s : ${counts.users} comptes dont 8 comptes de démonstration ` +
      `(mot de passe ${DEMO_PASSWORD}), ${counts.skills} compétences, ${counts.tags} tags, ${counts.projects} projets, ` +
      `${counts.files} fichiers, ${counts.applications} candidatures, ${counts.interviews} entretiens, ` +
      `${counts.notes} notes, ${counts.messages} messages, ${counts.templates} modèles, ${counts.jobDatings} job datings, ` +
      `${counts.invitations} invitations, ${counts.favourites} favoris, ${counts.prospects} prospects et ${counts.ntc} NTC.`,
  );
  return true;
}

/**
 * The demo alternant Hugo ROUSSEL once more, as the France Travail import would have added him (another address, not
 * yet invited): the duplicate screens have a likely pair to show (docs/decisions/0020).
 */
async function seedLikelyDuplicate(tx: Transaction, passwordHash: string) {
  const [cef] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'cef@tremplin.test'));
  const [row] = await tx
    .insert(users)
    .values({
      email: 'hugo.roussel@exemple.test',
      // The demo's one password, as every demo account; the account is inactive all the same.
      passwordHash,
      referentCEFId: cef?.id ?? null,
      role: 'EN_RECHERCHE_EMPLOI',
      active: false,
      visibilite: 'NON_VISIBLE',
      nom: 'ROUSSEL',
      prenom: 'Hugo',
      ville: 'Saint Etienne',
    })
    .returning({ id: users.id });
  await detectDuplicates(tx, row!.id);
}

/** The secret of the demo account enrolled in the second factor, given in the README to compute its codes. */
export const DEMO_TOTP_SECRET = 'TREMPLINDEMOTREMPLINDEMOSECURITE';

/**
 * A ninth staff account, already enrolled in the second factor with a known secret: the second step of sign-in can be
 * tried without a phone while the eight demo accounts keep signing in with their password alone.
 */
async function seedSecondFactorAccount(tx: Transaction, passwordHash: string) {
  const [row] = await tx
    .insert(users)
    .values({
      email: 'cef.securise@tremplin.test',
      passwordHash,
      role: 'CEF',
      active: true,
      visibilite: 'NON_VISIBLE',
      nom: 'HAMIDI',
      prenom: 'Nadia',
      ville: 'Lyon',
    })
    .returning({ id: users.id });
  await tx.insert(secondFactors).values({ userId: row!.id, secret: DEMO_TOTP_SECRET, confirmedAt: new Date() });
}

async function hasUsers(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Inserts the plan in dependency order, one statement per table; natural keys map returned ids back to the plan. */
async function insertPlan(tx: Transaction, plan: DemoPlan) {
  const userRows = await tx
    .insert(users)
    .values(plan.people.map((p) => p.user))
    .returning({ id: users.id, email: users.email });
  const idByEmail = new Map(userRows.map((r) => [r.email, r.id]));
  const idByKey = new Map(plan.people.map((p) => [p.key, idByEmail.get(p.user.email)!]));
  const uid = (key: string) => {
    const id = idByKey.get(key);
    if (id === undefined) throw new Error(`Données de démonstration : personne inconnue « ${key} ».`);
    return id;
  };
  await tx
    .update(users)
    .set({ referentCEFId: uid('cef') })
    .where(inArray(users.role, [...CANDIDATES]));

  const skillRows = await tx
    .insert(skills)
    .values(SKILLS.map((s) => ({ ...s })))
    .returning({ id: skills.id, nom: skills.nom });
  const skillByName = new Map(skillRows.map((s) => [s.nom, s.id]));
  const motsCles = new Map(SKILLS.map((s) => [s.nom, s.motsCles]));
  const tagRows = await tx
    .insert(tags)
    .values(
      plan.people.flatMap((p) =>
        p.skills.map((s) => ({
          utilisateurId: uid(p.key),
          competenceId: skillByName.get(s.nom) ?? null,
          nomTag: s.nom,
          niveau: s.niveau,
          motsCles: motsCles.get(s.nom) ?? '',
        })),
      ),
    )
    .returning({ id: tags.id, utilisateurId: tags.utilisateurId, nomTag: tags.nomTag });
  const tagByUserAndName = new Map(tagRows.map((t) => [`${t.utilisateurId}:${t.nomTag}`, t.id]));

  const fileRows = await tx
    .insert(storedFiles)
    .values(
      plan.files.map((file) => ({
        kind: file.kind,
        ownerId: uid(file.owner),
        originalName: file.originalName,
        storageKey: file.storageKey,
        mime: file.mime,
        size: file.bytes.length,
      })),
    )
    .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey });
  const fileByKey = new Map(fileRows.map((r) => [r.storageKey, r.id]));

  const projectRows = await tx
    .insert(projects)
    .values(plan.projects.map((p) => ({ ...p.row, utilisateurId: uid(p.owner) })))
    .returning({ id: projects.id, slug: projects.slug });
  const projectBySlug = new Map(projectRows.map((r) => [r.slug, r.id]));
  await tx.insert(projectTags).values(
    plan.projects.flatMap((p) =>
      p.tagNames.map((nom) => ({
        projectId: projectBySlug.get(p.row.slug)!,
        tagId: tagByUserAndName.get(`${uid(p.owner)}:${nom}`)!,
      })),
    ),
  );
  await tx.insert(projectImages).values(
    plan.projects.flatMap((p) =>
      p.imageKeys.map((key, position) => ({
        projectId: projectBySlug.get(p.row.slug)!,
        fileId: fileByKey.get(key)!,
        position,
        cover: position === 0,
      })),
    ),
  );

  const applicationRows = await tx
    .insert(applications)
    .values(
      plan.applications.map((a) => ({
        ...a.row,
        utilisateurId: uid(a.owner),
        adminId: a.adminKey ? uid(a.adminKey) : null,
      })),
    )
    .returning({ id: applications.id, utilisateurId: applications.utilisateurId, entreprise: applications.entreprise });
  // PostgreSQL answers a multi-row VALUES insert in order; checked rather than assumed, as nothing else identifies a row.
  const applicationIds = applicationRows.map((row, i) => {
    const planned = plan.applications[i];
    if (!planned || row.utilisateurId !== uid(planned.owner) || row.entreprise !== planned.row.entreprise) {
      throw new Error('Données de démonstration : les candidatures insérées ne suivent pas l’ordre prévu.');
    }
    return row.id;
  });
  const planned = plan.applications.map((a, i) => ({ ...a, id: applicationIds[i]! }));
  const contactRows = planned.flatMap((a) => a.contacts.map((c) => ({ ...c, candidatureId: a.id })));
  if (contactRows.length > 0) await tx.insert(applicationContacts).values(contactRows);
  const commentRows = planned.flatMap((a) =>
    a.comments.map((c) => ({
      candidatureId: a.id,
      auteurId: uid(c.authorKey),
      contenu: c.contenu,
      dateHeure: c.dateHeure,
    })),
  );
  if (commentRows.length > 0) await tx.insert(applicationComments).values(commentRows);
  const interviewRows = [
    ...planned.flatMap((a) =>
      a.interview
        ? [{ ...a.interview, utilisateurId: uid(a.owner), adminId: uid(a.interview.adminKey), candidatureId: a.id }]
        : [],
    ),
    ...plan.interviews.map((i) => ({ ...i, utilisateurId: uid(i.candidatKey), adminId: uid(i.adminKey) })),
  ];
  await tx.insert(interviews).values(interviewRows);
  const noteRows = planned.flatMap((a) =>
    a.note
      ? [
          {
            candidatureId: a.id,
            auteurId: uid(a.note.authorKey),
            titre: a.note.titre,
            contenu: a.note.contenu,
            fichierId: a.note.fileKey ? fileByKey.get(a.note.fileKey)! : null,
            createdAt: a.note.createdAt,
            updatedAt: a.note.createdAt,
          },
        ]
      : [],
  );
  if (noteRows.length > 0) await tx.insert(notes).values(noteRows);

  await tx.insert(messageTemplates).values(DEMO_TEMPLATES.map((t) => ({ ...t })));
  await tx
    .insert(messages)
    .values(plan.messages.map(({ from, to, ...m }) => ({ ...m, expediteurId: uid(from), destinataireId: uid(to) })));

  const jobDatingRows = await tx
    .insert(jobDatings)
    .values(
      plan.jobDatings.map(({ auteurKey, invitations: _, ...jd }) => ({
        ...jd,
        auteurId: uid(auteurKey),
        updatedAt: jd.createdAt,
      })),
    )
    .returning({ id: jobDatings.id, date: jobDatings.date });
  const invitationRows = plan.jobDatings.flatMap((jd) => {
    const jobDatingId = jobDatingRows.find((r) => r.date.getTime() === jd.date.getTime())!.id;
    return jd.invitations.map((i) => ({
      jobDatingId,
      candidatId: uid(i.candidatKey),
      etatInvitation: i.etatInvitation,
    }));
  });
  await tx.insert(invitations).values(invitationRows);

  await tx
    .insert(favourites)
    .values(plan.favouriteKeys.map((key) => ({ recruteurId: uid('recruteur'), candidatId: uid(key) })));

  const ntcRows = await tx.insert(ntc).values(plan.ntc).returning({ id: ntc.id, nom: ntc.nom, prenom: ntc.prenom });
  const ntcIds = plan.ntc.map((n) => ntcRows.find((r) => r.nom === n.nom && r.prenom === n.prenom)!.id);
  await tx.insert(prospects).values(plan.prospects.map((p) => ({ ...p, ntcId: ntcIds[p.ntcId ?? 0] ?? null })));
  await seedDemoOutcomes(tx, uid('cef'));

  return {
    users: userRows.length,
    skills: skillRows.length,
    tags: tagRows.length,
    projects: projectRows.length,
    files: fileRows.length,
    applications: applicationRows.length,
    interviews: interviewRows.length,
    notes: noteRows.length,
    messages: plan.messages.length,
    templates: DEMO_TEMPLATES.length,
    jobDatings: jobDatingRows.length,
    invitations: invitationRows.length,
    favourites: plan.favouriteKeys.length,
    prospects: plan.prospects.length,
    ntc: ntcRows.length,
  };
}
