// The search form's pickers (lists with suggestions) come a moment after the form, and a plain text field with the same
// label and value stands in for each until then: the page's first load does without Mantine's comboboxes.
import { TextInput } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

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
        setPickers(module);
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

/** A picker, with a text field of the same label and value in its place until its code has arrived. */
export function Picker({ label, placeholder, shown, onType, picker }: PickerProps) {
  // The stand-in's element, kept after it leaves so that its focus can be handed over.
  const standIn = useRef<HTMLInputElement | null>(null);
  if (picker) return <KeepFocus standIn={standIn}>{picker}</KeepFocus>;
  return (
    <TextInput
      ref={(element) => {
        if (element) standIn.current = element;
      }}
      label={label}
      placeholder={placeholder}
      value={shown}
      readOnly={!onType}
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
