// Who operates the platform (admin settings): the legal notice, the contact page and the footer read it. Pages
// rendered at build time show neutral wording, then what the admins filled in once the app has loaded.
import { useQuery } from '@tanstack/react-query';
import { type OperatorSettings, settingsEndpoints } from '@tremplin/shared';
import { env } from '@/config/env';
import { call } from '@/lib/endpoint-client';

export const operatorDetailsKey = ['settings', 'operator'] as const;

/** Every page's footer reads these details: an answer of another shape leaves the neutral wording, never a broken page. */
const isOperatorSettings = (value: unknown): value is OperatorSettings =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OperatorSettings).reseaux === 'object' &&
  (value as OperatorSettings).reseaux !== null &&
  Array.isArray((value as OperatorSettings).sitesSoeurs);

export const useOperatorDetails = () =>
  useQuery({
    queryKey: operatorDetailsKey,
    queryFn: async () => {
      // Typed by the declaration, but still checked: an answer of another shape must not break the footer.
      const answer: unknown = await call(
        settingsEndpoints.operator,
        {},
        { auth: false, handleUnauthorized: false, loading: false, silent: true },
      );
      return isOperatorSettings(answer) ? answer : null;
    },
    select: (details) => details ?? undefined,
    staleTime: 5 * 60_000,
  });

/** The address people write to: the admins' setting, else the build's VITE_CONTACT_EMAIL, else none yet. */
export function useContactEmail(): string | null {
  const details = useOperatorDetails();
  return details.data?.emailContact || env.contactEmail || null;
}
