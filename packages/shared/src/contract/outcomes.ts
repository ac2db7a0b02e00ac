// Training programmes, sessions, enrolments, outcomes and indicators: staff manage them and read the indicators; a
// learner reads her own enrolments only; the published results are public.
import { z } from 'zod';
import { OUTCOME_STAGES } from '../outcomes';
import { CANDIDATES, STAFF } from '../roles';
import {
  activityIndicatorParams,
  applicationsByMonthSchema,
  caseloadSchema,
  firstInterviewSchema,
  funnelSchema,
  jobDatingTurnoutSchema,
} from '../schemas/activity-indicators';
import {
  enrolmentInputSchema,
  enrolmentSchema,
  enrolmentUpdateSchema,
  indicatorFilterSchema,
  indicatorsSchema,
  learnerOptionSchema,
  learnerSearchSchema,
  myEnrolmentSchema,
  outcomeInputSchema,
  programmeDetailSchema,
  programmeInputSchema,
  programmeSchema,
  publicationInputSchema,
  publicResultSchema,
  sessionDetailSchema,
  sessionInputSchema,
  sessionSchema,
} from '../schemas/outcomes';
import { accountParam, ownParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });
const byStage = z.object({ id: recordId, etape: z.enum(OUTCOME_STAGES, 'L’étape est SORTIE, M3 ou M6.') });
const FILTERS =
  'Filtres : `du`, `au` (jours inclus, sur la date propre à l’indicateur), `formationId`, `sessionId`, ' +
  '`conseillerId`, `le` (jour de calcul, aujourd’hui par défaut). Définitions : décision 0017.';

/** A chart of the dashboard's activity indicators (decision 0017): same filters as the indicators. */
const activity = <R extends z.ZodType>(name: string, summary: string, description: string, answer: R) =>
  endpoint({
    method: 'GET',
    path: `/api/formations/indicateurs/${name}`,
    summary,
    description: `${description} ${FILTERS}`,
    roles: STAFF,
    query: indicatorFilterSchema,
    responses: { 200: answer },
    errors: [400, 401, 403],
  });

export const outcomesEndpoints = {
  programmes: endpoint({
    method: 'GET',
    path: '/api/formations',
    summary: 'Formations (programmes), avec leurs nombres de sessions et d’inscrits',
    roles: STAFF,
    responses: { 200: z.array(programmeSchema) },
    errors: [401, 403],
  }),
  createProgramme: endpoint({
    method: 'POST',
    path: '/api/formations',
    summary: 'Crée une formation',
    roles: STAFF,
    body: programmeInputSchema,
    responses: { 201: programmeDetailSchema },
    errors: [400, 401, 403],
  }),
  programme: endpoint({
    method: 'GET',
    path: '/api/formations/{id}',
    summary: 'Une formation et ses sessions',
    roles: STAFF,
    params: byId,
    responses: { 200: programmeDetailSchema },
    errors: [401, 403, 404],
  }),
  updateProgramme: endpoint({
    method: 'PUT',
    path: '/api/formations/{id}',
    summary: 'Modifie une formation',
    roles: STAFF,
    params: byId,
    body: programmeInputSchema,
    responses: { 200: programmeDetailSchema },
    errors: [400, 401, 403, 404],
  }),
  removeProgramme: endpoint({
    method: 'DELETE',
    path: '/api/formations/{id}',
    summary: 'Supprime une formation sans session',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404, 409],
  }),
  setPublication: endpoint({
    method: 'PUT',
    path: '/api/formations/{id}/publication',
    summary: 'Publie ou retire les résultats d’une formation de « Nos résultats »',
    description: 'Administrateurs : montre ou retire la formation de la page publique « Nos résultats ».',
    roles: ['ADMIN'],
    params: byId,
    body: publicationInputSchema,
    responses: { 200: programmeDetailSchema },
    errors: [400, 401, 403, 404],
  }),
  publicResults: endpoint({
    method: 'GET',
    path: '/api/resultats',
    summary: 'Résultats publiés des formations (page publique « Nos résultats »)',
    description:
      'Formations publiées : période de sortie, sortants dont les 6 mois sont passés, taux d’accès à l’emploi ' +
      'à 6 mois, en emploi à 6 mois, taux de réponse, date de mise à jour ; aucun taux sous 5 sortants.',
    responses: { 200: z.array(publicResultSchema) },
    errors: [],
  }),
  createSession: endpoint({
    method: 'POST',
    path: '/api/formations/{id}/sessions',
    summary: 'Ajoute une session à une formation',
    roles: STAFF,
    params: byId,
    body: sessionInputSchema,
    responses: { 201: sessionSchema },
    errors: [400, 401, 403, 404],
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/formations/sessions/{id}',
    summary: 'Une session, ses inscrits, leurs sorties et situations',
    roles: STAFF,
    params: byId,
    responses: { 200: sessionDetailSchema },
    errors: [401, 403, 404],
  }),
  updateSession: endpoint({
    method: 'PUT',
    path: '/api/formations/sessions/{id}',
    summary: 'Modifie une session',
    roles: STAFF,
    params: byId,
    body: sessionInputSchema,
    responses: { 200: sessionSchema },
    errors: [400, 401, 403, 404],
  }),
  removeSession: endpoint({
    method: 'DELETE',
    path: '/api/formations/sessions/{id}',
    summary: 'Supprime une session sans inscrit',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404, 409],
  }),
  enrol: endpoint({
    method: 'POST',
    path: '/api/formations/sessions/{id}/inscriptions',
    summary: 'Inscrit un apprenant à une session',
    roles: STAFF,
    params: byId,
    body: enrolmentInputSchema,
    responses: { 201: enrolmentSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  updateEnrolment: endpoint({
    method: 'PUT',
    path: '/api/formations/inscriptions/{id}',
    summary: 'Modifie une inscription : entrée, sortie et motif',
    description: 'La sortie : une date et un motif ensemble (`TERMINEE` ou `ABANDON`, ce dernier avec sa raison).',
    roles: STAFF,
    params: byId,
    body: enrolmentUpdateSchema,
    responses: { 200: enrolmentSchema },
    errors: [400, 401, 403, 404],
  }),
  removeEnrolment: endpoint({
    method: 'DELETE',
    path: '/api/formations/inscriptions/{id}',
    summary: 'Retire une inscription',
    roles: STAFF,
    params: byId,
    responses: { 204: z.null() },
    errors: [401, 403, 404],
  }),
  recordOutcome: endpoint({
    method: 'PUT',
    path: '/api/formations/inscriptions/{id}/situations/{etape}',
    summary: 'Enregistre la situation d’un apprenant à la sortie, à 3 mois ou à 6 mois',
    description:
      'Remplace la situation de l’étape. Employeur et dates ne sont gardés que pour un emploi ; pour un CDD de ' +
      'moins de 6 mois ou un intérim, la date de fin (dernier jour) ou la durée en mois dit s’il dure au moins un mois.',
    roles: STAFF,
    params: byStage,
    body: outcomeInputSchema,
    responses: { 200: enrolmentSchema },
    errors: [400, 401, 403, 404],
  }),
  removeOutcome: endpoint({
    method: 'DELETE',
    path: '/api/formations/inscriptions/{id}/situations/{etape}',
    summary: 'Efface une situation',
    roles: STAFF,
    params: byStage,
    responses: { 200: enrolmentSchema },
    errors: [401, 403, 404],
  }),
  learners: endpoint({
    method: 'GET',
    path: '/api/formations/apprenants',
    summary: 'Comptes candidats à inscrire (recherche)',
    roles: STAFF,
    query: learnerSearchSchema,
    responses: { 200: z.array(learnerOptionSchema) },
    errors: [400, 401, 403],
  }),
  indicators: endpoint({
    method: 'GET',
    path: '/api/formations/indicateurs',
    summary: 'Indicateurs d’accès à l’emploi et de situation à 6 mois (filtrés)',
    description:
      'Taux d’accès à l’emploi à 6 mois et situation à 6 mois des sortants de la période (`du`, `au` : dates de ' +
      'sortie incluses), par formation, session ou conseiller ; `le` : jour de calcul (aujourd’hui par défaut). ' +
      'Définitions exactes : décision 0013.',
    roles: STAFF,
    query: indicatorFilterSchema,
    responses: { 200: indicatorsSchema },
    errors: [400, 401, 403],
  }),
  indicatorsCsv: endpoint({
    method: 'GET',
    path: '/api/formations/indicateurs/csv',
    summary: 'Export CSV des indicateurs',
    description: 'Les indicateurs filtrés en CSV : UTF-8 avec BOM, `;`, fins de ligne CRLF, taux à virgule.',
    roles: STAFF,
    query: indicatorFilterSchema,
    responses: { 200: z.any() },
    file: true,
    errors: [400, 401, 403],
  }),
  applicationsByMonth: activity(
    'candidatures',
    'Candidatures par statut et par mois (filtrées)',
    'Candidatures par mois de création et par statut actuel.',
    applicationsByMonthSchema,
  ),
  funnel: activity(
    'entonnoir',
    'Parcours candidature → entretien → offre → embauche (filtré)',
    'Candidatures, entretiens, offres, embauches (chaque étape inclut la suivante).',
    funnelSchema,
  ),
  firstInterview: activity(
    'premier-entretien',
    'Délai médian entre l’entrée en formation et le premier entretien (filtré)',
    'Délai médian en jours de l’entrée en formation au 1er entretien.',
    firstInterviewSchema,
  ),
  jobDatingTurnout: activity(
    'job-datings',
    'Participation aux JobDatings : invités, confirmés, présents (filtrée)',
    'Invités, confirmés et présents (présence notée par le personnel).',
    jobDatingTurnoutSchema,
  ),
  caseload: activity(
    'portefeuilles',
    'Portefeuille des conseillers : apprenants actifs et sans contact depuis 30 jours',
    'Apprenants actifs par conseiller et ceux sans contact depuis 30 jours.',
    caseloadSchema,
  ),
  activityCsv: endpoint({
    method: 'GET',
    path: '/api/formations/indicateurs/{indicateur}/csv',
    summary: 'Export CSV d’un indicateur du tableau de bord',
    description: `Un indicateur du tableau de bord en CSV : UTF-8 avec BOM, \`;\`, fins de ligne CRLF, taux à virgule. ${FILTERS}`,
    roles: STAFF,
    params: activityIndicatorParams,
    query: indicatorFilterSchema,
    responses: { 200: z.any() },
    file: true,
    errors: [400, 401, 403],
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/utilisateur/{id}/formations',
    summary: 'Inscriptions d’un apprenant (les siennes, ou pour l’équipe)',
    roles: [...STAFF, ...CANDIDATES],
    owner: ownParam('id'),
    account: accountParam('id'),
    params: byId,
    responses: { 200: z.array(myEnrolmentSchema) },
    errors: [401, 403],
  }),
};
