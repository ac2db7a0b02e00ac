// The profile screens, for the screen registry.
export { ProfileScreen } from './screens/profile';
export { ProfileEditScreen } from './screens/profile-edit';
export { ProfileExtraScreen } from './screens/profile-extra';
export { ProfileLinksScreen } from './screens/profile-links';
export { UserDetailsScreen } from './screens/user-details';
