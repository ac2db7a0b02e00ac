// Likely duplicate accounts, for staff (docs/decisions/0020), as declared in packages/shared/src/contract/duplicates.ts:
// the open pairs, one account's pairs, the side-by-side comparison, the dismissal and the merge.
import { duplicatesEndpoints as endpoints } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { endpointServer } from '../../lib/endpoint-route';
import { journalActor } from '../../plugins/access-journal';
import { createDuplicatesService } from './service';

export const duplicatesRoutes: FastifyPluginAsync = async (app) => {
  const service = createDuplicatesService(app);
  const serve = endpointServer(app, 'doublons');

  serve(endpoints.pairs, async (request) => service.page(request.user, request.query.page, request.query.size));

  serve(endpoints.ofAccount, async (request) => service.ofAccount(request.user, request.params.id));

  serve(endpoints.compare, async (request) => service.compare(request.user, request.params.id));

  serve(endpoints.dismiss, async (request) => service.dismiss(request.user, request.params.id));

  serve(endpoints.merge, async (request) => service.merge(journalActor(request), request.params.id, request.body));
};
