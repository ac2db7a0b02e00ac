// What the profile screens use of the media feature.
export { defaultAvatarUrl, ProfileAvatar } from './components/profile-avatar';
export { AvatarActions, CertificationsSection, CvSection, PresentationVideoSection } from './components/profile-files';
