// The candidate file (/admin/candidat/{uid}): one person's follow-up for staff, its summary and each section paged on
// its own with ?page= (from 0) and ?size=, within the rank rule (`account`).
import { z } from 'zod';
import { STAFF } from '../roles';
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
} from '../schemas/candidate-file';
import { accountParam } from './access';
import { endpoint } from './endpoint';
import { recordId } from './params';

const byId = z.object({ id: recordId });
const PAGES = 'Pages à partir de 0 (`page`), `size` éléments par page (10 par défaut, 50 au plus).';

/** A section of the file, paged alike. */
const section = <R extends z.ZodType>(name: string, summary: string, description: string, page: R) =>
  endpoint({
    method: 'GET',
    path: `/api/dossier/{id}/${name}`,
    summary,
    description: `${description} ${PAGES}`,
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    query: candidateFilePageQuerySchema,
    responses: { 200: page },
    errors: [400, 401, 403],
  });

export const candidateFileEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/dossier/{id}',
    summary: 'Dossier d’une personne : identité et situation',
    description: 'Identité et situation : rôle, admission, référent, état, dernière connexion, effacement prévu.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    responses: { 200: candidateFileSummarySchema },
    errors: [400, 401, 403, 404],
  }),
  applications: section(
    'candidatures',
    'Dossier : candidatures et leur statut, paginées',
    'Candidatures et leur statut, les plus récentes d’abord, avec le nombre de notes de chacune.',
    candidateFileApplicationPageSchema,
  ),
  interviews: endpoint({
    method: 'GET',
    path: '/api/dossier/{id}/entretiens',
    summary: 'Dossier : entretiens à venir ou passés, paginés',
    description:
      'Entretiens à venir (`periode=a-venir`, le plus proche d’abord) ou passés (`periode=passes`, le plus ' +
      'récent d’abord). Pages à partir de 0.',
    roles: STAFF,
    account: accountParam('id'),
    params: byId,
    query: candidateFileInterviewQuerySchema,
    responses: { 200: candidateFileInterviewPageSchema },
    errors: [400, 401, 403],
  }),
  notes: section(
    'notes',
    'Dossier : notes et leurs fichiers, paginées',
    'Notes du personnel sur ses candidatures, les plus récentes d’abord, avec leur fichier joint.',
    candidateFileNotePageSchema,
  ),
  invitations: section(
    'invitations',
    'Dossier : invitations aux JobDating, paginées',
    'Invitations aux JobDating, par date de l’événement, la plus récente d’abord.',
    candidateFileInvitationPageSchema,
  ),
  messages: section(
    'messages',
    'Dossier : messages échangés avec le personnel, les plus récents d’abord, paginés',
    'Messages échangés avec le personnel (ADMIN, CEF, ASSISTANT), les plus récents d’abord.',
    candidateFileMessagePageSchema,
  ),
  files: section(
    'fichiers',
    'Dossier : fichiers déposés (CV, certifications, vidéo, photo), paginés',
    'Fichiers déposés sur son profil (CV, certifications, vidéo, photo), les plus récents d’abord.',
    candidateFileFilePageSchema,
  ),
  timeline: section(
    'chronologie',
    'Dossier : tout ce qui précède par date, le plus récent d’abord, paginé',
    'Candidatures, entretiens, notes, invitations, messages et fichiers par date, le plus récent d’abord.',
    candidateFileEventPageSchema,
  ),
};
