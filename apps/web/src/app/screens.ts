// Screen registry: each `screen` key of the shared route table mapped to the code of its screen, loaded on demand.
// A feature plugs a screen in by adding one line here (and, for a screen behind sign-in, its loader in
// member-screens.ts); a screen that composes several features lives in ./routes. Keys without an entry render the
// "coming soon" page.
import type { MemberScreenKey } from './member-screens';
import type { ScreenLoader } from './screen-loader';

/** The member screens' loaders, fetched on a first member screen or as soon as someone signs in. */
export const loadMemberScreens = () => import('./member-screens').then((m) => m.MEMBER_SCREENS);

const member =
  (key: MemberScreenKey): ScreenLoader =>
  () =>
    loadMemberScreens().then((screens) => screens[key]());

export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // Home page (app/routes, with the latest profiles of features/home)
  home: () => import('./routes/home').then((m) => m.HomeScreen),
  // Public pages (features/public)
  partners: () => import('@/features/public/screens/partners').then((m) => m.PartnersScreen),
  videos: () => import('@/features/public/screens/videos').then((m) => m.VideosScreen),
  credits: () => import('@/features/public/screens/credits').then((m) => m.CreditsScreen),
  siteMap: () => import('@/features/public/screens/site-map').then((m) => m.SiteMapScreen),
  legal: () => import('@/features/public/screens/legal').then((m) => m.LegalScreen),
  contact: () => import('@/features/public/screens/contact').then((m) => m.ContactScreen),
  about: () => import('@/features/public/screens/about').then((m) => m.AboutScreen),
  cookies: () => import('@/features/public/screens/cookies').then((m) => m.CookiesScreen),
  accessibility: () => import('@/features/public/screens/accessibility').then((m) => m.AccessibilityScreen),
  // Portfolio (features/portfolio)
  portfolio: member('portfolio'),
  project: member('project'),
  projectNew: member('projectNew'),
  projectEdit: member('projectEdit'),
  projectImagesAdd: member('projectImagesAdd'),
  projectImagesEdit: member('projectImagesEdit'),
  projectPublic: () => import('@/features/portfolio/screens/project-public').then((m) => m.ProjectPublicScreen),
  // Profiles (features/profiles)
  profile: member('profile'),
  profileEdit: member('profileEdit'),
  profileLinks: member('profileLinks'),
  profileExtra: member('profileExtra'),
  userDetails: member('userDetails'),
  // User administration (features/admin-users)
  adminUsers: member('adminUsers'),
  adminUserNew: member('adminUserNew'),
  adminUserEdit: member('adminUserEdit'),
  adminAgencyCandidate: member('adminAgencyCandidate'),
  // Skills (features/skills)
  adminSkills: member('adminSkills'),
  adminSkillNew: member('adminSkillNew'),
  adminSkillEdit: member('adminSkillEdit'),
  // Profile search (features/search)
  search: () => import('@/features/search/screens/search').then((m) => m.SearchScreen),
  // Messaging (features/messaging)
  messaging: member('messaging'),
  inbox: member('inbox'),
  sent: member('sent'),
  deleted: member('deleted'),
  message: member('message'),
  messageReply: member('messageReply'),
  messageNew: member('messageNew'),
  // Message templates (features/templates)
  adminTemplates: member('adminTemplates'),
  adminTemplateNew: member('adminTemplateNew'),
  adminTemplateEdit: member('adminTemplateEdit'),
  adminTemplatePreview: member('adminTemplatePreview'),
  // Accounts (features/auth)
  login: () => import('@/features/auth/screens/login').then((m) => m.LoginScreen),
  linkedin: () => import('@/features/auth/screens/linkedin').then((m) => m.LinkedinScreen),
  register: () => import('@/features/auth/screens/register').then((m) => m.RegisterScreen),
  registerDone: () => import('@/features/auth/screens/register-done').then((m) => m.RegisterDoneScreen),
  confirmation: () => import('@/features/auth/screens/confirmation').then((m) => m.ConfirmationScreen),
  // Personal data (features/personal-data)
  erasure: () => import('@/features/personal-data/screens/erasure').then((m) => m.ErasureScreen),
  forgotPassword: () => import('@/features/auth/screens/forgot-password').then((m) => m.ForgotPasswordScreen),
  forgotPasswordSent: () =>
    import('@/features/auth/screens/forgot-password-sent').then((m) => m.ForgotPasswordSentScreen),
  resetPassword: () => import('@/features/auth/screens/reset-password').then((m) => m.ResetPasswordScreen),
  changePassword: member('changePassword'),
  // Applications (features/applications)
  applications: member('applications'),
  applicationNew: member('applicationNew'),
  application: member('application'),
  applicationEdit: member('applicationEdit'),
  adminApplications: member('adminApplications'),
  adminApplicationNew: member('adminApplicationNew'),
  adminApplicationEdit: member('adminApplicationEdit'),
  adminApplicationBatch: member('adminApplicationBatch'),
  applicationTotals: member('applicationTotals'),
  // Interviews (features/interviews)
  interviewSchedule: member('interviewSchedule'),
  interviews: member('interviews'),
  interviewDetails: member('interviewDetails'),
  // Notes (features/notes)
  adminNotes: member('adminNotes'),
  adminNoteNew: member('adminNoteNew'),
  adminNoteEdit: member('adminNoteEdit'),
  adminNotePreview: member('adminNotePreview'),
  // Recruiter favourites (features/favourites)
  favourites: member('favourites'),
  // Job dating (features/job-dating)
  adminJobDatings: member('adminJobDatings'),
  adminJobDatingNew: member('adminJobDatingNew'),
  adminJobDatingEdit: member('adminJobDatingEdit'),
  adminJobDatingPreview: member('adminJobDatingPreview'),
  adminInvitationNew: member('adminInvitationNew'),
  invitations: member('invitations'),
  invitation: member('invitation'),
  // Prospects (features/prospects)
  prospects: member('prospects'),
  prospectNew: member('prospectNew'),
  prospectEdit: member('prospectEdit'),
  // NTC records (features/ntc)
  ntc: member('ntc'),
  ntcNew: member('ntcNew'),
  ntcEdit: member('ntcEdit'),
  // Log console (features/logs)
  adminLogs: member('adminLogs'),
  // Settings (features/settings)
  adminSettings: member('adminSettings'),
  // App pages
  forbidden: () => import('./routes/forbidden').then((m) => m.ForbiddenScreen),
  // Live interviews and voice rooms (features/rtc)
  interviewWaiting: member('interviewWaiting'),
  interviewRoom: member('interviewRoom'),
  voiceLobby: member('voiceLobby'),
  voiceRoom: member('voiceRoom'),
};
