// Loaders of the screens behind sign-in (routes with roles in the shared table). This module is fetched once a
// user is signed in, so public pages do not carry these imports nor the list of files each screen needs.
import type { ScreenLoader } from './screen-loader';

export const MEMBER_SCREENS = {
  // Portfolio (features/portfolio)
  portfolio: () => import('@/features/portfolio/screens/portfolio').then((m) => m.PortfolioScreen),
  project: () => import('@/features/portfolio/screens/project').then((m) => m.ProjectScreen),
  projectNew: () => import('@/features/portfolio/screens/project-new').then((m) => m.ProjectNewScreen),
  projectEdit: () => import('@/features/portfolio/screens/project-edit').then((m) => m.ProjectEditScreen),
  projectImagesAdd: () =>
    import('@/features/portfolio/screens/project-images-add').then((m) => m.ProjectImagesAddScreen),
  projectImagesEdit: () =>
    import('@/features/portfolio/screens/project-images-edit').then((m) => m.ProjectImagesEditScreen),
  // Profiles (features/profiles)
  profile: () => import('./routes/profile').then((m) => m.ProfileScreen),
  profileEdit: () => import('@/features/profiles/screens/profile-edit').then((m) => m.ProfileEditScreen),
  profileLinks: () => import('@/features/profiles/screens/profile-links').then((m) => m.ProfileLinksScreen),
  profileExtra: () => import('@/features/profiles/screens/profile-extra').then((m) => m.ProfileExtraScreen),
  userDetails: () => import('./routes/user-details').then((m) => m.UserDetailsScreen),
  // User administration (features/admin-users)
  adminUsers: () => import('./routes/admin-users').then((m) => m.AdminUsersScreen),
  adminUserNew: () => import('@/features/admin-users/screens/admin-user-new').then((m) => m.AdminUserNewScreen),
  adminUserEdit: () => import('./routes/admin-user-edit').then((m) => m.AdminUserEditScreen),
  adminAgencyCandidate: () =>
    import('@/features/admin-users/screens/admin-agency-candidate').then((m) => m.AdminAgencyCandidateScreen),
  // The candidate file (features/candidate-file)
  candidateFile: () => import('@/features/candidate-file/screens/candidate-file').then((m) => m.CandidateFileScreen),
  // Likely duplicate accounts, compared and merged (features/duplicates)
  duplicates: () => import('@/features/duplicates/screens/duplicates-list').then((m) => m.DuplicatesListScreen),
  duplicateMerge: () => import('@/features/duplicates/screens/duplicate-merge').then((m) => m.DuplicateMergeScreen),
  // Skills (features/skills)
  adminSkills: () => import('@/features/skills/screens/admin-skills').then((m) => m.AdminSkillsScreen),
  adminSkillNew: () => import('@/features/skills/screens/admin-skill-new').then((m) => m.AdminSkillNewScreen),
  adminSkillEdit: () => import('@/features/skills/screens/admin-skill-edit').then((m) => m.AdminSkillEditScreen),
  // Messaging (features/messaging)
  messaging: () => import('@/features/messaging/screens/mailbox').then((m) => m.MessagingScreen),
  inbox: () => import('@/features/messaging/screens/mailbox').then((m) => m.InboxScreen),
  sent: () => import('@/features/messaging/screens/mailbox').then((m) => m.SentScreen),
  deleted: () => import('@/features/messaging/screens/mailbox').then((m) => m.DeletedScreen),
  message: () => import('@/features/messaging/screens/message').then((m) => m.MessageScreen),
  messageReply: () => import('@/features/messaging/screens/message-reply').then((m) => m.MessageReplyScreen),
  messageNew: () => import('@/features/messaging/screens/message-new').then((m) => m.MessageNewScreen),
  // Message templates (features/templates)
  adminTemplates: () => import('@/features/templates/screens/templates-list').then((m) => m.TemplatesListScreen),
  adminTemplateNew: () => import('@/features/templates/screens/template-new').then((m) => m.TemplateNewScreen),
  adminTemplateEdit: () => import('@/features/templates/screens/template-edit').then((m) => m.TemplateEditScreen),
  adminTemplatePreview: () =>
    import('@/features/templates/screens/template-preview').then((m) => m.TemplatePreviewScreen),
  // Accounts (features/auth)
  changePassword: () => import('@/features/auth/screens/change-password').then((m) => m.ChangePasswordScreen),
  secondFactor: () => import('@/features/auth/screens/second-factor').then((m) => m.SecondFactorScreen),
  // Applications (features/applications)
  applications: () => import('@/features/applications/screens/applications').then((m) => m.ApplicationsScreen),
  applicationNew: () => import('@/features/applications/screens/application-new').then((m) => m.ApplicationNewScreen),
  application: () => import('@/features/applications/screens/application').then((m) => m.ApplicationScreen),
  applicationEdit: () =>
    import('@/features/applications/screens/application-edit').then((m) => m.ApplicationEditScreen),
  adminApplications: () =>
    import('@/features/applications/screens/admin-applications').then((m) => m.AdminApplicationsScreen),
  adminApplicationNew: () =>
    import('@/features/applications/screens/application-new').then((m) => m.AdminApplicationNewScreen),
  adminApplicationEdit: () =>
    import('@/features/applications/screens/application-edit').then((m) => m.AdminApplicationEditScreen),
  adminApplicationBatch: () =>
    import('@/features/applications/screens/admin-application-batch').then((m) => m.AdminApplicationBatchScreen),
  applicationTotals: () =>
    import('@/features/applications/screens/application-totals').then((m) => m.ApplicationTotalsScreen),
  // Interviews (features/interviews)
  interviewSchedule: () =>
    import('@/features/interviews/screens/interview-schedule').then((m) => m.InterviewScheduleScreen),
  interviews: () => import('@/features/interviews/screens/interviews').then((m) => m.InterviewsScreen),
  interviewDetails: () => import('./routes/interview-details').then((m) => m.InterviewDetailsScreen),
  adminAgenda: () => import('@/features/interviews/screens/agenda').then((m) => m.AgendaScreen),
  // Notes (features/notes)
  adminNotes: () => import('@/features/notes/screens/admin-notes').then((m) => m.AdminNotesScreen),
  adminNoteNew: () => import('@/features/notes/screens/note-new').then((m) => m.NoteNewScreen),
  adminNoteEdit: () => import('@/features/notes/screens/note-edit').then((m) => m.NoteEditScreen),
  adminNotePreview: () => import('@/features/notes/screens/note-preview').then((m) => m.NotePreviewScreen),
  // Saved searches with alerts (features/saved-searches)
  notices: () => import('@/features/notices/screens/notices').then((m) => m.NoticesScreen),
  savedSearches: () => import('@/features/saved-searches/screens/saved-searches').then((m) => m.SavedSearchesScreen),
  // Recruiter favourites (features/favourites)
  favourites: () => import('@/features/favourites/screens/favourites').then((m) => m.FavouritesScreen),
  // Job dating (features/job-dating)
  adminJobDatings: () => import('@/features/job-dating/screens/admin-job-datings').then((m) => m.AdminJobDatingsScreen),
  adminJobDatingNew: () => import('@/features/job-dating/screens/job-dating-new').then((m) => m.JobDatingNewScreen),
  adminJobDatingEdit: () => import('@/features/job-dating/screens/job-dating-edit').then((m) => m.JobDatingEditScreen),
  adminJobDatingPreview: () =>
    import('@/features/job-dating/screens/job-dating-preview').then((m) => m.JobDatingPreviewScreen),
  adminInvitationNew: () => import('@/features/job-dating/screens/invitation-new').then((m) => m.InvitationNewScreen),
  invitations: () => import('@/features/job-dating/screens/invitations').then((m) => m.InvitationsScreen),
  invitation: () => import('@/features/job-dating/screens/invitation-details').then((m) => m.InvitationDetailsScreen),
  // Prospects (features/prospects)
  prospects: () => import('@/features/prospects/screens/prospects').then((m) => m.ProspectsScreen),
  prospectNew: () => import('@/features/prospects/screens/prospect-new').then((m) => m.ProspectNewScreen),
  prospectEdit: () => import('@/features/prospects/screens/prospect-edit').then((m) => m.ProspectEditScreen),
  // Training programmes, outcomes and indicators (features/outcomes)
  trainingProgrammes: () => import('@/features/outcomes/screens/programmes').then((m) => m.ProgrammesScreen),
  trainingProgramme: () => import('@/features/outcomes/screens/programme').then((m) => m.ProgrammeScreen),
  trainingSession: () => import('@/features/outcomes/screens/session').then((m) => m.SessionScreen),
  outcomesDashboard: () => import('@/features/outcomes/screens/dashboard').then((m) => m.DashboardScreen),
  myTraining: () => import('@/features/outcomes/screens/my-training').then((m) => m.MyTrainingScreen),
  // NTC records (features/ntc)
  ntc: () => import('@/features/ntc/screens/ntc-list').then((m) => m.NtcListScreen),
  ntcNew: () => import('@/features/ntc/screens/ntc-new').then((m) => m.NtcNewScreen),
  ntcEdit: () => import('@/features/ntc/screens/ntc-edit').then((m) => m.NtcEditScreen),
  // Live interviews and voice rooms (features/rtc)
  interviewWaiting: () => import('@/features/rtc/screens/waiting-room').then((m) => m.WaitingRoomScreen),
  interviewRoom: () => import('@/features/rtc/screens/interview-room').then((m) => m.InterviewRoomScreen),
  voiceLobby: () => import('@/features/rtc/screens/voice-lobby').then((m) => m.VoiceLobbyScreen),
  voiceRoom: () => import('@/features/rtc/screens/voice-room').then((m) => m.VoiceRoomScreen),
  // Log console (features/logs)
  adminLogs: () => import('@/features/logs/screens/admin-logs').then((m) => m.AdminLogsScreen),
  // Job queue (features/jobs)
  adminJobs: () => import('@/features/jobs/screens/admin-jobs').then((m) => m.AdminJobsScreen),
  adminAccessJournal: () =>
    import('@/features/access-journal/screens/admin-access-journal').then((m) => m.AdminAccessJournalScreen),
  // Settings (features/settings)
  adminSettings: () => import('@/features/settings/screens/admin-settings').then((m) => m.AdminSettingsScreen),
} satisfies Record<string, ScreenLoader>;

export type MemberScreenKey = keyof typeof MEMBER_SCREENS;
