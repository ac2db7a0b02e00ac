// /utilisateur/{id}: another user's public details (hidden profiles are shown only to their owner and staff).
import { Container } from '@mantine/core';
import { isCandidate, isStaff } from '@tremplin/shared';
import { useParams } from 'react-router';
import { FavouriteToggle } from '@/features/favourites';
import { UserPortfolio } from '@/features/portfolio';
import { useProfile, useSetProfile } from '@/features/profiles/api/get-profile';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileLoading, ProfileUnavailable } from '@/features/profiles/components/screen-states';
import { useCurrentUser } from '@/lib/auth';
import { profileParts } from './profile-parts';

export function UserDetailsScreen() {
  const id = Number(useParams().id);
  const me = useCurrentUser();
  const profile = useProfile(id);
  const setProfile = useSetProfile();
  if (profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileUnavailable error={profile.error} />;
  return (
    <Container size="lg" py="xl">
      <ProfileView
        profile={profile.data}
        parts={profileParts}
        mode="public"
        canEdit={false}
        canEditFiles={false}
        canSeeDocuments={me?.id === id || isStaff(me?.role) || me?.role === 'RECRUTEUR'}
        canEditExtra={false}
        canOpenPortfolio={me?.id === id || me?.role === 'ADMIN'}
        actions={
          me?.role === 'RECRUTEUR' && isCandidate(profile.data.role) ? (
            <FavouriteToggle recruiterId={me.id} candidateId={id} />
          ) : null
        }
        onChange={setProfile}
        onReload={() => void profile.refetch()}
      />
      {isCandidate(profile.data.role) ? <UserPortfolio userId={id} /> : null}
    </Container>
  );
}
