// Plans the demo content in memory, deterministically from one faker seed, before anything touches the database.
import { base, Faker, fr } from '@faker-js/faker';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DEFAULT_AVATARS,
  type InvitationState,
  PROSPECT_STATUSES,
  type Role,
} from '@tremplin/shared';
import type {
  NewApplication,
  NewApplicationContact,
  NewInterview,
  NewMessage,
  NewNtc,
  NewProject,
  NewProspect,
  NewUser,
} from '../schema';
import {
  APPLICATION_REMARKS,
  CITIES,
  CONTACT_ROLES,
  FIELDS,
  FIRST_NAMES,
  type Field,
  JOB_DATING_THEMES,
  LEARNER_QUESTIONS,
  PROJECT_CONTEXTS,
  PROJECT_GOALS,
  QUALIFYING_TITLES,
} from './content';
import { DEMO_TEMPLATES, DEMO_THREADS, type DemoAccountKey, messageHtml } from './demo-messages';
import { avatarImage, PALETTES, projectImage, type SeedFile, simplePdf } from './files';
import { DEMO_EMAIL_DOMAIN, frenchPhone, makeProfile, type SkillPick, slugify } from './people';

export const DEMO_SEED = 2026;
const GENERATED_PROFILES = 40;
const DAY = 86_400_000;

interface Account {
  key: DemoAccountKey;
  email: string;
  role: Role;
  prenom: string;
  nom: string;
  female: boolean;
  ville: string;
  /** Candidate accounts get a generated profile in this field, with its first job title. */
  field?: Field['key'];
  metier?: string;
  description?: string;
}

/** DESIGN's demo accounts, one per role. */
export const DEMO_ACCOUNTS: readonly Account[] = [
  {
    key: 'admin',
    email: 'admin@tremplin.test',
    role: 'ADMIN',
    prenom: 'Sophie',
    nom: 'LEROY',
    female: true,
    ville: 'Lyon',
    metier: 'Responsable de la plateforme',
    description: 'Responsable de la plateforme Tremplin et des comptes utilisateurs.',
  },
  {
    key: 'cef',
    email: 'cef@tremplin.test',
    role: 'CEF',
    prenom: 'Julien',
    nom: 'MOREAU',
    female: false,
    ville: 'Lyon',
    metier: 'Conseiller emploi formation',
    description: 'J’accompagne les apprenants de Tremplin de l’inscription jusqu’au premier emploi.',
  },
  {
    key: 'assistant',
    email: 'assistant@tremplin.test',
    role: 'ASSISTANT',
    prenom: 'Camille',
    nom: 'FAURE',
    female: true,
    ville: 'Lyon',
    metier: 'Assistante emploi formation',
    description: 'Je suis les dossiers administratifs des apprenants et j’organise les job datings.',
  },
  {
    key: 'recruteur',
    email: 'recruteur@tremplin.test',
    role: 'RECRUTEUR',
    prenom: 'Thomas',
    nom: 'GIRARD',
    female: false,
    ville: 'Villeurbanne',
    metier: 'Chargé de recrutement IT',
    description:
      'Chargé de recrutement chez Numéria Conseil, ESN lyonnaise de 200 personnes. Je recrute des profils développement, data et support.',
  },
  {
    key: 'candidat',
    email: 'candidat@tremplin.test',
    role: 'EN_RECHERCHE_EMPLOI',
    prenom: 'Léa',
    nom: 'DUBOIS',
    female: true,
    ville: 'Lyon',
    field: 'web',
  },
  {
    key: 'employe',
    email: 'employe@tremplin.test',
    role: 'EMPLOYE',
    prenom: 'Karim',
    nom: 'BENALI',
    female: false,
    ville: 'Villeurbanne',
    field: 'infra',
  },
  {
    key: 'poe',
    email: 'poe@tremplin.test',
    role: 'CANDIDAT_POE',
    prenom: 'Inès',
    nom: 'PETIT',
    female: true,
    ville: 'Grenoble',
    field: 'data',
  },
  {
    key: 'alternant',
    email: 'alternant@tremplin.test',
    role: 'ALTERNANT',
    prenom: 'Hugo',
    nom: 'ROUSSEL',
    female: false,
    ville: 'Saint-Étienne',
    field: 'java',
  },
];

const DEMO_CANDIDATES: ReadonlySet<string> = new Set(['candidat', 'employe', 'poe', 'alternant']);
const STAFF_AUTHORS = ['cef', 'cef', 'assistant', 'admin'] as const;

/** A demo account or a generated profile; `key` is the account key or `profile:n`. */
export interface PlannedPerson {
  key: string;
  user: NewUser & { email: string };
  female: boolean;
  field?: Field;
  skills: SkillPick[];
  candidate: boolean;
}

/** A stored file to write and record; its owner is a person key. */
export interface PlannedFile extends SeedFile {
  owner: string;
}

export interface PlannedProject {
  owner: string;
  row: Omit<NewProject, 'utilisateurId'>;
  tagNames: string[];
  imageKeys: string[];
}

export interface PlannedApplication {
  owner: string;
  adminKey: string | null;
  row: Omit<NewApplication, 'utilisateurId' | 'adminId'> & { dateCreation: Date };
  contacts: Omit<NewApplicationContact, 'candidatureId'>[];
  comments: { authorKey: string; contenu: string; dateHeure: Date }[];
  interview?: { adminKey: string } & Omit<NewInterview, 'utilisateurId' | 'adminId' | 'candidatureId'>;
  note?: { authorKey: string; titre: string; contenu: string; fileKey: string | null; createdAt: Date };
}

export interface PlannedMessage extends Omit<NewMessage, 'expediteurId' | 'destinataireId'> {
  from: string;
  to: string;
}

export interface PlannedJobDating {
  auteurKey: string;
  date: Date;
  lieu: string;
  thematique: string;
  description: string;
  createdAt: Date;
  invitations: { candidatKey: string; etatInvitation: InvitationState }[];
}

export interface DemoPlan {
  people: PlannedPerson[];
  files: PlannedFile[];
  /** Image renders still running; await before writing the files. */
  renders: Promise<void>[];
  projects: PlannedProject[];
  applications: PlannedApplication[];
  /** Interviews not tied to an application. */
  interviews: ({ candidatKey: string; adminKey: string } & Omit<NewInterview, 'utilisateurId' | 'adminId'>)[];
  messages: PlannedMessage[];
  jobDatings: PlannedJobDating[];
  favouriteKeys: string[];
  ntc: NewNtc[];
  /** ntcId holds an index in `ntc`. */
  prospects: NewProspect[];
}

/** Technologies a project is built with one at a time: a title naming one is never tagged with another. */
const STACKS = ['WordPress', 'Angular', 'React', 'Vue.js', 'Symfony'];

/** The skills a project shows: the one its title names first (when its owner has it), no rival stack beside it. */
function fittingTags(titre: string, drawn: string[], owned: string[]): string[] {
  const named = STACKS.find((stack) => titre.includes(stack));
  if (!named) return drawn;
  const kept = drawn.filter((name) => !STACKS.includes(name));
  return [...(owned.includes(named) ? [named] : []), ...kept];
}

export function planDemo(passwordHash: string, now = new Date()): DemoPlan {
  const f = new Faker({ locale: [fr, base] });
  f.seed(DEMO_SEED);
  // Dates are relative to today (midnight UTC) so upcoming events stay upcoming; everything else is fixed by the seed.
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const at = (days: number, hour = 0, minute = 0) =>
    new Date(today.getTime() + days * DAY + (hour * 60 + minute) * 60_000);
  const isoDate = (d: Date) => d.toISOString().slice(0, 10);
  /** `at`, moved off the weekend (forward in the future, back in the past): interviews happen on working days. */
  const workingDay = (days: number, hour = 0, minute = 0) => {
    const weekday = (today.getTime() / DAY + 4 + days) % 7; // 0 = Sunday (1 January 1970 was a Thursday)
    const shift = weekday === 6 ? (days >= 0 ? 2 : -1) : weekday === 0 ? (days >= 0 ? 1 : -2) : 0;
    return at(days + shift, hour, minute);
  };

  const plan: DemoPlan = {
    people: [],
    files: [],
    renders: [],
    projects: [],
    applications: [],
    interviews: [],
    messages: [],
    jobDatings: [],
    favouriteKeys: [],
    ntc: [],
    prospects: [],
  };
  const addRenderedFile = (file: Omit<PlannedFile, 'bytes'>, render: () => Promise<Buffer>) => {
    const entry: PlannedFile = { ...file, bytes: Buffer.alloc(0) };
    plan.files.push(entry);
    plan.renders.push(
      render().then((bytes) => {
        entry.bytes = bytes;
      }),
    );
  };

  // People: the eight accounts, then the generated profiles (one in ten not visible).
  for (const account of DEMO_ACCOUNTS) {
    const city = CITIES.find(([name]) => name === account.ville) ?? CITIES[0]!;
    if (account.field) {
      const profile = makeProfile(f, {
        email: () => account.email,
        passwordHash,
        referentId: null,
        now: at(-120),
        role: account.role,
        name: { prenom: account.prenom, nom: account.nom, female: account.female },
        field: FIELDS.find((field) => field.key === account.field),
        jobIndex: 0,
        city,
        visible: true,
      });
      plan.people.push({ key: account.key, candidate: true, ...profile });
      continue;
    }
    const createdAt = at(-400);
    plan.people.push({
      key: account.key,
      candidate: false,
      female: account.female,
      skills: [],
      user: {
        email: account.email,
        passwordHash,
        role: account.role,
        active: true,
        nom: account.nom,
        prenom: account.prenom,
        metier: account.metier,
        description: account.description,
        ville: account.ville,
        zoneGeographique: city[1],
        telephone: frenchPhone(f),
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  const emails = new Set(plan.people.map((p) => p.user.email));
  for (let i = 0; i < GENERATED_PROFILES; i++) {
    const profile = makeProfile(f, {
      email: ({ prenom, nom }) => unique(emails, `${slugify(prenom)}.${slugify(nom)}`, '', `@${DEMO_EMAIL_DOMAIN}`),
      passwordHash,
      referentId: null,
      now: today,
      visible: i % 10 !== 9,
    });
    plan.people.push({ key: `profile:${i}`, candidate: true, ...profile });
  }
  const person = (key: string) => plan.people.find((p) => p.key === key)!;

  // Profile files: photos for the featured accounts and most profiles, default pictures for the others; CVs and
  // certifications for some.
  plan.people.forEach((p, i) => {
    const u = p.user;
    const slug = slugify(`${u.prenom} ${u.nom}`);
    const featured = DEMO_CANDIDATES.has(p.key) || p.key === 'recruteur';
    if (featured || (p.candidate && f.datatype.boolean({ probability: 0.6 }))) {
      u.cheminImage = `demo/avatars/${slug}.jpg`;
      const palette = PALETTES[i % PALETTES.length]!;
      addRenderedFile(
        { owner: p.key, kind: 'AVATAR', originalName: `${slug}.jpg`, storageKey: u.cheminImage, mime: 'image/jpeg' },
        () => avatarImage(u.prenom, u.nom, palette),
      );
    } else {
      u.photoParDefaut = f.helpers.arrayElement(DEFAULT_AVATARS);
    }
    if (!p.candidate) return;
    if (featured || f.datatype.boolean({ probability: 0.3 })) {
      u.cheminCv = `demo/cv/cv-${slug}.pdf`;
      plan.files.push({
        owner: p.key,
        kind: 'CV',
        originalName: `CV ${u.prenom} ${u.nom}.pdf`,
        storageKey: u.cheminCv,
        mime: 'application/pdf',
        bytes: simplePdf(`${u.prenom} ${u.nom}`, [
          u.metier ?? '',
          `${u.ville ?? ''} - ${u.telephone ?? ''} - ${u.email}`,
          '',
          'Compétences',
          ...p.skills.map((s) => `- ${s.nom} (niveau ${s.niveau}/5)`),
          '',
          'Formation',
          `- ${u.nomDiplome ?? ''} (${u.niveauDiplome ?? ''})`,
        ]),
      });
    }
    if (featured && p.field) {
      const storageKey = `demo/certifications/${slug}-1.pdf`;
      u.cheminCertif = [storageKey];
      plan.files.push({
        owner: p.key,
        kind: 'CERTIFICATION',
        originalName: `Attestation ${u.prenom} ${u.nom}.pdf`,
        storageKey,
        mime: 'application/pdf',
        bytes: simplePdf('Attestation de formation', [
          `${u.prenom} ${u.nom} a suivi avec assiduité la formation :`,
          p.field.certification,
          'Organisme : Tremplin',
        ]),
      });
    }
  });

  // Portfolio projects with one to three images each; slugs are unique across the platform.
  const slugs = new Set<string>();
  for (const p of plan.people) {
    if (!p.field) continue;
    const demo = DEMO_CANDIDATES.has(p.key);
    const count = demo
      ? 3
      : f.helpers.weightedArrayElement([
          { weight: 3, value: 0 },
          { weight: 4, value: 1 },
          { weight: 2, value: 2 },
        ]);
    for (const titre of f.helpers.arrayElements(p.field.projects, count)) {
      const slug = unique(slugs, `${slugify(titre)}-${slugify(p.user.prenom)}`, '-', '');
      const used = fittingTags(
        titre,
        f.helpers.arrayElements(p.skills, { min: 1, max: 3 }).map((s) => s.nom),
        p.skills.map((s) => s.nom),
      );
      const first = f.number.int({ max: PALETTES.length - 1 });
      const imageKeys: string[] = [];
      for (let n = 0; n < (demo ? f.number.int({ min: 2, max: 3 }) : 1); n++) {
        const storageKey = `demo/projets/${slug}-${n + 1}.webp`;
        const palette = PALETTES[(first + n) % PALETTES.length]!;
        imageKeys.push(storageKey);
        addRenderedFile(
          { owner: p.key, kind: 'IMAGEPROJET', originalName: `${slug}-${n + 1}.webp`, storageKey, mime: 'image/webp' },
          () => projectImage(titre, palette),
        );
      }
      const handle = slugify(`${p.user.prenom} ${p.user.nom}`);
      plan.projects.push({
        owner: p.key,
        tagNames: used,
        imageKeys,
        row: {
          titre,
          slug,
          description: `Projet réalisé ${f.helpers.arrayElement(PROJECT_CONTEXTS)}. ${f.helpers.arrayElement(PROJECT_GOALS)}`,
          outilsTravails: used.join(', '),
          lien: f.datatype.boolean() ? `https://${slug}.${DEMO_EMAIL_DOMAIN}` : null,
          codeSource: p.user.github ? `https://github.com/${handle}/${slug}` : null,
          date: isoDate(f.date.between({ from: at(-700), to: at(-5) })),
        },
      });
    }
  }

  // Applications with contacts, comments, interviews and staff notes; the demo candidates have every status.
  let noteFiles = 0;
  for (const p of plan.people) {
    if (!p.field) continue;
    const demo = DEMO_CANDIDATES.has(p.key);
    const statuses: ApplicationStatus[] = demo
      ? f.helpers
          .shuffle([...APPLICATION_STATUSES, ...APPLICATION_STATUSES])
          .slice(0, f.number.int({ min: 8, max: 10 }))
      : Array.from({ length: f.number.int({ max: 4 }) }, () => f.helpers.arrayElement(APPLICATION_STATUSES));
    statuses.forEach((status, index) => {
      const field = p.field!;
      const job = f.helpers.arrayElement(field.jobs);
      const entreprise = f.company.name();
      const created = f.date.between({ from: at(-90), to: at(-2) });
      const [ville] = f.helpers.arrayElement(CITIES);
      const application: PlannedApplication = {
        owner: p.key,
        adminKey: f.datatype.boolean({ probability: 0.3 }) ? f.helpers.arrayElement(STAFF_AUTHORS) : null,
        row: {
          entreprise,
          poste: p.female ? job[1] : job[0],
          url: `https://emplois.${DEMO_EMAIL_DOMAIN}/offres/${f.string.numeric(6)}`,
          typeDeContrat: p.user.typeDeContrat ?? f.helpers.arrayElement(field.contracts),
          detailsOffre: `Poste basé à ${ville}. Environnement : ${f.helpers.arrayElements(field.skills, 3).join(', ')}. ${f.helpers.arrayElement(['Télétravail partiel possible.', 'Démarrage dès que possible.', 'Équipe de huit personnes.', 'Tickets restaurant et mutuelle.'])}`,
          reponse: responseFor(status),
          date: isoDate(new Date(created.getTime() + f.number.int({ max: 30 }) * DAY)),
          dateCreation: created,
          acceptationOffre: status === 'ACCEPTEE',
          commentaire: f.helpers.maybe(() => f.helpers.arrayElement(APPLICATION_REMARKS), { probability: 0.6 }) ?? null,
          statueCandidature: status,
          createdAt: created,
          updatedAt: created,
        },
        contacts: [],
        comments: [],
      };
      const domain = `${slugify(entreprise)}.${DEMO_EMAIL_DOMAIN}`;
      for (let n = f.number.int({ max: 2 }); n > 0; n--) {
        const prenom = f.helpers.arrayElement(f.datatype.boolean() ? FIRST_NAMES.female : FIRST_NAMES.male);
        const nom = f.person.lastName();
        application.contacts.push({
          nom: nom.toUpperCase(),
          prenom,
          poste: f.helpers.arrayElement(CONTACT_ROLES),
          email: `${slugify(prenom)}.${slugify(nom)}@${domain}`,
          telephone: frenchPhone(f),
        });
      }
      if (f.datatype.boolean({ probability: 0.5 })) {
        application.comments.push({
          authorKey: p.key,
          contenu: f.helpers.arrayElement([
            'Lettre de motivation adaptée à l’offre envoyée avec le CV.',
            'Relance envoyée par e-mail.',
            'L’entreprise m’a demandé mes disponibilités.',
            'Test technique reçu, à rendre sous une semaine.',
          ]),
          dateHeure: new Date(created.getTime() + 2 * DAY),
        });
      }
      if (f.datatype.boolean({ probability: 0.35 })) {
        application.comments.push({
          authorKey: 'cef',
          contenu: f.helpers.arrayElement([
            'Pense à relancer d’ici une semaine.',
            'Belle candidature : l’entreprise recrute régulièrement nos apprenants.',
            'À préparer ensemble lors de notre prochain rendez-vous.',
          ]),
          dateHeure: new Date(created.getTime() + 4 * DAY),
        });
      }
      if (status === 'ENTRETIEN' || status === 'ACCEPTEE') {
        const day = status === 'ENTRETIEN' ? f.number.int({ min: 1, max: 20 }) : -f.number.int({ min: 3, max: 40 });
        application.interview = {
          adminKey: f.helpers.arrayElement(STAFF_AUTHORS),
          date: workingDay(day, f.helpers.arrayElement([9, 10, 11, 14, 15, 16]), f.helpers.arrayElement([0, 30])),
          duree: f.helpers.arrayElement([30, 45, 60]),
          // No place: held online, in Tremplin's own interview room.
          lieu: f.datatype.boolean() ? null : `${entreprise}, ${f.location.streetAddress()}, ${ville}`,
          commentaire: f.helpers.arrayElement([
            `Entretien avec la personne chargée du recrutement chez ${entreprise}.`,
            'Préparer la présentation de deux projets.',
            'Entretien technique suivi d’un échange avec l’équipe.',
          ]),
        };
      }
      if (demo ? index < 3 : f.datatype.boolean({ probability: 0.12 })) {
        const authorKey = f.helpers.arrayElement(STAFF_AUTHORS);
        let fileKey: string | null = null;
        if (demo && index === 0) {
          fileKey = `demo/notes/compte-rendu-${++noteFiles}.pdf`;
          plan.files.push({
            owner: authorKey,
            kind: 'NOTEFICHIER',
            originalName: `Compte rendu ${p.user.prenom} ${p.user.nom}.pdf`,
            storageKey: fileKey,
            mime: 'application/pdf',
            bytes: simplePdf('Compte rendu d’entretien', [
              `Candidature : ${application.row.poste} chez ${entreprise}`,
              `Candidat : ${p.user.prenom} ${p.user.nom}`,
              'Points forts : motivation, projets concrets, bonne communication.',
              'À travailler : présenter ses réalisations en moins de deux minutes.',
            ]),
          });
        }
        application.note = {
          authorKey,
          fileKey,
          titre: f.helpers.arrayElement([
            'Point d’étape',
            'Préparation de l’entretien',
            'Retour de l’entreprise',
            'Bilan',
          ]),
          contenu: `<p>${f.helpers.arrayElement([
            `Échange avec ${p.user.prenom} sur la candidature chez <strong>${entreprise}</strong>.`,
            `L’entreprise <strong>${entreprise}</strong> a apprécié le portfolio.`,
            `Candidature solide pour le poste de ${application.row.poste}.`,
          ])}</p><ul><li>${f.helpers.arrayElement(['Relance prévue la semaine prochaine', 'Simulation d’entretien à programmer', 'CV à adapter à l’offre'])}</li><li>${f.helpers.arrayElement(['Très bonne motivation', 'Projets pertinents', 'Bonne connaissance de l’entreprise'])}</li></ul>`,
          createdAt: new Date(created.getTime() + 3 * DAY),
        };
      }
      plan.applications.push(application);
    });
  }
  // The candidate account always has an interview tomorrow and a past one, outside any application.
  plan.interviews.push(
    {
      candidatKey: 'candidat',
      adminKey: 'cef',
      date: workingDay(1, 10),
      duree: 30,
      lieu: null,
      commentaire: 'Simulation d’entretien avec votre conseiller.',
    },
    {
      candidatKey: 'candidat',
      adminKey: 'cef',
      date: workingDay(-14, 14, 30),
      duree: 45,
      lieu: 'Campus Tremplin, 12 rue de la République, Lyon',
      commentaire: 'Bilan de début de parcours.',
    },
  );

  // Conversations: first messages are signed in full, replies with the first name.
  for (const thread of DEMO_THREADS) {
    thread.messages.forEach((m, i) => {
      const from = person(m.from).user;
      const sent = at(-thread.daysAgo, 9 + i * 3);
      const reply = i > 0 && !thread.separate;
      plan.messages.push({
        from: m.from,
        to: m.to,
        sujet: reply ? `RE: ${thread.sujet}` : thread.sujet,
        contenu: messageHtml(m.paragraphs, reply ? from.prenom : `Bien cordialement,<br>${from.prenom} ${from.nom}`),
        dateHeure: sent,
        estLu: m.read ?? true,
        deletedBySenderAt: m.deletedBySender ? new Date(sent.getTime() + DAY) : null,
        deletedByRecipientAt: m.deletedByRecipient ? new Date(sent.getTime() + DAY) : null,
      });
    });
  }

  // Job datings, two past and three upcoming; the candidate account holds an invitation in each state.
  const visibleProfiles = plan.people.filter((p) => p.key.startsWith('profile:') && p.user.visibilite === 'VISIBLE');
  const schedule: { days: number; hour: number; auteurKey: string; demo: Record<string, InvitationState> }[] = [
    { days: -40, hour: 9, auteurKey: 'cef', demo: { candidat: 'REFUSÉE', employe: 'CONFIRMÉE' } },
    { days: -12, hour: 14, auteurKey: 'admin', demo: { candidat: 'ANNULEE', employe: 'CONFIRMÉE' } },
    { days: 6, hour: 9, auteurKey: 'cef', demo: { candidat: 'EN_ATTENTE', poe: 'CONFIRMÉE' } },
    {
      days: 18,
      hour: 13,
      auteurKey: 'assistant',
      demo: { candidat: 'CONFIRMÉE', alternant: 'EN_ATTENTE', poe: 'EN_ATTENTE' },
    },
    { days: 40, hour: 10, auteurKey: 'cef', demo: { employe: 'EN_ATTENTE', alternant: 'EN_ATTENTE' } },
  ];
  schedule.forEach((jd, i) => {
    const theme = JOB_DATING_THEMES[i % JOB_DATING_THEMES.length]!;
    const invited = f.helpers.arrayElements(visibleProfiles, { min: 5, max: 8 });
    plan.jobDatings.push({
      auteurKey: jd.auteurKey,
      date: at(jd.days, jd.hour, 30),
      lieu: theme.lieu,
      thematique: theme.thematique,
      description: `<p>Rencontrez en quelques minutes des entreprises qui recrutent sur le thème <strong>${theme.thematique}</strong>.</p><p>Venez avec votre CV et une présentation de vos projets : ${f.number.int({ min: 6, max: 15 })} entreprises sont attendues.</p>`,
      createdAt: at(jd.days - 30),
      invitations: [
        ...Object.entries(jd.demo).map(([candidatKey, etatInvitation]) => ({ candidatKey, etatInvitation })),
        ...invited.map((p) => ({
          candidatKey: p.key,
          etatInvitation: f.helpers.weightedArrayElement<InvitationState>(
            jd.days < 0
              ? [
                  { weight: 5, value: 'CONFIRMÉE' },
                  { weight: 2, value: 'REFUSÉE' },
                  { weight: 1, value: 'ANNULEE' },
                ]
              : [
                  { weight: 4, value: 'EN_ATTENTE' },
                  { weight: 3, value: 'CONFIRMÉE' },
                  { weight: 1, value: 'REFUSÉE' },
                ],
          ),
        })),
      ],
    });
  });

  // Everyday traffic, so the advisers' lists span several pages: invitations to the upcoming job datings, and
  // questions from learners (some still unread).
  const invitationTemplate = DEMO_TEMPLATES.find((t) => t.titre === 'Invitation job dating')!;
  plan.jobDatings.forEach((jd, i) => {
    if (schedule[i]!.days < 0) return;
    for (const invitation of jd.invitations.filter((inv) => inv.candidatKey.startsWith('profile:'))) {
      plan.messages.push({
        from: jd.auteurKey,
        to: invitation.candidatKey,
        sujet: `Invitation : ${jd.thematique}`,
        contenu: invitationTemplate.contenu,
        dateHeure: new Date(jd.createdAt.getTime() + f.number.int({ min: 1, max: 5 }) * 3_600_000),
        estLu: f.datatype.boolean({ probability: 0.6 }),
      });
    }
  });
  for (const p of f.helpers.arrayElements(visibleProfiles, 8)) {
    const question = f.helpers.arrayElement(LEARNER_QUESTIONS);
    plan.messages.push({
      from: p.key,
      to: 'cef',
      sujet: question.sujet,
      contenu: messageHtml(['Bonjour Julien,', question.texte], `Merci d’avance,<br>${p.user.prenom} ${p.user.nom}`),
      dateHeure: at(-f.number.int({ min: 1, max: 25 }), f.number.int({ min: 8, max: 18 }), f.number.int({ max: 59 })),
      estLu: f.datatype.boolean({ probability: 0.7 }),
    });
  }

  plan.favouriteKeys = ['candidat', 'employe', 'poe', ...f.helpers.arrayElements(visibleProfiles, 6).map((p) => p.key)];

  // NTC records and the prospecting table.
  for (let i = 0; i < 6; i++) {
    plan.ntc.push({
      prenom: f.helpers.arrayElement(f.datatype.boolean() ? FIRST_NAMES.female : FIRST_NAMES.male),
      nom: f.person.lastName().toUpperCase(),
      ville: f.helpers.arrayElement(CITIES)[0],
      actif: i !== 5,
    });
  }
  for (let i = 0; i < 30; i++) {
    const field = f.helpers.arrayElement(FIELDS);
    const entreprise = f.company.name();
    const prenom = f.helpers.arrayElement(f.datatype.boolean() ? FIRST_NAMES.female : FIRST_NAMES.male);
    const nom = f.person.lastName();
    plan.prospects.push({
      date: isoDate(f.date.between({ from: at(-120), to: at(0) })),
      titreDiplomant: f.helpers.arrayElement(QUALIFYING_TITLES),
      entreprise,
      urlAnnonce: `https://emplois.${DEMO_EMAIL_DOMAIN}/annonces/${f.string.numeric(6)}`,
      poste: f.helpers.arrayElement(field.jobs)[0],
      adresse: f.location.streetAddress(),
      ville: f.helpers.arrayElement(CITIES)[0],
      nomContact: `${prenom} ${nom.toUpperCase()}`,
      posteContact: f.helpers.arrayElement(CONTACT_ROLES),
      mailContact: `${slugify(prenom)}.${slugify(nom)}@${slugify(entreprise)}.${DEMO_EMAIL_DOMAIN}`,
      phoneContact: frenchPhone(f),
      commentaire:
        f.helpers.maybe(
          () =>
            f.helpers.arrayElement([
              'Intéressé par deux alternants à la rentrée.',
              'Rappeler après les congés.',
              'Préfère être contacté par e-mail.',
              'A déjà accueilli un stagiaire Tremplin.',
            ]),
          { probability: 0.6 },
        ) ?? null,
      statue: f.helpers.arrayElement(PROSPECT_STATUSES),
      ntcId: f.number.int({ max: plan.ntc.length - 1 }),
    });
  }
  return plan;
}

function responseFor(status: ApplicationStatus): string | null {
  switch (status) {
    case 'ACCEPTEE':
      return 'Proposition reçue et acceptée, démarrage le mois prochain.';
    case 'REFUSEE':
      return 'Réponse négative : un profil plus expérimenté a été retenu.';
    case 'ENTRETIEN':
      return 'Entretien proposé par l’entreprise.';
    default:
      return null;
  }
}

/** `stem + suffix`, or `stem + separator + n + suffix` for the first n ≥ 2 not taken yet. */
function unique(taken: Set<string>, stem: string, separator: string, suffix: string): string {
  let value = `${stem}${suffix}`;
  for (let n = 2; taken.has(value); n++) value = `${stem}${separator}${n}${suffix}`;
  taken.add(value);
  return value;
}
