// /mesinfos/{id}: the whole profile, with its edit buttons for its owner and staff.
import { isStaff, personName } from '@tremplin/shared';
import { useDocumentTitle } from '@/components/seo/use-document-title';
import { StaffPersonLinks } from '@/components/ui/staff-person-links';
import { WriteLink } from '@/components/ui/write-link';
import { PersonalDataPanel } from '@/features/personal-data';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ProfileRoute } from './profile-route';

function TitleOf({ name }: { name: string }) {
  useDocumentTitle(`Profil de ${name}`);
  return null;
}

export function ProfileScreen() {
  return (
    <ProfileRoute>
      {({ id, me, view }) => {
        const self = me?.id === id;
        const staff = isStaff(me?.role);
        return (
          <>
            {/* « Mon profil » only for one's own; anyone else's says whose it is. */}
            {self ? null : <TitleOf name={personName(view.profile)} />}
            <ProfileView
              {...view}
              mode={self || staff ? 'own' : 'public'}
              canEdit={self || staff}
              canEditFiles={self || me?.role === 'ADMIN'}
              canSeeDocuments={self || staff || me?.role === 'RECRUTEUR'}
              canEditExtra={(self || staff) && !(self && me?.role === 'RECRUTEUR')}
              canOpenPortfolio={self || me?.role === 'ADMIN'}
              self={self}
              actions={
                <>
                  <WriteLink viewer={me} person={view.profile} />
                  <StaffPersonLinks viewer={me} person={view.profile} />
                </>
              }
            />
            {self ? <PersonalDataPanel userId={id} /> : null}
          </>
        );
      }}
    </ProfileRoute>
  );
}
