// Training constants without any schema, so that public pages reading them stay light.

export const PROGRAMME_KINDS = ['POE', 'ALTERNANCE', 'QUALIFIANTE', 'COURTE', 'AUTRE'] as const;
export type ProgrammeKind = (typeof PROGRAMME_KINDS)[number];
export const PROGRAMME_KIND_LABELS: Record<ProgrammeKind, string> = {
  POE: 'POE',
  ALTERNANCE: 'Alternance',
  QUALIFIANTE: 'Formation qualifiante',
  COURTE: 'Formation courte',
  AUTRE: 'Autre',
};

export const EXIT_REASONS = ['TERMINEE', 'ABANDON'] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];
export const EXIT_REASON_LABELS: Record<ExitReason, string> = { TERMINEE: 'Terminée', ABANDON: 'Abandon' };

/** When a situation is recorded: at exit, three months later, six months later. */
export const OUTCOME_STAGES = ['SORTIE', 'M3', 'M6'] as const;
export type OutcomeStage = (typeof OUTCOME_STAGES)[number];
export const OUTCOME_STAGE_LABELS: Record<OutcomeStage, string> = {
  SORTIE: 'À la sortie',
  M3: 'À 3 mois',
  M6: 'À 6 mois',
};
/**
 * Days after the exit a stage stands for: when a job's start date is not known, the job is taken as started on
 * that day (held at exit, held three months later, held six months later).
 */
export const OUTCOME_SOURCES = ['EQUIPE', 'APPRENANT'] as const;
export type OutcomeSource = (typeof OUTCOME_SOURCES)[number];

/** The stages a follow-up e-mail asks about, and how many months after the exit it is sent. */
export const FOLLOW_UP_STAGES = ['M3', 'M6'] as const;
export type FollowUpStage = (typeof FOLLOW_UP_STAGES)[number];
export const FOLLOW_UP_MONTHS: Record<FollowUpStage, number> = { M3: 3, M6: 6 };
/** Days a follow-up link stays valid after it was sent. */
export const FOLLOW_UP_LINK_DAYS = 60;
/** Days after the follow-up e-mail without an answer before the session's adviser is reminded. */
export const FOLLOW_UP_REMINDER_DAYS = 14;

/** What the follow-up link's page and its calls answer (kept here so that the public page loads no schema). */
export const FOLLOW_UP_MESSAGES = {
  badLink:
    'Ce lien de suivi n’est pas valide : il a peut-être été coupé ou modifié. Ouvrez de nouveau le lien complet de l’e-mail, ou répondez directement à votre conseiller.',
  expired:
    'Ce lien de suivi a expiré. Répondez directement à votre conseiller, ou écrivez-nous depuis la page Contact : nous enregistrerons votre situation.',
  situationRequired: 'Choisissez votre situation.',
  alreadyAnswered: 'Votre réponse est déjà enregistrée : merci ! Pour la corriger, contactez votre conseiller.',
  thanks: 'Merci ! Votre réponse est enregistrée.',
} as const;

export const OUTCOME_STAGE_DAYS: Record<OutcomeStage, number> = { SORTIE: 0, M3: 91, M6: 183 };

export const OUTCOME_SITUATIONS = [
  'CDI',
  'CDD_6M_PLUS',
  'CDD_MOINS_6M',
  'INTERIM',
  'ALTERNANCE',
  'CREATION',
  'FORMATION',
  'RECHERCHE',
  'AUTRE',
] as const;
export type OutcomeSituation = (typeof OUTCOME_SITUATIONS)[number];
export const OUTCOME_SITUATION_LABELS: Record<OutcomeSituation, string> = {
  CDI: 'CDI',
  CDD_6M_PLUS: 'CDD de 6 mois ou plus',
  CDD_MOINS_6M: 'CDD de moins de 6 mois',
  INTERIM: 'Intérim',
  ALTERNANCE: 'Alternance',
  CREATION: 'Création d’entreprise',
  FORMATION: 'Formation',
  RECHERCHE: 'En recherche d’emploi',
  AUTRE: 'Autre',
};
/** Situations that are a job (an employer and a start date apply). */
export const JOB_SITUATIONS: readonly OutcomeSituation[] = [
  'CDI',
  'CDD_6M_PLUS',
  'CDD_MOINS_6M',
  'INTERIM',
  'ALTERNANCE',
  'CREATION',
];
/** Jobs whose length must be shown (end date or months) to count as « au moins un mois ». */
export const SHORT_JOB_SITUATIONS: readonly OutcomeSituation[] = ['CDD_MOINS_6M', 'INTERIM'];

/** Days after the exit within which a job must start to count in the six-month access rate (day 183 counts). */
export const ACCESS_WINDOW_DAYS = 183;

/** Below this many learners in the population, « Nos résultats » shows no figure (they could be recognised). */
export const PUBLIC_MIN_POPULATION = 5;
