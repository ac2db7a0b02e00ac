// SPEC §7 Media for profile files (avatar, CV, certifications, presentation video), and reading them back, as
// declared in packages/shared/src/contract/media.ts.
import multipart from '@fastify/multipart';
import { mediaEndpoints as endpoints, PROFILE_FILE_RULES } from '@tremplin/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { endpointServer } from '../../lib/endpoint-route';
import { optionalViewer } from '../../lib/profile-visibility';
import { journalActor } from '../../plugins/access-journal';
import { findProfileFileByName } from './queries';
import { createMediaService } from './service';

const LARGEST = Math.max(...Object.values(PROFILE_FILE_RULES).map((r) => r.maxBytes));

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  // Registered here, so only this feature's routes accept multipart bodies; per-kind limits are set per request.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: LARGEST + 1, parts: 6 } });
  const service = createMediaService(app);
  const serve = endpointServer(app, 'fichiers');

  serve(endpoints.upload, async (request) => {
    const { id, type } = request.params;
    return service.upload(id, type, request.user, async (maxBytes) =>
      request.isMultipart() ? request.file({ limits: { fileSize: maxBytes + 1, files: 1 } }) : undefined,
    );
  });

  serve(endpoints.remove, async (request) =>
    service.remove(request.params.id, request.params.filename, request.params.type, journalActor(request)),
  );

  serve(endpoints.documents, async (request) => service.documents(request.params.id, request.user));

  serve(
    endpoints.file,
    async (request, reply) => {
      const { file, size, read } = await service.open(request.params.filename, await optionalViewer(app, request));
      const name = file.originalName.replace(/[^\w.\- ]+/g, '_');
      const disposition = `${file.mime === 'application/pdf' ? 'attachment' : 'inline'}; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`;
      const link = await service.link(file, disposition);
      // The link is the permission itself for its few seconds: no cache may keep it.
      if (link) return reply.header('Cache-Control', 'no-store').redirect(link, 302);
      reply
        .header('Content-Type', file.mime)
        .header('Content-Length', size)
        .header('Content-Disposition', disposition)
        .header('Cache-Control', 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff');
      return reply.send(read());
    },
    {
      // Downloads of a CV or certification; photos and videos show on pages and are not journaled.
      config: {
        journal: {
          kind: 'FICHIER_TELECHARGE',
          person: async (request) => {
            const file = await findProfileFileByName(app.db, (request.params as { filename: string }).filename);
            return file && (file.kind === 'CV' || file.kind === 'CERTIFICATION') ? file.ownerId : null;
          },
        },
      },
      // With S3 links, CVs and certifications answer a redirect to a short-lived address.
      schema: { response: { 302: z.any() } },
    },
  );
};
