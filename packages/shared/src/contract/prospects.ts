// Prospects (SPEC §7 prospect): staff only; filters shared by the table and the CSV export.
import { z } from 'zod';
import { STAFF } from '../roles';
import { prospectImportQuerySchema, prospectImportReportSchema } from '../schemas/prospect-csv';
import {
  prospectFilterSchema,
  prospectInputSchema,
  prospectListQuerySchema,
  prospectPageSchema,
  prospectSchema,
  prospectUpdateSchema,
} from '../schemas/prospects';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });

export const prospectsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/prospect',
    summary: 'Prospects',
    description:
      'Prospects filtrés (`search` dans l’entreprise, le poste, le contact, la ville, le titre et le ' +
      'commentaire, accents ignorés ; `statue`, `ville`, `ntcId`, dates `du` et `au` incluses), triés par ' +
      '`tri` et `ordre`, paginés à partir de 0, avec `counts` : le nombre par statut sous les autres filtres.',
    roles: STAFF,
    query: prospectListQuerySchema,
    responses: { 200: prospectPageSchema },
    errors: [400, 401, 403],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/prospect/{id}',
    summary: 'Un prospect',
    roles: STAFF,
    params: byId,
    responses: { 200: prospectSchema },
    errors: [401, 403, 404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/prospect/create',
    summary: 'Crée un prospect',
    roles: STAFF,
    body: prospectInputSchema,
    responses: { 201: prospectSchema },
    errors: [400, 401, 403],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/prospect/update',
    summary: 'Modifie un prospect',
    description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
    roles: STAFF,
    body: prospectUpdateSchema,
    responses: { 200: prospectSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/prospect/delete/{id}',
    summary: 'Supprime un prospect',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404],
  }),
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/prospect/exportCSV',
    summary: 'Export CSV des prospects',
    description:
      'Les prospects des filtres donnés (ceux du tableau), par identifiant, en CSV : UTF-8 avec BOM, `;`, fins de ' +
      'ligne CRLF, titres en français, dates jj/mm/aaaa ; une cellule commençant par =, +, -, @, tabulation ou ' +
      'retour chariot est précédée d’une apostrophe. Envoyé au fil de la lecture.',
    roles: STAFF,
    query: prospectFilterSchema,
    responses: { 200: z.any() },
    file: true,
    errors: [400, 401, 403],
  }),
  importCsv: endpoint({
    method: 'POST',
    path: '/api/prospect/importCSV',
    summary: 'Import CSV de prospects',
    description:
      'Un fichier CSV (champ `file`) : UTF-8 avec ou sans BOM ou Windows-1252, `;` ou `,`, titres de l’export ' +
      'dans n’importe quel ordre (colonnes inconnues ignorées et nommées). Une ligne avec `Identifiant` modifie ' +
      'ce prospect (sans changer sa version si rien ne change), sans identifiant elle en crée un. `mode=tout` : ' +
      'une seule transaction, rien n’est écrit si une ligne est refusée ; `mode=ligne` : chaque ligne valable ' +
      'est écrite. La progression est envoyée par le WebSocket (`prospects.import.progress`). Une ligne dont une ' +
      'cellule remplacerait des lettres enregistrées par « ? » ou U+FFFD (enregistrement « CSV » ANSI d’Excel) ' +
      'est mise de côté et listée dans `held`, sauf avec `texteAbime=remplacer`.',
    roles: STAFF,
    query: prospectImportQuerySchema,
    multipart: true,
    responses: { 200: prospectImportReportSchema },
    errors: [400, 401, 403, 413],
  }),
};
