// Leaving a form with unsaved changes asks first. The declared router has no useBlocker (only the data router
// does), so the question is asked where every move passes: links and navigate() go through the router's history,
// whose push and replace are held here; Back, Forward and navigate(-1) are the browser's steps, held as they arrive
// (a step cannot be stopped, so it is undone, and done again if the person leaves). Closing or reloading the tab
// gets the browser's own question.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { onHistoryPop } from '@/lib/history-pops';

type Move = (...args: never[]) => void;
type History = Record<'push' | 'replace', Move>;
interface Guard {
  /** Whether the move to `pathname` needs the question (undefined: this page). */
  asks: (pathname: string | undefined) => boolean;
  hold: (move: () => void) => void;
  /** The browser history index of the guarded page, as the router numbers its entries. */
  index: () => number | undefined;
}

/** The path a move leads to. */
function targetOf(to: unknown): string | undefined {
  return typeof to === 'string' ? to.split(/[?#]/)[0] : (to as { pathname?: string } | undefined)?.pathname;
}

const guardsOf = new WeakMap<object, Set<Guard>>();

/** Wraps the history's moves once; each one then asks the guards in place, if any, before it happens. */
function guardsFor(history: History): Set<Guard> {
  const known = guardsOf.get(history);
  if (known) return known;
  const active = new Set<Guard>();
  guardsOf.set(history, active);
  for (const key of ['push', 'replace'] as const) {
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

const popGuards = new Set<Guard>();
/** The next step is the guard's own: undoing a held one (the router must not see it), or doing it once confirmed. */
let ownStep: 'undo' | 'redo' | null = null;

onHistoryPop(() => {
  if (ownStep) {
    const undo = ownStep === 'undo';
    ownStep = null;
    return undo;
  }
  const guard = [...popGuards].find((g) => g.asks(window.location.pathname));
  const to = (window.history.state as { idx?: unknown } | null)?.idx;
  const from = guard?.index();
  // An entry the router did not number (an #anchor followed) cannot be measured: that step goes through.
  if (!guard || typeof to !== 'number' || from === undefined || to === from) return false;
  ownStep = 'undo';
  window.history.go(from - to);
  guard.hold(() => {
    ownStep = 'redo';
    window.history.go(to - from);
  });
  return true;
});

/** While `dirty()` says so, leaving the page asks for confirmation; returns the question's dialog to place. */
export function useLeaveGuard(dirty: () => boolean) {
  const history = useContext(UNSAFE_NavigationContext).navigator as unknown as History;
  const { pathname, key } = useLocation();
  const [held, setHeld] = useState<(() => void) | null>(null);
  const state = useRef({ dirty, pathname });
  state.current = { dirty, pathname };
  const shownAt = useRef<number | undefined>(undefined);

  // Read once the router has written the entry; a move within the page (its filters, a tab) may add one. The router
  // keys every entry it writes but the first ('default').
  useEffect(() => {
    const entry = window.history.state as { key?: unknown; idx?: unknown } | null;
    const index = (entry?.key ?? 'default') === key ? entry?.idx : undefined;
    shownAt.current = typeof index === 'number' ? index : undefined;
  }, [key]);

  useEffect(() => {
    const guards = guardsFor(history);
    const guard: Guard = {
      // A move within the same page (its filters, a tab) keeps the form.
      asks: (to) => to !== undefined && to !== state.current.pathname && state.current.dirty(),
      hold: (move) => setHeld(() => move),
      index: () => shownAt.current,
    };
    guards.add(guard);
    popGuards.add(guard);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.dirty()) return;
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(guard);
      popGuards.delete(guard);
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
