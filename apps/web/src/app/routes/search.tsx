// /recherche: the profile search (features/search) with, for recruiters and staff, « Enregistrer cette recherche »
// (features/saved-searches), whose form and dialog load for them only, not with this public page.
import { isStaff } from '@tremplin/shared';
import { lazy, Suspense } from 'react';
import { SearchScreen } from '@/features/search/screens/search';
import { useCurrentUser } from '@/lib/auth';

const SaveSearch = lazy(() => import('@/features/saved-searches').then((m) => ({ default: m.SaveSearch })));

export function SearchRouteScreen() {
  const me = useCurrentUser();
  const maySave = !!me && (me.role === 'RECRUTEUR' || isStaff(me.role));
  return (
    <SearchScreen
      actions={
        maySave
          ? (filters) => (
              <Suspense fallback={null}>
                <SaveSearch values={filters} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
