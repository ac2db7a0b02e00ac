// Leaving a form with unsaved changes asks first. The declared router has no useBlocker (only the data router
// does), so the question is asked where every in-app move passes: the router's history, whose push, replace and
// go serve links and navigate() alike. Closing or reloading the tab gets the browser's own question.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';

type Move = (...args: never[]) => void;
type History = Record<'push' | 'replace' | 'go', Move>;
interface Guard {
  /** Whether the move to `pathname` needs the question (null: back or forward; undefined: this page). */
  asks: (pathname: string | null | undefined) => boolean;
  hold: (move: () => void) => void;
}

/** The path a move leads to; null for a step back or forward in the history. */
function targetOf(to: unknown): string | null | undefined {
  if (typeof to === 'number') return null;
  return typeof to === 'string' ? to.split(/[?#]/)[0] : (to as { pathname?: string } | undefined)?.pathname;
}

const guardsOf = new WeakMap<object, Set<Guard>>();

/** Wraps the history's moves once; each one then asks the guards in place, if any, before it happens. */
function guardsFor(history: History): Set<Guard> {
  const known = guardsOf.get(history);
  if (known) return known;
  const active = new Set<Guard>();
  guardsOf.set(history, active);
  for (const key of ['push', 'replace', 'go'] as const) {
    const move = history[key];
    history[key] = ((...args: Parameters<Move>) => {
      const to = targetOf(args[0]);
      const guard = [...active].find((g) => g.asks(to));
      if (guard) guard.hold(() => move(...args));
      else move(...args);
    }) as Move;
  }
  return active;
}

/** While `dirty()` says so, leaving the page asks for confirmation; returns the question's dialog to place. */
export function useLeaveGuard(dirty: () => boolean) {
  const history = useContext(UNSAFE_NavigationContext).navigator as unknown as History;
  const { pathname } = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const state = useRef({ dirty, pathname });
  state.current = { dirty, pathname };

  useEffect(() => {
    const guards = guardsFor(history);
    const guard: Guard = {
      // A move within the same page (its filters, a tab) keeps the form.
      asks: (to) => to !== undefined && to !== state.current.pathname && state.current.dirty(),
      hold: (move) => setHeld(() => move),
    };
    guards.add(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty()) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [history]);

  return (
    <ConfirmModal
      opened={!!held}
      title="Quitter sans enregistrer ?"
      confirmLabel="Quitter la page"
      onClose={() => setHeld(null)}
      onConfirm={() => {
        setHeld(null);
        held?.();
      }}
    >
      Vos modifications seront perdues.
    </ConfirmModal>
  );
}
