// Notes (SPEC §7 Notes) and their attachment: staff only, as the permission table says.
import multipart from '@fastify/multipart';
import { NOTE_FILE_MAX_BYTES, noteInputSchema, noteSchema, noteUpdateSchema, pagedSchema } from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-errors';
import { errors, id, page, searchText, size, withSearch } from '../../lib/route-schemas';
import { createNotesService, type UploadedFile } from './service';

const search = searchText(200);
const tags = ['notes'];

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this feature's routes read multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fileSize: NOTE_FILE_MAX_BYTES + 1 } });
  const service = createNotesService(app);

  for (const path of withSearch('/api/notes/:page/:size'))
    app.get(
      path,
      {
        schema: {
          tags,
          description: 'Toutes les notes, les plus récentes d’abord ; recherche dans le titre et le contenu.',
          params: z.object({ page, size, search }),
          response: { 200: pagedSchema(noteSchema), ...errors(401, 403) },
        },
      },
      async (request) => service.all(request.params.page, request.params.size, request.params.search),
    );

  for (const path of withSearch('/api/notes/candidat/:id/:page/:size'))
    app.get(
      path,
      {
        schema: {
          tags,
          description: '`id` est la candidature. Pages à partir de 0.',
          params: z.object({ id, page, size, search }),
          response: { 200: pagedSchema(noteSchema), ...errors(401, 403) },
        },
      },
      async (request) => {
        const p = request.params;
        return service.forApplication(p.id, p.page, p.size, p.search);
      },
    );

  app.get(
    '/api/notes/:id',
    { schema: { tags, params: z.object({ id }), response: { 200: noteSchema, ...errors(401, 403, 404) } } },
    async (request) => service.get(request.params.id),
  );

  app.post(
    '/api/notes/:id',
    {
      schema: {
        tags,
        description:
          '`id` est la candidature. Le contenu HTML est nettoyé (liens http, https, mailto, tel ; images sûres).',
        params: z.object({ id }),
        body: noteInputSchema,
        response: { 201: noteSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.user, request.params.id, request.body)),
  );

  app.put(
    '/api/notes',
    {
      schema: {
        tags,
        description: '`version` doit être celle lue : sinon 409 et rien n’est modifié.',
        body: noteUpdateSchema,
        response: { 200: noteSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => service.update(request.body),
  );

  app.delete(
    '/api/notes/:id',
    { schema: { tags, params: z.object({ id }), response: { 204: z.null(), ...errors(401, 403, 404) } } },
    async (request, reply) => {
      await service.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notes/:id/fichier',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Un fichier (champ `file`) de 10 Mo au plus : PDF, image (PNG, JPEG, GIF, WebP) ou document bureautique ' +
          '(Word, Excel, PowerPoint, OpenDocument), type lu dans le contenu. Remplace le fichier précédent.',
        params: z.object({ id }),
        response: { 200: noteSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Envoyez le fichier en multipart/form-data (champ « file »).');
      let upload: UploadedFile | undefined;
      const part = await request.file();
      if (part) {
        const content = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'Le fichier dépasse 10 Mo.');
          throw err;
        });
        upload = { filename: part.filename, content };
      }
      return service.attach(request.user, request.params.id, upload);
    },
  );

  app.get(
    '/api/notes/:id/fichier',
    {
      schema: {
        tags,
        description: 'Le fichier joint, en pièce jointe (réservé au personnel).',
        params: z.object({ id }),
        response: { 200: z.any(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.download(request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.delete(
    '/api/notes/:id/fichier',
    { schema: { tags, params: z.object({ id }), response: { 200: noteSchema, ...errors(401, 403, 404) } } },
    async (request) => service.detach(request.params.id),
  );
};
