// A list's filters, sort and page kept in the address (shareable, kept on reload and back), typed by their keys.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type AddressFilters<K extends string> = Partial<Record<K, string>>;

function read<K extends string>(params: URLSearchParams, keys: readonly K[]): AddressFilters<K> {
  const found: AddressFilters<K> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value?.trim()) found[key] = value;
  }
  return found;
}

/**
 * What was typed is shown at once, as typed: the address catches up a moment later (the router updates it in a
 * transition), and a field bound to the address alone would drop the keys pressed in between, and a trailing space.
 */
type Typed = { target: string; search: URLSearchParams };

export function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [typed, setTyped] = useState<Typed | null>(null);
  // Addresses this screen went through while typing: reaching one of them is not a change from elsewhere.
  const passed = useRef(new Set<string>());
  const current = typed && (address === typed.target || passed.current.has(address)) ? typed.search : params;

  useEffect(() => {
    if (!typed) return;
    if (address === typed.target || !passed.current.has(address)) {
      // Caught up, or moved elsewhere (back, a link): the address speaks again.
      passed.current.clear();
      setTyped(null);
    }
  }, [address, typed]);

  const values = useMemo(() => read(current, keys), [current, keys]);
  const page = Math.max(1, Number(current.get('page')) || 1);

  const go = (next: URLSearchParams, replace: boolean) => {
    passed.current.add(address);
    passed.current.add(current.toString());
    setTyped({ target: next.toString(), search: next });
    setParams(next, { replace });
  };

  /** Changes some filters and goes back to the first page; blank removes a filter. */
  const setFilters = (patch: Partial<Record<K, string | number | null | undefined>>) => {
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === null || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    next.delete('page');
    go(next, true);
  };

  const setPage = (n: number) => {
    const next = new URLSearchParams(current);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    go(next, false);
  };

  const reset = () => go(new URLSearchParams(), true);
  const filtered = Object.keys(values).length > 0;
  return { values, page, setFilters, setPage, reset, filtered };
}
