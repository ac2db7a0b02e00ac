// The profile screens, for the screen registry.
export { ProfileEditScreen } from './screens/profile-edit';
export { ProfileExtraScreen } from './screens/profile-extra';
export { ProfileLinksScreen } from './screens/profile-links';
