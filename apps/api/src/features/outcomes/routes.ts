// Training programmes, sessions, enrolments, outcomes and indicators: staff only (the permission table), except a
// learner's own enrolments.
import {
  enrolmentInputSchema,
  enrolmentSchema,
  enrolmentUpdateSchema,
  indicatorFilterSchema,
  indicatorsSchema,
  learnerOptionSchema,
  learnerSearchSchema,
  myEnrolmentSchema,
  OUTCOME_STAGES,
  outcomeInputSchema,
  personName,
  programmeDetailSchema,
  programmeInputSchema,
  programmeSchema,
  publicationInputSchema,
  publicResultSchema,
  sessionDetailSchema,
  sessionInputSchema,
  sessionSchema,
} from '@tremplin/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { errors, id, idParams } from '../../lib/route-schemas';
import { indicatorsCsv, indicatorsFileName } from './csv';
import { computeIndicators } from './indicators';
import { publicResults } from './public-results';
import { createOutcomesService } from './service';

const tags = ['formations'];
const stageParams = z.object({ id, etape: z.enum(OUTCOME_STAGES, 'L’étape est SORTIE, M3 ou M6.') });

export const outcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOutcomesService(app);

  app.get(
    '/api/formations',
    { schema: { tags, response: { 200: z.array(programmeSchema), ...errors(401, 403) } } },
    async () => service.programmes(),
  );
  app.post(
    '/api/formations',
    {
      schema: { tags, body: programmeInputSchema, response: { 201: programmeDetailSchema, ...errors(400, 401, 403) } },
    },
    async (request, reply) => reply.status(201).send(await service.createProgramme(request.body)),
  );
  app.get(
    '/api/formations/:id',
    { schema: { tags, params: idParams, response: { 200: programmeDetailSchema, ...errors(401, 403, 404) } } },
    async (request) => service.programme(request.params.id),
  );
  app.put(
    '/api/formations/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: programmeInputSchema,
        response: { 200: programmeDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateProgramme(request.params.id, request.body),
  );
  app.delete(
    '/api/formations/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors(401, 403, 404, 409) } } },
    async (request, reply) => {
      await service.removeProgramme(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/formations/:id/publication',
    {
      schema: {
        tags,
        description: 'Administrateurs : montre ou retire la formation de la page publique « Nos résultats ».',
        params: idParams,
        body: publicationInputSchema,
        response: { 200: programmeDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.setPublication(request.params.id, request.body.publie),
  );
  app.get(
    '/api/resultats',
    {
      schema: {
        tags,
        description:
          'Formations publiées : période de sortie, sortants dont les 6 mois sont passés, taux d’accès à l’emploi ' +
          'à 6 mois, en emploi à 6 mois, taux de réponse, date de mise à jour ; aucun taux sous 5 sortants.',
        response: { 200: z.array(publicResultSchema) },
      },
    },
    async () => publicResults(app.db),
  );

  app.post(
    '/api/formations/:id/sessions',
    {
      schema: {
        tags,
        params: idParams,
        body: sessionInputSchema,
        response: { 201: sessionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createSession(request.params.id, request.body)),
  );
  app.get(
    '/api/formations/sessions/:id',
    { schema: { tags, params: idParams, response: { 200: sessionDetailSchema, ...errors(401, 403, 404) } } },
    async (request) => service.session(request.params.id),
  );
  app.put(
    '/api/formations/sessions/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: sessionInputSchema,
        response: { 200: sessionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateSession(request.params.id, request.body),
  );
  app.delete(
    '/api/formations/sessions/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors(401, 403, 404, 409) } } },
    async (request, reply) => {
      await service.removeSession(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/formations/sessions/:id/inscriptions',
    {
      schema: {
        tags,
        params: idParams,
        body: enrolmentInputSchema,
        response: { 201: enrolmentSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await service.enrol(request.params.id, request.body)),
  );
  app.put(
    '/api/formations/inscriptions/:id',
    {
      schema: {
        tags,
        description: 'La sortie : une date et un motif ensemble (`TERMINEE` ou `ABANDON`, ce dernier avec sa raison).',
        params: idParams,
        body: enrolmentUpdateSchema,
        response: { 200: enrolmentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.updateEnrolment(request.params.id, request.body),
  );
  app.delete(
    '/api/formations/inscriptions/:id',
    { schema: { tags, params: idParams, response: { 204: z.null(), ...errors(401, 403, 404) } } },
    async (request, reply) => {
      await service.removeEnrolment(request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/api/formations/inscriptions/:id/situations/:etape',
    {
      schema: {
        tags,
        description:
          'Remplace la situation de l’étape. Employeur et dates ne sont gardés que pour un emploi ; pour un CDD de ' +
          'moins de 6 mois ou un intérim, la date de fin (dernier jour) ou la durée en mois dit s’il dure au moins un mois.',
        params: stageParams,
        body: outcomeInputSchema,
        response: { 200: enrolmentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => service.recordOutcome(request.params.id, request.params.etape, request.body),
  );
  app.delete(
    '/api/formations/inscriptions/:id/situations/:etape',
    { schema: { tags, params: stageParams, response: { 200: enrolmentSchema, ...errors(401, 403, 404) } } },
    async (request) => service.removeOutcome(request.params.id, request.params.etape),
  );

  app.get(
    '/api/formations/apprenants',
    {
      schema: {
        tags,
        querystring: learnerSearchSchema,
        response: { 200: z.array(learnerOptionSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => service.learners(request.query.search),
  );

  app.get(
    '/api/formations/indicateurs',
    {
      schema: {
        tags,
        description:
          'Taux d’accès à l’emploi à 6 mois et situation à 6 mois des sortants de la période (`du`, `au` : dates de ' +
          'sortie incluses), par formation, session ou conseiller ; `le` : jour de calcul (aujourd’hui par défaut). ' +
          'Définitions exactes : décision 0013.',
        querystring: indicatorFilterSchema,
        response: { 200: indicatorsSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => computeIndicators(app.db, request.query),
  );
  app.get(
    '/api/formations/indicateurs/csv',
    {
      schema: {
        tags,
        description: 'Les indicateurs filtrés en CSV : UTF-8 avec BOM, `;`, fins de ligne CRLF, taux à virgule.',
        querystring: indicatorFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.any(), ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const indicators = await computeIndicators(app.db, q);
      const programme = q.formationId ? await service.programme(q.formationId).catch(() => null) : null;
      const session = q.sessionId ? await service.session(q.sessionId).catch(() => null) : null;
      const [adviser] = q.conseillerId
        ? await app.db.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, q.conseillerId))
        : [];
      const csv = indicatorsCsv(indicators, {
        du: q.du,
        au: q.au,
        formation: programme?.nom,
        session: session ? `${session.formationNom} du ${session.dateDebut}` : undefined,
        conseiller: adviser ? personName(adviser) : undefined,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${indicatorsFileName()}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/utilisateur/:id/formations',
    { schema: { tags, params: idParams, response: { 200: z.array(myEnrolmentSchema), ...errors(401, 403) } } },
    async (request) => service.mine(request.params.id),
  );
};
