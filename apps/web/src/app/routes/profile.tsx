// /mesinfos/{id}: the whole profile, with its edit buttons for its owner and staff.
import { isStaff } from '@tremplin/shared';
import { WriteLink } from '@/components/ui/write-link';
import { PersonalDataPanel } from '@/features/personal-data';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileRoute } from './profile-route';

export function ProfileScreen() {
  return (
    <ProfileRoute>
      {({ id, me, view }) => {
        const self = me?.id === id;
        const staff = isStaff(me?.role);
        return (
          <>
            <ProfileView
              {...view}
              mode={self || staff ? 'own' : 'public'}
              canEdit={self || staff}
              canEditFiles={self || me?.role === 'ADMIN'}
              canSeeDocuments={self || staff || me?.role === 'RECRUTEUR'}
              canEditExtra={(self || staff) && !(self && me?.role === 'RECRUTEUR')}
              canOpenPortfolio={self || me?.role === 'ADMIN'}
              self={self}
              actions={<WriteLink viewer={me} person={view.profile} />}
            />
            {self ? <PersonalDataPanel userId={id} /> : null}
          </>
        );
      }}
    </ProfileRoute>
  );
}
