// The profile the address names, as both profile screens show it: its loading and unavailable states, then the view
// with the sections other features own.
import { Container } from '@mantine/core';
import type { Profile } from '@tremplin/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useProfile, useSetProfile } from '@/features/profiles/api/get-profile';
import type { ProfileViewProps } from '@/features/profiles/components/profile-view';
import { ProfileLoading, ProfileUnavailable } from '@/features/profiles/components/screen-states';
import { useCurrentUser } from '@/lib/auth';
import { profileParts } from './profile-parts';

export interface AddressedProfile {
  id: number;
  me: ReturnType<typeof useCurrentUser>;
  profile: Profile;
  /** What every profile view takes from the route: the profile, its parts, and how to follow its changes. */
  view: Pick<ProfileViewProps, 'profile' | 'parts' | 'onChange' | 'onReload'>;
}

export function ProfileRoute({ children }: { children: (shown: AddressedProfile) => ReactNode }) {
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const profile = useProfile(id);
  const setProfile = useSetProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileUnavailable error={profile.error} />;
  const view = {
    profile: profile.data,
    parts: profileParts,
    onChange: setProfile,
    onReload: () => void profile.refetch(),
  };
  return (
    <Container size="lg" py="xl">
      {children({ id, me, profile: profile.data, view })}
    </Container>
  );
}
