// What the home feature offers the home screen: the "Derniers profils" section.
export { LatestProfiles } from './components/latest-profiles';
