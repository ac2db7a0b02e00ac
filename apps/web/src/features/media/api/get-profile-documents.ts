// GET media/{id}/documents: the name, size and date of a profile's CV and certifications.
import { useQuery } from '@tanstack/react-query';
import type { ProfileDocuments, PublicUser } from '@tremplin/shared';
import { api } from '@/lib/api-client';

/** Read again whenever the profile points at other files. */
export const useProfileDocuments = (user: PublicUser) =>
  useQuery({
    queryKey: ['profile-documents', user.id, user.cheminCv, ...user.cheminCertif],
    queryFn: () => api.get<ProfileDocuments>(`/api/media/${user.id}/documents`, { loading: false, silent: true }),
    enabled: Boolean(user.cheminCv) || user.cheminCertif.length > 0,
  });
