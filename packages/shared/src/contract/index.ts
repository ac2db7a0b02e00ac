// Every declared endpoint, by feature: the API refuses to start while one of them has no handler.
import { accessJournalEndpoints } from './access-journal';
import { accountInvitationsEndpoints } from './account-invitations';
import { adminEndpoints } from './admin';
import { applicationsEndpoints } from './applications';
import { authEndpoints } from './auth';
import { candidateFileEndpoints } from './candidate-file';
import { constantsEndpoints } from './constants';
import { duplicatesEndpoints } from './duplicates';
import { type EndpointDeclaration, routePaths } from './endpoint';
import { favouritesEndpoints } from './favourites';
import { followUpsEndpoints } from './follow-ups';
import { healthEndpoints } from './health';
import { interviewsEndpoints } from './interviews';
import { jobDatingEndpoints } from './job-dating';
import { jobsEndpoints } from './jobs';
import { mediaEndpoints } from './media';
import { messagingEndpoints } from './messaging';
import { notesEndpoints } from './notes';
import { ntcEndpoints } from './ntc';
import { outcomesEndpoints } from './outcomes';
import { personalDataEndpoints } from './personal-data';
import { portfolioEndpoints } from './portfolio';
import { profilesEndpoints } from './profiles';
import { prospectsEndpoints } from './prospects';
import { realtimeEndpoints } from './realtime';
import { rtcEndpoints } from './rtc';
import { savedSearchesEndpoints } from './saved-searches';
import { searchEndpoints } from './search';
import { settingsEndpoints } from './settings';
import { skillsEndpoints } from './skills';
import { templatesEndpoints } from './templates';
import { usersEndpoints } from './users';

export const CONTRACT = {
  accessJournal: accessJournalEndpoints,
  accountInvitations: accountInvitationsEndpoints,
  admin: adminEndpoints,
  applications: applicationsEndpoints,
  auth: authEndpoints,
  candidateFile: candidateFileEndpoints,
  constants: constantsEndpoints,
  duplicates: duplicatesEndpoints,
  favourites: favouritesEndpoints,
  followUps: followUpsEndpoints,
  health: healthEndpoints,
  interviews: interviewsEndpoints,
  jobDating: jobDatingEndpoints,
  jobs: jobsEndpoints,
  media: mediaEndpoints,
  messaging: messagingEndpoints,
  notes: notesEndpoints,
  ntc: ntcEndpoints,
  outcomes: outcomesEndpoints,
  personalData: personalDataEndpoints,
  portfolio: portfolioEndpoints,
  profiles: profilesEndpoints,
  prospects: prospectsEndpoints,
  realtime: realtimeEndpoints,
  rtc: rtcEndpoints,
  savedSearches: savedSearchesEndpoints,
  search: searchEndpoints,
  settings: settingsEndpoints,
  skills: skillsEndpoints,
  templates: templatesEndpoints,
  users: usersEndpoints,
} satisfies Record<string, Record<string, EndpointDeclaration>>;

export const DECLARED_ENDPOINTS: readonly EndpointDeclaration[] = Object.values(CONTRACT).flatMap((feature) =>
  Object.values(feature),
);

/** Every declaration by each of its Fastify routes, `METHOD /path/:param` (both variants of an optional segment). */
export const DECLARED_ROUTES: ReadonlyMap<string, EndpointDeclaration> = new Map(
  DECLARED_ENDPOINTS.flatMap((declaration) =>
    routePaths(declaration.path).map((path) => [`${declaration.method} ${path}`, declaration] as const),
  ),
);
