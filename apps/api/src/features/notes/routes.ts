// Notes (SPEC §7 Notes) and their attachment, as declared in packages/shared/src/contract/notes.ts.
import multipart from '@fastify/multipart';
import { notesEndpoints as endpoints, NOTE_FILE_MAX_BYTES } from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { applications, notes } from '../../db/schema';
import { endpointServer } from '../../lib/endpoint-route';
import { badRequest, HttpError } from '../../lib/http-errors';
import { type JournalReading, journalActor } from '../../plugins/access-journal';
import { createNotesService, type UploadedFile } from './service';

const idOf = (request: FastifyRequest) => Number((request.params as { id?: unknown }).id);

/** Readings of the notes about a person, journaled: a note names her through its application. */
function journalReadings(app: FastifyInstance) {
  const candidateOfApplication = async (request: FastifyRequest) => {
    const [row] = await app.db
      .select({ person: applications.utilisateurId })
      .from(applications)
      .where(eq(applications.id, idOf(request)));
    return row?.person ?? null;
  };
  const candidateOfNote = async (request: FastifyRequest) => {
    const [row] = await app.db
      .select({ person: applications.utilisateurId })
      .from(notes)
      .innerJoin(applications, eq(applications.id, notes.candidatureId))
      .where(eq(notes.id, idOf(request)));
    return row?.person ?? null;
  };
  return {
    note: { kind: 'NOTE_CONSULTEE', person: candidateOfNote } satisfies JournalReading,
    noteFile: { kind: 'FICHIER_NOTE_TELECHARGE', person: candidateOfNote } satisfies JournalReading,
    applicationNotes: { kind: 'NOTES_CONSULTEES', person: candidateOfApplication } satisfies JournalReading,
  };
}

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const notesRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, so only this feature's routes read multipart bodies.
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3, fileSize: NOTE_FILE_MAX_BYTES + 1 } });
  const service = createNotesService(app);
  const journal = journalReadings(app);
  const serve = endpointServer(app, 'notes');

  serve(endpoints.list, async ({ params: p }) => service.all(p.page, p.size, p.search));

  serve(endpoints.ofApplication, async ({ params: p }) => service.forApplication(p.id, p.page, p.size, p.search), {
    config: { journal: journal.applicationNotes },
  });

  serve(endpoints.get, async (request) => service.get(request.params.id), { config: { journal: journal.note } });

  serve(
    endpoints.create,
    async (request, reply) =>
      reply.status(201).send(await service.create(journalActor(request), request.params.id, request.body)),
    { config: { staffActivity: journal.applicationNotes.person } },
  );

  serve(endpoints.update, async (request) => service.update(journalActor(request), request.body));

  serve(endpoints.remove, async (request, reply) => {
    await service.remove(journalActor(request), request.params.id);
    return reply.status(204).send(null);
  });

  serve(endpoints.attach, async (request) => {
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
  });

  serve(
    endpoints.download,
    async (request, reply) => {
      const file = await service.download(request.params.id);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
    { config: { journal: journal.noteFile } },
  );

  serve(endpoints.detach, async (request) => service.detach(request.params.id));
};
