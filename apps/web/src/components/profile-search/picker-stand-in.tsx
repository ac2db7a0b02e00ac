// The search form's pickers (lists with suggestions) are Mantine's comboboxes, fetched after the form shows; a plain
// text field with the same label and value stands in for each until someone reaches for it.
import { ComboboxChevron, TextInput } from '@mantine/core';
import { type ReactNode, type RefObject, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

type Pickers = typeof import('./filter-pickers');

// Once here, they stay for every later form.
let arrived: Pickers | null = null;
let loading = false;
/** Forms waiting for them. */
const waiting = new Set<(pickers: Pickers) => void>();

/** Fetches the pickers' code once (again after a failure), and hands it to every form waiting. */
function loadPickers(): void {
  if (arrived || loading) return;
  loading = true;
  import('./filter-pickers')
    .then((module) => {
      arrived = module;
      for (const take of waiting) take(module);
    })
    // Without them (network down), the stand-ins stay: the city can still be typed.
    .catch(() => undefined)
    .finally(() => {
      loading = false;
    });
}

/**
 * Mantine's pickers, fetched once the browser is idle after a form shows (not in the commit that shows it, which a
 * slow phone would feel), or at once when someone reaches for one; null until they have arrived.
 */
export function usePickers(): Pickers | null {
  const [pickers, setPickers] = useState(arrived);
  useEffect(() => {
    if (pickers) return;
    // The form renders again for them in a transition, in slices the browser can interrupt.
    const take = (module: Pickers) => startTransition(() => setPickers(module));
    // Another form may have fetched them since this one first rendered.
    if (arrived) return take(arrived);
    waiting.add(take);
    let cancel: () => void;
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(loadPickers, { timeout: 2000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(loadPickers, 300);
      cancel = () => clearTimeout(id);
    }
    return () => {
      waiting.delete(take);
      cancel();
    };
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
  /** A list to choose from (not free text): the stand-in shows the picker's arrow. */
  chevron?: boolean;
  /** The picker, once its code is here. */
  picker: ReactNode;
}

/**
 * A picker, with a text field of the same label and value in its place until someone reaches for it: the pointer
 * over it, a finger on it or the focus in it. Building Mantine's comboboxes costs a slow phone's main thread about
 * a tenth of a second each, which nobody who does not open them should wait for.
 */
export function Picker({ label, placeholder, shown, onType, chevron, picker }: PickerProps) {
  // The stand-in's element, kept after it leaves so that its focus can be handed over.
  const standIn = useRef<HTMLInputElement | null>(null);
  const [wanted, setWanted] = useState(false);
  // A press on the stand-in before the code is here, replayed on the picker so that its list opens at the first click.
  const pressed = useRef(false);
  const ready = !!picker;
  useEffect(() => {
    // Someone already in the field when the code arrives gets the picker at once.
    if (ready && !wanted && standIn.current && standIn.current === document.activeElement) setWanted(true);
  }, [ready, wanted]);
  if (picker && wanted)
    return (
      <KeepFocus standIn={standIn} pressed={pressed.current}>
        {picker}
      </KeepFocus>
    );
  // At once, not when React next has time: the press that follows the pointer must land on the picker.
  const want = () => {
    loadPickers();
    flushSync(() => setWanted(true));
  };
  return (
    <TextInput
      ref={(element) => {
        if (element) standIn.current = element;
      }}
      label={label}
      placeholder={placeholder}
      value={shown}
      readOnly={!onType}
      rightSection={chevron ? <ComboboxChevron /> : undefined}
      rightSectionPointerEvents="none"
      onPointerEnter={want}
      onTouchStart={want}
      onFocus={want}
      onClick={() => {
        pressed.current = true;
      }}
      onBlur={() => {
        pressed.current = false;
      }}
      onChange={(event) => onType?.(event.currentTarget.value)}
    />
  );
}

interface KeepFocusProps {
  standIn: RefObject<HTMLInputElement | null>;
  /** The stand-in was clicked and kept the focus since. */
  pressed: boolean;
  children: ReactNode;
}

/** Someone already in the stand-in stays in the field when the picker replaces it, and its click is replayed. */
function KeepFocus({ standIn, pressed, children }: KeepFocusProps) {
  const box = useRef<HTMLDivElement>(null);
  // Read while the stand-in is still on the page: it leaves in the commit that shows the picker.
  const [hadFocus] = useState(() => !!standIn.current && standIn.current === document.activeElement);
  const [replay] = useState(() => hadFocus && pressed);
  useLayoutEffect(() => {
    const input = box.current?.querySelector('input');
    if (hadFocus) input?.focus();
    // A list that opens on a click, not on the focus (a plain choice), opens as the click asked.
    if (replay) input?.click();
  }, [hadFocus, replay]);
  return <div ref={box}>{children}</div>;
}
