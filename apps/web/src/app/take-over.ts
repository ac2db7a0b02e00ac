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

/** What the person did on the page sent before the app was there: 'hydrate' keeps that page, 'fresh' replaced it. */
let takingOver: { mode: 'hydrate' } | { mode: 'fresh'; typed: TypedField[]; heldForm: FormMark | null } | null = null;

/** A field changed on the page sent, found again in the app's render by its name (or its label). */
interface TypedField {
  key: string;
  value: string;
  checked: boolean;
}

/** A form sent early, found again by its place among the page's forms and its button's text. */
interface FormMark {
  index: number;
  submitter: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const fieldsOf = (root: ParentNode) => [...root.querySelectorAll<Field>('input, textarea, select')];
const fieldKey = (field: Field) => field.name || field.getAttribute('aria-label') || '';

/** Whether the app can hydrate the page in `root` rather than render it afresh. */
export function canHydrate(root: HTMLElement, signedIn: boolean, where: Location = window.location): boolean {
  const inAppState = (window.history.state as { usr?: unknown } | null)?.usr;
  return !signedIn && root.dataset.prerendered === where.pathname && !where.search && inAppState == null;
}

/**
 * Before the app renders: hydration waits for the first screen; a fresh render replaces the page sent, keeping aside
 * what was typed there (a reload after an in-app move renders afresh, and a quick person has often typed by then).
 */
export function beginTakeOver(root: HTMLElement, hydrating: boolean): void {
  if (hydrating) {
    takingOver = { mode: 'hydrate' };
    return;
  }
  const typed = fieldsOf(root)
    .filter(
      (field) => changed(field) && fieldKey(field) && (field.type !== 'radio' || (field as HTMLInputElement).checked),
    )
    .map((field) => ({
      key: fieldKey(field),
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  const held = window.tremplinHeldSubmit;
  const heldIndex = held ? [...root.querySelectorAll('form')].indexOf(held.form) : -1;
  window.tremplinHeldSubmit = undefined;
  takingOver = {
    mode: 'fresh',
    typed,
    heldForm: heldIndex >= 0 ? { index: heldIndex, submitter: held?.submitter?.textContent ?? null } : null,
  };
  root.replaceChildren();
  root.removeAttribute('data-prerendered');
  // Nothing left to send early: forms go to the app from now on.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
}

/** Whether a field shows something else than the page was sent with. */
function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.type !== 'file' && field.value !== field.defaultValue;
}

/** Sets a field the app renders as a person would: React sees the change through the element's own setter. */
function typeInto(field: Field, value: string, checked: boolean): void {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * Hands a field's value, changed before the app was there, to the app. Hydration keeps what the field shows but React
 * takes it as its starting point, so an event alone is not seen: the field first gets back its rendered value through
 * React's own setter, then the typed one past it (the prototype's setter), as a person's typing would.
 */
function replayField(field: Field): void {
  if (!changed(field)) return;
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Of a group of radios, the one now chosen tells.
    if (field.type === 'radio' && !field.checked) return;
    field.checked = !field.checked;
    field.click();
  } else {
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
  const done = takingOver;
  takingOver = null;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  if (done.mode === 'hydrate') {
    for (const field of root ? fieldsOf(root) : []) replayField(field);
    held = window.tremplinHeldSubmit;
  } else if (root) {
    const fields = fieldsOf(root);
    for (const { key, value, checked } of done.typed) {
      // Of a group of radios, the one with the chosen value.
      const field = fields.find(
        (candidate) => fieldKey(candidate) === key && (candidate.type !== 'radio' || candidate.value === value),
      );
      if (field) typeInto(field, value, checked);
    }
    const form = done.heldForm ? root.querySelectorAll('form')[done.heldForm.index] : undefined;
    if (form) {
      const submitter =
        [...form.querySelectorAll<HTMLElement>('button[type="submit"], input[type="submit"]')].find(
          (button) => button.textContent === done.heldForm?.submitter,
        ) ?? null;
      held = { form, submitter };
    }
  }
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  window.tremplinHeldSubmit = undefined;
  if (!held) return;
  const { form, submitter } = held;
  // Once the app has taken the values in: they render after the effect this is called from.
  setTimeout(() => {
    if (!form.isConnected) return;
    if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
    else form.requestSubmit();
  }, 0);
}
