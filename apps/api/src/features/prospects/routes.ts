// SPEC §7 prospect, as declared in packages/shared/src/contract/prospects.ts; filters shared by the table and the
// CSV export.
import multipart from '@fastify/multipart';
import { prospectsEndpoints as endpoints, PROSPECT_CSV_MESSAGES, PROSPECT_IMPORT_PROGRESS } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { badRequest, HttpError } from '../../lib/http-errors';
import { userTopic } from '../../plugins/realtime';
import { exportFileName, prospectCsvStream } from './csv-export';
import { importProspectCsv } from './csv-import';
import { createProspectService } from './service';

/** Large enough for a few hundred thousand prospects. */
const IMPORT_MAX_MB = 100;

export const prospectRoutes: FastifyPluginAsync = async (app) => {
  const service = createProspectService(app);
  // Registered here, so only this feature's routes read multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fileSize: IMPORT_MAX_MB * 1024 * 1024 } });
  const serve = endpointServer(app, 'prospect');

  serve(endpoints.list, async (request) => service.list(request.query));

  serve(endpoints.get, async (request) => service.get(request.params.id));

  serve(endpoints.create, async (request, reply) => reply.status(201).send(await service.create(request.body)));

  serve(endpoints.update, async (request) => service.update(request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(request.params.id);
    return reply.status(204).send(null);
  });

  serve(
    endpoints.exportCsv,
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .send(prospectCsvStream(app.db, request.query)),
    { schema: { produces: ['text/csv'] } },
  );

  serve(endpoints.importCsv, async (request) => {
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
  });
};
