// /utilisateur/{id}: another user's public details (hidden profiles are shown only to their owner and staff).
import { isCandidate, isStaff } from '@tremplin/shared';
import { StaffPersonLinks } from '@/components/ui/staff-person-links';
import { WriteLink } from '@/components/ui/write-link';
import { FavouriteToggle } from '@/features/favourites';
import { UserPortfolio } from '@/features/portfolio';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileRoute } from './profile-route';

export function UserDetailsScreen() {
  return (
    <ProfileRoute>
      {({ id, me, profile, view }) => (
        <>
          <ProfileView
            {...view}
            mode="public"
            canEdit={false}
            canEditFiles={false}
            canSeeDocuments={me?.id === id || isStaff(me?.role) || me?.role === 'RECRUTEUR'}
            canEditExtra={false}
            canOpenPortfolio={me?.id === id || me?.role === 'ADMIN'}
            actions={
              <>
                <WriteLink viewer={me} person={profile} />
                <StaffPersonLinks viewer={me} person={profile} />
                {me?.role === 'RECRUTEUR' && isCandidate(profile.role) ? (
                  <FavouriteToggle recruiterId={me.id} candidateId={id} />
                ) : null}
              </>
            }
          />
          {isCandidate(profile.role) ? <UserPortfolio userId={id} /> : null}
        </>
      )}
    </ProfileRoute>
  );
}
