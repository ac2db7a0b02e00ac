// The search form's pickers (lists with suggestions) come a moment after the form, and a plain text field with the same
// label and value stands in for each until then: the page's first load does without Mantine's comboboxes.
import { TextInput } from '@mantine/core';
import { type ReactNode, type RefObject, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Pickers = typeof import('./filter-pickers');

// Once here, they stay for every later form.
let arrived: Pickers | null = null;

/** Mantine's pickers, fetched once a form shows; null until they have arrived. */
export function usePickers(): Pickers | null {
  const [pickers, setPickers] = useState(arrived);
  useEffect(() => {
    if (pickers) return;
    import('./filter-pickers')
      .then((module) => {
        arrived = module;
        // Built in a render that yields to the browser: seven comboboxes at once would hold a slow phone's page.
        startTransition(() => setPickers(module));
      })
      // Without them (network down), the stand-ins stay: the city can still be typed.
      .catch(() => undefined);
  }, [pickers]);
  return pickers;
}

interface PickerProps {
  label: string;
  placeholder?: string;
  /** What the picker shows: the chosen option's label, the typed city, the skills. */
  shown: string;
  /** Typing goes on in the stand-in where the picker takes free text (the city). */
  onType?: (value: string) => void;
  /** The picker, once its code is here. */
  picker: ReactNode;
}

// Pickers take their places one per idle moment: building the form's seven comboboxes in one go held a slow phone's
// main thread for a third of a second.
const waiting: (() => void)[] = [];
let draining = false;

function nextIdleMoment(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 500 });
  else setTimeout(run, 0);
}

function drain() {
  waiting.shift()?.();
  if (waiting.length) nextIdleMoment(drain);
  else draining = false;
}

/** Queues a picker's turn; the answer takes it out of the queue. */
function awaitTurn(take: () => void): () => void {
  waiting.push(take);
  if (!draining) {
    draining = true;
    nextIdleMoment(drain);
  }
  return () => {
    const at = waiting.indexOf(take);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** A picker, with a text field of the same label and value in its place until its code has arrived. */
export function Picker({ label, placeholder, shown, onType, picker }: PickerProps) {
  // The stand-in's element, kept after it leaves so that its focus can be handed over.
  const standIn = useRef<HTMLInputElement | null>(null);
  const [turn, setTurn] = useState(false);
  const ready = !!picker;
  useEffect(() => {
    if (!ready || turn) return;
    // Someone already in the field gets the picker at once.
    if (standIn.current && standIn.current === document.activeElement) {
      setTurn(true);
      return;
    }
    return awaitTurn(() => startTransition(() => setTurn(true)));
  }, [ready, turn]);
  if (picker && turn) return <KeepFocus standIn={standIn}>{picker}</KeepFocus>;
  return (
    <TextInput
      ref={(element) => {
        if (element) standIn.current = element;
      }}
      label={label}
      placeholder={placeholder}
      value={shown}
      readOnly={!onType}
      onFocus={() => {
        if (ready) setTurn(true);
      }}
      onChange={(event) => onType?.(event.currentTarget.value)}
    />
  );
}

/** Someone already in the stand-in stays in the field when the picker replaces it. */
function KeepFocus({ standIn, children }: { standIn: RefObject<HTMLInputElement | null>; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // Read while the stand-in is still on the page: it leaves in the commit that shows the picker.
  const [hadFocus] = useState(() => !!standIn.current && standIn.current === document.activeElement);
  useLayoutEffect(() => {
    if (hadFocus) box.current?.querySelector('input')?.focus();
  }, [hadFocus]);
  return <div ref={box}>{children}</div>;
}
