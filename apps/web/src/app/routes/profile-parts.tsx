// The sections of a profile that other features own (its files, its skills), as the profile screens place them.
import { AvatarActions, CertificationsSection, CvSection, PresentationVideoSection } from '@/features/media';
import type { ProfileParts } from '@/features/profiles/components/profile-view';
import { ProfileSkills } from '@/features/skills';

export const profileParts: ProfileParts = {
  avatarActions: ({ profile, canEdit, onChange }) => (
    <AvatarActions user={profile} canEdit={canEdit} onChange={onChange} />
  ),
  skills: ({ profile, canEdit }) => <ProfileSkills userId={profile.id} canEdit={canEdit} />,
  cv: ({ profile, canEdit, onChange }) => <CvSection user={profile} canEdit={canEdit} onChange={onChange} />,
  certifications: ({ profile, canEdit, onChange }) => (
    <CertificationsSection user={profile} canEdit={canEdit} onChange={onChange} />
  ),
  presentationVideo: ({ profile, canEdit, onChange }) => (
    <PresentationVideoSection user={profile} canEdit={canEdit} onChange={onChange} />
  ),
};
