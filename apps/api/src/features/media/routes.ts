// SPEC §7 Media for profile files (avatar, CV, certifications, presentation video), and reading them back.
import multipart from '@fastify/multipart';
import {
  mediaDeleteParamsSchema,
  mediaFileParamsSchema,
  mediaUploadParamsSchema,
  PROFILE_FILE_RULES,
  profileDocumentsSchema,
  profileSchema,
} from '@tremplin/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/route-schemas';
import { optionalViewer } from '../profiles/visibility';
import { createMediaService } from './service';

const tags = ['fichiers'];
const LARGEST = Math.max(...Object.values(PROFILE_FILE_RULES).map((r) => r.maxBytes));

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so only this feature's routes accept multipart bodies; per-kind limits are set per request.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: LARGEST + 1, parts: 6 } });
  const service = createMediaService(app);

  app.post(
    '/api/media/:id/:type',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Un seul fichier (champ `file`). AVATAR : JPEG, PNG ou WebP ≤ 5 Mo, réencodé en WebP 512 px sans métadonnées ; ' +
          'CV : PDF ≤ 10 Mo ; CERTIFICATION : PDF ou image ≤ 10 Mo (ajoutée à la liste) ; VIDEOPRESENTATION : MP4 ou ' +
          'WebM ≤ 100 Mo. Le type est lu dans le contenu. Seul le titulaire, ou un ADMIN, peut déposer. Répond le profil.',
        params: mediaUploadParamsSchema,
        response: { 200: profileSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const { id, type } = request.params;
      return service.upload(id, type, request.user, async (maxBytes) =>
        request.isMultipart() ? request.file({ limits: { fileSize: maxBytes + 1, files: 1 } }) : undefined,
      );
    },
  );

  app.delete(
    '/api/media/:id/:filename/:type',
    {
      schema: {
        tags,
        description:
          '`filename` est le chemin du fichier tel que l’API le donne (encodé), ou son dernier segment. ' +
          'Seul le titulaire, ou un ADMIN, peut supprimer.',
        params: mediaDeleteParamsSchema,
        response: { 200: profileSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.remove(request.params.id, request.params.filename, request.params.type, request.user),
  );

  app.get(
    '/api/media/:id/documents',
    {
      schema: {
        tags,
        description:
          'Le CV et les certifications d’un profil tels que leur bloc les montre : nom du fichier envoyé, taille en ' +
          'octets et date de dépôt. Titulaire, personnel et recruteurs, comme pour les télécharger.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: profileDocumentsSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.documents(request.params.id, request.user),
  );

  app.get(
    '/api/media/fichier/:filename',
    {
      schema: {
        tags,
        description:
          'Lit un fichier de profil. CV et certifications : titulaire, personnel et recruteurs ; photo et vidéo : ' +
          'quiconque peut voir le profil (anonymes compris si le profil est visible). Jeton bearer facultatif. ' +
          'Avec un stockage S3 et S3_LINK_SECONDS, CV et certifications répondent 302 vers un lien temporaire.',
        params: mediaFileParamsSchema,
        response: { 200: z.any(), 302: z.any(), ...errors(401, 403, 404) },
      },
    },
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
  );
};
