// Every feature's routes, registered by the app in this order.
import type { FastifyPluginAsync } from 'fastify';
import { accessJournalRoutes } from './access-journal/routes';
import { accountInvitationRoutes } from './account-invitations/routes';
import { adminRoutes } from './admin/routes';
import { applicationsRoutes } from './applications/routes';
import { authFeature } from './auth';
import { candidateFileRoutes } from './candidate-file/routes';
import { constantsRoutes } from './constants/routes';
import { duplicatesRoutes } from './duplicates/routes';
import { favouritesRoutes } from './favourites/routes';
import { followUpsRoutes } from './follow-ups/routes';
import { healthRoutes } from './health/routes';
import { interviewsRoutes } from './interviews/routes';
import { jobDatingRoutes } from './job-dating/routes';
import { jobsRoutes } from './jobs/routes';
import { logConsole } from './logs/console';
import { mediaRoutes } from './media/routes';
import { messagingRoutes } from './messaging/routes';
import { notesRoutes } from './notes/routes';
import { ntcRoutes } from './ntc/routes';
import { activityIndicatorRoutes } from './outcomes/activity-routes';
import { outcomesRoutes } from './outcomes/routes';
import { personalDataRoutes } from './personal-data/routes';
import { portfolioRoutes } from './portfolio/routes';
import { profilesRoutes } from './profiles/routes';
import { prospectRoutes } from './prospects/routes';
import { rtcRoutes } from './rtc/routes';
import { savedSearchesRoutes } from './saved-searches/routes';
import { searchRoutes } from './search/routes';
import { settingsRoutes } from './settings/routes';
import { skillsRoutes } from './skills/routes';
import { templatesRoutes } from './templates/routes';
import { usersRoutes } from './users/routes';

export const features: FastifyPluginAsync[] = [
  healthRoutes as FastifyPluginAsync,
  authFeature,
  usersRoutes as FastifyPluginAsync,
  personalDataRoutes as FastifyPluginAsync,
  accessJournalRoutes as FastifyPluginAsync,
  messagingRoutes as FastifyPluginAsync,
  templatesRoutes as FastifyPluginAsync,
  profilesRoutes as FastifyPluginAsync,
  mediaRoutes as FastifyPluginAsync,
  skillsRoutes as FastifyPluginAsync,
  portfolioRoutes as FastifyPluginAsync,
  searchRoutes as FastifyPluginAsync,
  constantsRoutes as FastifyPluginAsync,
  applicationsRoutes as FastifyPluginAsync,
  interviewsRoutes as FastifyPluginAsync,
  notesRoutes as FastifyPluginAsync,
  candidateFileRoutes as FastifyPluginAsync,
  favouritesRoutes as FastifyPluginAsync,
  adminRoutes as FastifyPluginAsync,
  accountInvitationRoutes as FastifyPluginAsync,
  jobDatingRoutes as FastifyPluginAsync,
  ntcRoutes as FastifyPluginAsync,
  prospectRoutes as FastifyPluginAsync,
  rtcRoutes as FastifyPluginAsync,
  settingsRoutes as FastifyPluginAsync,
  jobsRoutes as FastifyPluginAsync,
  savedSearchesRoutes as FastifyPluginAsync,
  outcomesRoutes as FastifyPluginAsync,
  activityIndicatorRoutes as FastifyPluginAsync,
  followUpsRoutes as FastifyPluginAsync,
  duplicatesRoutes as FastifyPluginAsync,
  logConsole,
];
