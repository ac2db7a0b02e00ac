// The candidate file (/admin/candidat/{uid}): GET /api/dossier/{id} and one call per section, each paged on its own
// with ?page= (from 0) and ?size=. Staff only, and only on accounts their rank reaches (the `account` declaration).
import {
  candidateFileApplicationPageSchema,
  candidateFileEventPageSchema,
  candidateFileFilePageSchema,
  candidateFileInterviewPageSchema,
  candidateFileInterviewQuerySchema,
  candidateFileInvitationPageSchema,
  candidateFileMessagePageSchema,
  candidateFileNotePageSchema,
  candidateFilePageQuerySchema,
  candidateFileSummarySchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errors, idParams } from '../../lib/route-schemas';
import { createCandidateFileService } from './service';

const tags = ['dossier'];

export const candidateFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCandidateFileService(app);

  app.get(
    '/api/dossier/:id',
    {
      schema: {
        tags,
        description: 'Identité et situation : rôle, admission, référent, état, dernière connexion, effacement prévu.',
        params: idParams,
        response: { 200: candidateFileSummarySchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.summary(request.params.id),
  );

  const section = (
    name: string,
    description: string,
    response: z.ZodTypeAny,
    read: (uid: number, page: number, size: number) => Promise<unknown>,
  ) =>
    app.get(
      `/api/dossier/:id/${name}`,
      {
        schema: {
          tags,
          description: `${description} Pages à partir de 0 (\`page\`), \`size\` éléments par page (10 par défaut, 50 au plus).`,
          params: idParams,
          querystring: candidateFilePageQuerySchema,
          response: { 200: response, ...errors(400, 401, 403) },
        },
      },
      async (request) => (await read(request.params.id, request.query.page, request.query.size)) as never,
    );

  section(
    'candidatures',
    'Candidatures et leur statut, les plus récentes d’abord, avec le nombre de notes de chacune.',
    candidateFileApplicationPageSchema,
    service.applications,
  );
  section(
    'notes',
    'Notes du personnel sur ses candidatures, les plus récentes d’abord, avec leur fichier joint.',
    candidateFileNotePageSchema,
    service.notes,
  );
  section(
    'invitations',
    'Invitations aux JobDating, par date de l’événement, la plus récente d’abord.',
    candidateFileInvitationPageSchema,
    service.invitations,
  );
  section(
    'messages',
    'Messages échangés avec le personnel (ADMIN, CEF, ASSISTANT), les plus récents d’abord.',
    candidateFileMessagePageSchema,
    service.messages,
  );
  section(
    'fichiers',
    'Fichiers déposés sur son profil (CV, certifications, vidéo, photo), les plus récents d’abord.',
    candidateFileFilePageSchema,
    service.files,
  );
  section(
    'chronologie',
    'Candidatures, entretiens, notes, invitations, messages et fichiers par date, le plus récent d’abord.',
    candidateFileEventPageSchema,
    service.timeline,
  );

  app.get(
    '/api/dossier/:id/entretiens',
    {
      schema: {
        tags,
        description:
          'Entretiens à venir (`periode=a-venir`, le plus proche d’abord) ou passés (`periode=passes`, le plus ' +
          'récent d’abord). Pages à partir de 0.',
        params: idParams,
        querystring: candidateFileInterviewQuerySchema,
        response: { 200: candidateFileInterviewPageSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      service.interviews(request.params.id, request.query.periode, request.query.page, request.query.size),
  );
};
