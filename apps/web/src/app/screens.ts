// Screen registry: each `screen` key of the shared route table mapped to the code of its screen, loaded on demand.
// A public page plugs its screen in by adding one line here; a screen behind sign-in (a route with roles) adds its
// loader to member-screens.ts only. A screen that composes several features lives in ./routes.
import { ROUTES } from '@tremplin/shared';
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
  // Published training results (features/outcomes)
  results: () => import('@/features/outcomes/screens/results').then((m) => m.ResultsScreen),
  // The follow-up e-mail's link, signed out (features/outcomes)
  followUpAnswer: () => import('@/features/outcomes/screens/follow-up').then((m) => m.FollowUpScreen),
  // A shared project (features/portfolio)
  projectPublic: () => import('@/features/portfolio/screens/project-public').then((m) => m.ProjectPublicScreen),
  // Profile search (features/search), saved by recruiters and staff (features/saved-searches)
  search: () => import('./routes/search').then((m) => m.SearchRouteScreen),
  // Accounts (features/auth)
  login: () => import('@/features/auth/screens/login').then((m) => m.LoginScreen),
  linkedin: () => import('@/features/auth/screens/linkedin').then((m) => m.LinkedinScreen),
  register: () => import('@/features/auth/screens/register').then((m) => m.RegisterScreen),
  registerDone: () => import('@/features/auth/screens/register-done').then((m) => m.RegisterDoneScreen),
  confirmation: () => import('@/features/auth/screens/confirmation').then((m) => m.ConfirmationScreen),
  forgotPassword: () => import('@/features/auth/screens/forgot-password').then((m) => m.ForgotPasswordScreen),
  forgotPasswordSent: () =>
    import('@/features/auth/screens/forgot-password-sent').then((m) => m.ForgotPasswordSentScreen),
  resetPassword: () => import('@/features/auth/screens/reset-password').then((m) => m.ResetPasswordScreen),
  accountInvitation: () => import('@/features/auth/screens/invitation').then((m) => m.InvitationScreen),
  // Personal data (features/personal-data)
  erasure: () => import('@/features/personal-data/screens/erasure').then((m) => m.ErasureScreen),
  // The alert e-mail's unsubscribe link, signed out (features/saved-searches)
  savedSearchUnsubscribe: () =>
    import('@/features/saved-searches/screens/unsubscribe').then((m) => m.SavedSearchUnsubscribeScreen),
  // App pages
  forbidden: () => import('./routes/forbidden').then((m) => m.ForbiddenScreen),
  // Every route behind sign-in: its screen comes from the member registry.
  ...Object.fromEntries(
    ROUTES.filter((route) => route.roles).map((route) => [route.screen, member(route.screen as MemberScreenKey)]),
  ),
};
