// /mesinfos/{id}: the whole profile, with its edit buttons for its owner and staff.
import { Container } from '@mantine/core';
import { isStaff } from '@tremplin/shared';
import { useParams } from 'react-router';
import { PersonalDataPanel } from '@/features/personal-data';
import { useProfile, useSetProfile } from '@/features/profiles/api/get-profile';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileLoading, ProfileUnavailable } from '@/features/profiles/components/screen-states';
import { useCurrentUser } from '@/lib/auth';
import { profileParts } from './profile-parts';

export function ProfileScreen() {
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const profile = useProfile(id);
  const setProfile = useSetProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileUnavailable error={profile.error} />;
  const self = me?.id === id;
  const staff = isStaff(me?.role);
  return (
    <Container size="lg" py="xl">
      <ProfileView
        profile={profile.data}
        parts={profileParts}
        mode={self || staff ? 'own' : 'public'}
        canEdit={self || staff}
        canEditFiles={self || me?.role === 'ADMIN'}
        canSeeDocuments={self || staff || me?.role === 'RECRUTEUR'}
        canEditExtra={(self || staff) && !(self && me?.role === 'RECRUTEUR')}
        canOpenPortfolio={self || me?.role === 'ADMIN'}
        onChange={setProfile}
        onReload={() => void profile.refetch()}
      />
      {self ? <PersonalDataPanel userId={id} /> : null}
    </Container>
  );
}
