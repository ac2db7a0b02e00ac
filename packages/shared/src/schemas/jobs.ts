// Work that happens later, as people see it: the admin's job list, reminder choices, in-app notices and follow-ups.
import { z } from 'zod';

/** pg-boss's job states, in its order. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const jobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof jobStateSchema>;

/** French names of the states and of the queues, for the admin page. */
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: 'En attente',
  retry: 'À réessayer',
  active: 'En cours',
  completed: 'Terminée',
  cancelled: 'Annulée',
  failed: 'Échouée',
};
export const JOB_QUEUE_LABELS: Record<string, string> = {
  email: 'Envoi d’un e-mail',
  'personal-data-daily': 'Effacements et conservation (quotidien)',
  'access-journal-purge': 'Purge du journal des accès après 12 mois (quotidien)',
  reminders: 'Rappels d’entretiens et de job datings',
  'saved-search-alerts': 'Alertes des recherches enregistrées',
  'weekly-digest': 'Récapitulatif du lundi',
  'profile-search-statistics': 'Statistiques de la recherche de profils (quotidien)',
};

/** The filter of GET /api/admin/taches/:filtre: `relancees` are the jobs tried more than once. */
export const JOB_FILTERS = ['en-attente', 'en-cours', 'echouees', 'relancees', 'terminees'] as const;
export const jobFilterSchema = z.enum(JOB_FILTERS);
export type JobFilter = z.infer<typeof jobFilterSchema>;

export const jobSchema = z.object({
  id: z.string(),
  file: z.string(),
  etat: jobStateSchema,
  /** Attempts after the first one. */
  reprises: z.number().int(),
  reprisesMax: z.number().int(),
  creeLe: z.string(),
  prevuLe: z.string(),
  commenceLe: z.string().nullable(),
  termineLe: z.string().nullable(),
  erreur: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobCountsSchema = z.object({
  enAttente: z.number().int(),
  enCours: z.number().int(),
  echouees: z.number().int(),
  relancees: z.number().int(),
  terminees: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

export const jobPageSchema = z.object({ compteurs: jobCountsSchema, items: z.array(jobSchema) });
export type JobPage = z.infer<typeof jobPageSchema>;

/** How a person is reminded of their interviews and job datings (both on unless they say otherwise). */
export const reminderPreferencesSchema = z.object({
  email: z.boolean('Le choix « e-mail » vaut vrai ou faux.'),
  notification: z.boolean('Le choix « notification » vaut vrai ou faux.'),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  texte: z.string(),
  lien: z.string().nullable(),
  creeLe: z.string(),
  lue: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const FOLLOW_UP_DEFAULT_DAYS = 10;
/** Staff setting: after how many days without answer an application shows « Relancer ? ». */
export const followUpSettingsSchema = z.object({
  joursSansReponse: z
    .number('Indiquez un nombre de jours.')
    .int('Indiquez un nombre entier de jours.')
    .min(1, 'Au moins 1 jour.')
    .max(90, 'Au plus 90 jours.'),
});
export type FollowUpSettings = z.infer<typeof followUpSettingsSchema>;

/** An application still without answer after the staff's number of days: its candidate is asked « Relancer ? ». */
export const followUpSchema = z.object({
  id: z.number().int(),
  poste: z.string(),
  entreprise: z.string(),
  depuisJours: z.number().int(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const JOBS_MESSAGES = {
  notFound: 'Tâche introuvable.',
  notFailed: 'Seule une tâche échouée peut être relancée.',
  retried: 'Tâche relancée : elle sera exécutée dans quelques secondes.',
  followUp: 'Relancer ?',
} as const;
