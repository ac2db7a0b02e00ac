// Toasts (SPEC §8, §9): one place to show success, warning and error messages. The toast library is loaded the
// first time a message is shown, so pages that never show one do not download it.
import { TOAST_SETTINGS } from '@tremplin/shared';
import { useSyncExternalStore } from 'react';

type Toastify = typeof import('react-toastify/unstyled');
type Kind = 'success' | 'warning' | 'error';

let library: Promise<Toastify> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
/** Ids shown recently: a toast waiting for its container is not yet "active" for the library's own check. */
const recent = new Set<string | number>();

function loadToasts(): Promise<Toastify> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  library ??= import('react-toastify/unstyled');
  return library;
}

/** Whether a toast was asked for: the container mounts from then on (components/ui/toaster.tsx). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

function show(kind: Kind, message: string, id?: string | number): void {
  if (id !== undefined) {
    if (recent.has(id)) return;
    recent.add(id);
    setTimeout(() => recent.delete(id), TOAST_SETTINGS.autoClose);
  }
  loadToasts()
    .then(({ toast }) => {
      if (id !== undefined && toast.isActive(id)) return;
      toast[kind](message, id === undefined ? undefined : { toastId: id });
    })
    .catch(() => undefined);
}

/** Forgets which toasts were shown recently (between tests; a toast id may then show again at once). */
export function resetNotifications(): void {
  recent.clear();
  library?.then(({ toast }) => toast.dismiss()).catch(() => undefined);
}

export const notify = {
  success: (message: string, id?: string | number) => show('success', message, id),
  warning: (message: string, id?: string | number) => show('warning', message, id),
  error: (message: string, id?: string | number) => show('error', message, id),
};
