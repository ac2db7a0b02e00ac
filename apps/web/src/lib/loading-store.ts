// Global loading flag (SPEC §4): true when a call starts, false a moment after the last one ends.
import { LOADING_LINGER_AFTER_CREATE_MS, LOADING_LINGER_MS } from '@tremplin/shared';
import { create } from 'zustand';

interface LoadingState {
  pending: number;
  loading: boolean;
}

export const useLoadingStore = create<LoadingState>()(() => ({ pending: 0, loading: false }));

export const lingerFor = (method: string): number =>
  method.toUpperCase() === 'POST' ? LOADING_LINGER_AFTER_CREATE_MS : LOADING_LINGER_MS;

/** Marks the start of a call; the returned function ends it after `lingerMs`. */
export function beginLoading(): (lingerMs: number) => void {
  useLoadingStore.setState((s) => ({ pending: s.pending + 1, loading: true }));
  let ended = false;
  return (lingerMs) => {
    if (ended) return;
    ended = true;
    setTimeout(() => {
      useLoadingStore.setState((s) => {
        const pending = Math.max(0, s.pending - 1);
        return { pending, loading: pending > 0 };
      });
    }, lingerMs);
  };
}
