// SPEC §7 prospect: staff only (the permission table); filters shared by the table and the CSV export.
import multipart from '@fastify/multipart';
import {
  PROSPECT_CSV_MESSAGES,
  PROSPECT_IMPORT_PROGRESS,
  prospectFilterSchema,
  prospectImportQuerySchema,
  prospectImportReportSchema,
  prospectInputSchema,
  prospectListQuerySchema,
  prospectPageSchema,
  prospectSchema,
  prospectUpdateSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { errors, idParams } from '../../lib/route-schemas';
import { userTopic } from '../../plugins/realtime';
import { exportFileName, prospectCsvStream } from './csv-export';
import { importProspectCsv } from './csv-import';
import { createProspectService } from './service';

/** Large enough for a few hundred thousand prospects. */
const IMPORT_MAX_MB = 100;

const tags = ['prospect'];

export const prospectRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProspectService(app);
  // Registered here, so only this feature's routes read multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fileSize: IMPORT_MAX_MB * 1024 * 1024 } });

  app.get(
    '/api/prospect',
    {
      schema: {
        tags,
        description:
          'Prospects filtrés (`search` dans l’entreprise, le poste, le contact, la ville, le titre et le ' +
          'commentaire, accents ignorés ; `statue`, `ville`, `ntcId`, dates `du` et `au` incluses), triés par ' +
          '`tri` et `ordre`, paginés à partir de 0, avec `counts` : le nombre par statut sous les autres filtres.',
        querystring: prospectListQuerySchema,
        response: { 200: prospectPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/api/prospect/:id',
    { schema: { tags, params: idParams, response: { 200: prospectSchema, ...errors(401, 403, 404) } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/prospect/create',
    { schema: { tags, body: prospectInputSchema, response: { 201: prospectSchema, ...errors(400, 401, 403) } } },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/api/prospect/update',
    {
      schema: {
        tags,
        description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
        body: prospectUpdateSchema,
        response: { 200: prospectSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.body),
  );

  app.delete(
    '/api/prospect/delete/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors(401, 403, 404) } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/prospect/exportCSV',
    {
      schema: {
        tags,
        description:
          'Les prospects des filtres donnés (ceux du tableau), par identifiant, en CSV : UTF-8 avec BOM, `;`, fins de ' +
          'ligne CRLF, titres en français, dates jj/mm/aaaa ; une cellule commençant par =, +, -, @, tabulation ou ' +
          'retour chariot est précédée d’une apostrophe. Envoyé au fil de la lecture.',
        querystring: prospectFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.any(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .send(prospectCsvStream(app.db, request.query)),
  );

  app.post(
    '/api/prospect/importCSV',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Un fichier CSV (champ `file`) : UTF-8 avec ou sans BOM ou Windows-1252, `;` ou `,`, titres de l’export ' +
          'dans n’importe quel ordre (colonnes inconnues ignorées et nommées). Une ligne avec `Identifiant` modifie ' +
          'ce prospect (sans changer sa version si rien ne change), sans identifiant elle en crée un. `mode=tout` : ' +
          'une seule transaction, rien n’est écrit si une ligne est refusée ; `mode=ligne` : chaque ligne valable ' +
          'est écrite. La progression est envoyée par le WebSocket (`prospects.import.progress`). Une ligne dont une ' +
          'cellule remplacerait des lettres enregistrées par « ? » ou U+FFFD (enregistrement « CSV » ANSI d’Excel) ' +
          'est mise de côté et listée dans `held`, sauf avec `texteAbime=remplacer`.',
        querystring: prospectImportQuerySchema,
        response: { 200: prospectImportReportSchema, ...errors(400, 401, 403, 413) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(PROSPECT_CSV_MESSAGES.fileRequired);
      const part = await request.file();
      if (!part) throw badRequest(PROSPECT_CSV_MESSAGES.fileRequired);
      const user = request.user;
      try {
        const report = await importProspectCsv(
          app.db,
          part.file,
          request.query.mode,
          (progress) => {
            void app.realtime.publish(userTopic(user.id), { type: PROSPECT_IMPORT_PROGRESS, ...progress });
          },
          request.query.texteAbime,
        );
        if (part.file.truncated) throw new HttpError(413, PROSPECT_CSV_MESSAGES.tooLarge(IMPORT_MAX_MB));
        return report;
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated)
          throw new HttpError(413, PROSPECT_CSV_MESSAGES.tooLarge(IMPORT_MAX_MB));
        throw err;
      }
    },
  );
};
