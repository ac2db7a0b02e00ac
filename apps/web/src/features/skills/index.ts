// What the profile screens use of the skills feature.
export { ProfileSkills } from './components/profile-skills';
