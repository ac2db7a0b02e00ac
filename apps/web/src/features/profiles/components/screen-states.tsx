// What a profile screen shows while loading, and when the profile cannot be read.
import { ScreenLoading, ScreenUnavailable } from '@/components/ui/screen-states';
import { ApiClientError } from '@/lib/api-client';

export const ProfileLoading = () => <ScreenLoading label="Chargement du profil" />;

export function ProfileUnavailable({ error }: { error: unknown }) {
  const message =
    error instanceof ApiClientError && error.status === 404
      ? 'Ce profil est introuvable ou n’est pas visible.'
      : error instanceof Error
        ? error.message
        : 'Ce profil ne peut pas être affiché.';
  return (
    <ScreenUnavailable
      title="Profil indisponible"
      message={message}
      backTo="/recherche"
      backLabel="Voir tous les profils"
    />
  );
}
