// The name, size and date of a profile's CV and certifications.
import { useQuery } from '@tanstack/react-query';
import { mediaEndpoints, type PublicUser } from '@tremplin/shared';
import { call } from '@/lib/endpoint-client';

/** Read again whenever the profile points at other files. */
export const useProfileDocuments = (user: PublicUser) =>
  useQuery({
    queryKey: ['profile-documents', user.id, user.cheminCv, ...user.cheminCertif],
    queryFn: () => call(mediaEndpoints.documents, { params: { id: user.id } }, { loading: false, silent: true }),
    enabled: Boolean(user.cheminCv) || user.cheminCertif.length > 0,
  });
