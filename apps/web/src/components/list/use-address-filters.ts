// A list's filters, sort and page kept in the address (shareable, kept on reload and back), typed by their keys.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type AddressFilters<K extends string> = Partial<Record<K, string>>;

export function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const values = useMemo(() => {
    const found: AddressFilters<K> = {};
    for (const key of keys) {
      const value = params.get(key)?.trim();
      if (value) found[key] = value;
    }
    return found;
  }, [params, keys]);

  /** Changes some filters and goes back to the first page; blank removes a filter. */
  const setFilters = (patch: Partial<Record<K, string | number | null | undefined>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const setPage = (n: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });

  const reset = () => setParams({}, { replace: true });
  const filtered = Object.keys(values).length > 0;
  return { values, page, setFilters, setPage, reset, filtered };
}
