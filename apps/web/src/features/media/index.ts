// What the profile screens use of the media feature (the avatar itself is in components/, for every page).
export { AvatarActions, CertificationsSection, CvSection, PresentationVideoSection } from './components/profile-files';
