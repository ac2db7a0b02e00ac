// Kept apart from screen-states.tsx, which the public project page loads without the member screens' paths.
import { href } from '@tremplin/shared';
import { Loading, Unavailable } from './screen-states';

/** A project page's loading or unavailable screen (also for someone else's project), or null once it is there. */
export function projectGate(
  project: { isPending: boolean; isError: boolean; data?: { utilisateurId: number } },
  uid: number,
  pending = false,
) {
  if (project.isPending || pending) return <Loading />;
  if (project.isError || project.data?.utilisateurId !== uid) {
    return (
      <Unavailable
        message="Ce projet est introuvable."
        backTo={href('portfolio', { uid })}
        backLabel="Retour au portfolio"
      />
    );
  }
  return null;
}
