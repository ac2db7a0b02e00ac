// Builds realistic French candidate profiles (user row, chosen skills and levels) for the demo and bulk seeds.
import type { Faker } from '@faker-js/faker';
import { ADMISSIONS, type ContractType, type Role } from '@tremplin/shared';
import type { NewUser } from '../schema';
import {
  AVAILABILITY,
  CITIES,
  CONTRACT_PHRASES,
  DIPLOMA_LEVELS,
  DIPLOMAS,
  EXPERIENCES,
  FIELDS,
  FIRST_NAMES,
  type Field,
  POE_TRAININGS,
  QUALIFYING_TITLES,
  QUALITIES,
  SHORT_TRAININGS,
} from './content';

export const DEMO_PASSWORD = 'Tremplin2026!';
export const DEMO_EMAIL_DOMAIN = 'exemple.test';

/** 'Élodie Lefèvre' → 'elodie-lefevre': for e-mails, slugs and handles. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export interface PersonName {
  prenom: string;
  nom: string;
  female: boolean;
}

export function makeName(f: Faker): PersonName {
  const female = f.datatype.boolean();
  return {
    female,
    prenom: f.helpers.arrayElement(female ? FIRST_NAMES.female : FIRST_NAMES.male),
    nom: f.person.lastName().toUpperCase(),
  };
}

export function frenchPhone(f: Faker): string {
  const prefix = f.helpers.arrayElement(['06', '07', '06', '01', '04', '09']);
  const pairs = Array.from({ length: 4 }, () => f.string.numeric(2));
  return [prefix, ...pairs].join(' ');
}

export interface SkillPick {
  nom: string;
  niveau: number;
}

export interface GeneratedProfile {
  user: NewUser;
  field: Field;
  female: boolean;
  skills: SkillPick[];
}

const CANDIDATE_ROLE_WEIGHTS: { weight: number; value: Role }[] = [
  { weight: 50, value: 'EN_RECHERCHE_EMPLOI' },
  { weight: 20, value: 'EMPLOYE' },
  { weight: 15, value: 'CANDIDAT_POE' },
  { weight: 15, value: 'ALTERNANT' },
];

export interface ProfileOptions {
  email: (name: PersonName) => string;
  passwordHash: string;
  referentId: number | null;
  /** Upper bound of createdAt; profiles are spread over the 18 months before it. */
  now: Date;
  role?: Role;
  name?: PersonName;
  field?: Field;
  /** Index in the field's job titles; random when absent. */
  jobIndex?: number;
  city?: readonly [string, string];
  visible?: boolean;
}

export function makeProfile(f: Faker, options: ProfileOptions): GeneratedProfile {
  const name = options.name ?? makeName(f);
  const field = options.field ?? f.helpers.arrayElement(FIELDS);
  const role = options.role ?? f.helpers.weightedArrayElement(CANDIDATE_ROLE_WEIGHTS);
  const [ville, region] = options.city ?? f.helpers.arrayElement(CITIES);
  const job = field.jobs[options.jobIndex ?? -1] ?? f.helpers.arrayElement(field.jobs);
  const metier = name.female ? job[1] : job[0];
  const contract: ContractType = role === 'ALTERNANT' ? 'ALTERNANCE' : f.helpers.arrayElement(field.contracts);
  const experience = role === 'ALTERNANT' || role === 'CANDIDAT_POE' ? 'Débutant' : f.helpers.arrayElement(EXPERIENCES);
  const skills = f.helpers
    .arrayElements(field.skills, { min: 3, max: 6 })
    .map((nom) => ({ nom, niveau: f.number.int({ min: 1, max: 5 }) }));
  const learner = role === 'CANDIDAT_POE' || role === 'ALTERNANT' || f.datatype.boolean({ probability: 0.4 });
  const level = f.helpers.arrayElement(DIPLOMA_LEVELS);
  const handle = `${slugify(name.prenom)}-${slugify(name.nom)}`;
  const createdAt = f.date.recent({ days: 540, refDate: options.now });

  const visible = options.visible ?? f.datatype.boolean({ probability: 0.92 });
  const user: NewUser = {
    email: options.email(name),
    passwordHash: options.passwordHash,
    role,
    active: true,
    visibilite: visible ? 'VISIBLE' : 'NON_VISIBLE',
    // Demo people who show their profile agreed to the talent pool.
    talentPoolConsent: visible,
    nom: name.nom,
    prenom: name.prenom,
    metier,
    typeDeContrat: contract,
    ville,
    zoneGeographique: region,
    experience,
    description: describe(f, { ...name, metier, ville, experience, contract, skills: skills.map((s) => s.nom) }),
    telephone: frenchPhone(f),
    tremplin: learner,
    admission: learner ? f.helpers.arrayElement(ADMISSIONS) : null,
    referentCEFId: options.referentId,
    niveauDiplome: level,
    nomDiplome: f.helpers.arrayElement(DIPLOMAS[level]),
    poeInteressees: role === 'CANDIDAT_POE' ? f.helpers.arrayElements(POE_TRAININGS, { min: 1, max: 2 }) : [],
    titreDiplomantInteresse: learner ? f.helpers.arrayElement(QUALIFYING_TITLES) : null,
    formationsCourtesInteressees: f.datatype.boolean() ? f.helpers.arrayElement(SHORT_TRAININGS) : null,
    linkedIn: f.datatype.boolean({ probability: 0.6 }) ? `https://www.linkedin.com/in/${handle}` : null,
    github:
      field.key !== 'business' && f.datatype.boolean({ probability: 0.5 }) ? `https://github.com/${handle}` : null,
    lienPortefolio: f.datatype.boolean({ probability: 0.2 }) ? `https://${handle}.${DEMO_EMAIL_DOMAIN}` : null,
    createdAt,
    updatedAt: createdAt,
  };
  return { user, field, female: name.female, skills };
}

interface DescriptionFacts extends PersonName {
  metier: string;
  ville: string;
  experience: string;
  contract: ContractType;
  skills: string[];
}

function describe(f: Faker, p: DescriptionFacts): string {
  const g = (masculine: string, feminine: string) => (p.female ? feminine : masculine);
  const experience =
    p.experience === 'Débutant'
      ? g(' récemment formé', ' récemment formée')
      : ` avec ${p.experience.charAt(0).toLowerCase()}${p.experience.slice(1)} d’expérience`;
  const place = f.helpers.arrayElement([
    `à ${p.ville} ou en télétravail`,
    `dans la région de ${p.ville}`,
    `à ${p.ville} et ses environs`,
  ]);
  const [a, b, c] = p.skills;
  const skills = f.helpers.arrayElement([
    `J’aime particulièrement travailler avec ${a}, ${b} et ${c}.`,
    `Mes points forts : ${a}, ${b} et ${c}.`,
    `Au quotidien, j’utilise ${a} et ${b}.`,
  ]);
  const quality = f.helpers.arrayElement(QUALITIES);
  const sentences = [
    `${p.metier}${experience}, je recherche ${CONTRACT_PHRASES[p.contract]} ${place}.`,
    skills,
    p.female ? quality[1] : quality[0],
  ];
  if (f.datatype.boolean()) sentences.push(f.helpers.arrayElement(AVAILABILITY));
  return sentences.join(' ');
}
