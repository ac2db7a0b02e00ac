// Settings an admin changes from the product (DESIGN difference 7): read by every menu and page, changed by admins.
import { featureSettingsSchema, featureSettingsUpdateSchema, operatorSettingsSchema } from '../schemas/settings';
import { endpoint } from './endpoint';

export const settingsEndpoints = {
  features: endpoint({
    method: 'GET',
    path: '/api/parametres/fonctionnalites',
    summary: 'Fonctionnalités activées (menus)',
    description: 'Les fonctionnalités que les menus montrent (le tableau de prospection du personnel).',
    responses: { 200: featureSettingsSchema },
    errors: [],
  }),
  setFeatures: endpoint({
    method: 'PUT',
    path: '/api/parametres/fonctionnalites',
    summary: 'Active ou désactive une fonctionnalité',
    description:
      'Réservé aux administrateurs. Enregistré, puis envoyé à tous les WebSockets ouverts ' +
      '(`settings.features`) : les menus changent aussitôt pour tout le monde.',
    roles: ['ADMIN'],
    body: featureSettingsUpdateSchema,
    responses: { 200: featureSettingsSchema },
    errors: [400, 401, 403],
  }),
  operator: endpoint({
    method: 'GET',
    path: '/api/parametres/editeur',
    summary: 'L’organisme qui exploite la plateforme (mentions légales, contact, liens)',
    description:
      'L’organisme qui exploite la plateforme, tel que les mentions légales, la page Contact et le pied de page ' +
      'le montrent. Un texte vide n’est pas encore renseigné.',
    responses: { 200: operatorSettingsSchema },
    errors: [],
  }),
  setOperator: endpoint({
    method: 'PUT',
    path: '/api/parametres/editeur',
    summary: 'Change les informations de l’organisme qui exploite la plateforme',
    description: 'Réservé aux administrateurs : remplace toutes les informations de l’organisme.',
    roles: ['ADMIN'],
    body: operatorSettingsSchema,
    responses: { 200: operatorSettingsSchema },
    errors: [400, 401, 403],
  }),
};
