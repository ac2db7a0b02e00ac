// The candidate file (/admin/candidat/{uid}), as declared in packages/shared/src/contract/candidate-file.ts: the
// summary and one call per section, each paged on its own. Staff only, on accounts their rank reaches.
import { type AccessKind, candidateFileEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { personFromParam } from '../../plugins/access-journal';
import { createCandidateFileService } from './service';

/** Every call reads the file of the person its `id` names: each is journaled (plugins/access-journal). */
const person = personFromParam('id');
const journal = (kind: AccessKind) => ({ config: { journal: { kind, person } } });

export const candidateFileRoutes: FastifyPluginAsync = async (app) => {
  const service = createCandidateFileService(app);
  const serve = endpointServer(app, 'dossier');

  serve(endpoints.summary, async (request) => service.summary(request.params.id), journal('DOSSIER_CONSULTE'));

  serve(
    endpoints.applications,
    async ({ params, query }) => service.applications(params.id, query.page, query.size),
    journal('DOSSIER_CANDIDATURES_CONSULTEES'),
  );
  serve(
    endpoints.notes,
    async ({ params, query }) => service.notes(params.id, query.page, query.size),
    journal('DOSSIER_NOTES_CONSULTEES'),
  );
  serve(
    endpoints.invitations,
    async ({ params, query }) => service.invitations(params.id, query.page, query.size),
    journal('DOSSIER_INVITATIONS_CONSULTEES'),
  );
  serve(
    endpoints.messages,
    async ({ params, query }) => service.messages(params.id, query.page, query.size),
    journal('DOSSIER_MESSAGES_CONSULTES'),
  );
  serve(
    endpoints.files,
    async ({ params, query }) => service.files(params.id, query.page, query.size),
    journal('DOSSIER_FICHIERS_CONSULTES'),
  );
  serve(
    endpoints.timeline,
    async ({ params, query }) => service.timeline(params.id, query.page, query.size),
    journal('DOSSIER_CHRONOLOGIE_CONSULTEE'),
  );

  serve(
    endpoints.interviews,
    async ({ params, query }) => service.interviews(params.id, query.periode, query.page, query.size),
    journal('DOSSIER_ENTRETIENS_CONSULTES'),
  );
};
