// The app taking over a page the server sent ready-made (src/prerender.tsx). It hydrates the page, keeping its DOM,
// only where that page is what the app would render first: signed out, at the address it was rendered for, with no
// query and no state left by an in-app move. Otherwise it renders afresh in its place. The inline script of index.html
// hides a ready-made page from a signed-in visitor and holds a form sent before the app is there; once the first
// screen is live, what was typed and sent meanwhile is handed to it.

declare global {
  interface Window {
    /** A submission the inline script of index.html held before the app was there. */
    tremplinHeldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

/** Set on <html> once the app handles the page's forms (the inline script of index.html reads it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

let takingOver = false;

/** Whether the app can hydrate the page in `root` rather than render it afresh. */
export function canHydrate(root: HTMLElement, signedIn: boolean, where: Location = window.location): boolean {
  const inAppState = (window.history.state as { usr?: unknown } | null)?.usr;
  return !signedIn && root.dataset.prerendered === where.pathname && !where.search && inAppState == null;
}

/** Before the app renders: hydration waits for the first screen; a fresh render replaces the page sent. */
export function beginTakeOver(root: HTMLElement, hydrating: boolean): void {
  takingOver = hydrating;
  if (hydrating) return;
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

/**
 * Hands a field's value, changed before the app was there, to the app. Hydration keeps what the field shows but React
 * takes it as its starting point, so an event alone is not seen: the field first gets back its rendered value through
 * React's own setter, then the typed one past it (the prototype's setter), as a person's typing would.
 */
function replayField(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (field instanceof HTMLSelectElement) {
    if ([...field.options].some((option) => option.selected !== option.defaultSelected))
      field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Of a group of radios, the one now chosen tells.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
    field.checked = !field.checked;
    field.click();
  } else if (field.value !== field.defaultValue && field.type !== 'file') {
    const typed = field.value;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Once the first screen is live (or has failed): what the person typed and ticked before reaches the app, then the
 * form they sent, if any, is sent again, now to the app. Later calls do nothing.
 */
export function finishTakeOver(root: HTMLElement | null = document.getElementById('root')): void {
  if (!takingOver) return;
  takingOver = false;
  for (const field of root?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  ) ?? [])
    replayField(field);
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  const held = window.tremplinHeldSubmit;
  window.tremplinHeldSubmit = undefined;
  if (!held) return;
  // Once the app has taken the values in: they render after the effect this is called from.
  setTimeout(() => {
    const { form, submitter } = held;
    if (!form.isConnected) return;
    if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
    else form.requestSubmit();
  }, 0);
}
