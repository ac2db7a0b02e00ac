// Work that happens later: the job queue's admin page, reminder choices, notices, follow-ups and their delay.
import { z } from 'zod';
import { STAFF } from '../roles';
import {
  followUpSchema,
  followUpSettingsSchema,
  jobFilterSchema,
  jobPageSchema,
  noticeSchema,
  reminderPreferencesSchema,
} from '../schemas/jobs';
import { accountParam, LOGGED_IN, NO_EXEMPTION, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const jobsEndpoints = {
  jobs: endpoint({
    method: 'GET',
    path: '/api/admin/taches/{filtre}',
    summary: 'Tâches de la file (en attente, en cours, échouées, relancées)',
    description:
      'Les 200 tâches les plus récentes du filtre (`en-attente`, `en-cours`, `echouees`, `relancees` : essayées plus d’une fois, `terminees`) et les compteurs de chaque filtre. Les tâches terminées sont archivées après 12 heures.',
    roles: ['ADMIN'],
    params: z.object({ filtre: jobFilterSchema }),
    responses: { 200: jobPageSchema },
    errors: [400, 401, 403],
  }),
  retry: endpoint({
    method: 'POST',
    path: '/api/admin/taches/{file}/{id}/relancer',
    summary: 'Relance une tâche échouée',
    description: 'Une tâche échouée repart pour une tentative, aussitôt.',
    roles: ['ADMIN'],
    params: z.object({ file: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404],
  }),
  reminders: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}/rappels',
    summary: 'Choix des rappels d’une personne',
    roles: LOGGED_IN,
    owner: ownParam('id'),
    account: accountParam('id'),
    params: byId,
    responses: { 200: reminderPreferencesSchema },
    errors: [401, 403],
  }),
  setReminders: endpoint({
    method: 'PUT',
    path: '/api/utilisateur/{id}/rappels',
    summary: 'Change les choix des rappels',
    description:
      'Rappels la veille à 18 h et une heure avant chaque entretien et job dating, par e-mail et/ou en notification.',
    roles: LOGGED_IN,
    owner: ownParam('id', NO_EXEMPTION),
    params: byId,
    body: reminderPreferencesSchema,
    responses: { 200: reminderPreferencesSchema },
    errors: [400, 401, 403, 404],
  }),
  notices: endpoint({
    method: 'GET',
    path: '/api/notifications',
    summary: 'Notifications de la personne connectée',
    roles: LOGGED_IN,
    responses: { 200: z.array(noticeSchema) },
    errors: [401],
  }),
  readNotices: endpoint({
    method: 'PUT',
    path: '/api/notifications/lues',
    summary: 'Marque les notifications comme lues',
    roles: LOGGED_IN,
    responses: { 204: z.null() },
    errors: [401],
  }),
  followUpSettings: endpoint({
    method: 'GET',
    path: '/api/parametres/relances',
    summary: 'Jours sans réponse avant « Relancer ? »',
    roles: LOGGED_IN,
    responses: { 200: followUpSettingsSchema },
    errors: [401],
  }),
  setFollowUpSettings: endpoint({
    method: 'PUT',
    path: '/api/parametres/relances',
    summary: 'Change les jours sans réponse avant « Relancer ? »',
    roles: STAFF,
    body: followUpSettingsSchema,
    responses: { 200: followUpSettingsSchema },
    errors: [400, 401, 403],
  }),
  followUps: endpoint({
    method: 'GET',
    path: '/api/candidature/relances/{uid}',
    summary: 'Candidatures sans réponse à relancer',
    description:
      'Candidatures en attente, sans réponse depuis le nombre de jours réglé par le personnel (10 par défaut).',
    roles: LOGGED_IN,
    owner: ownParam('uid'),
    params: z.object({ uid: recordId }),
    responses: { 200: z.array(followUpSchema) },
    errors: [401, 403],
  }),
};
