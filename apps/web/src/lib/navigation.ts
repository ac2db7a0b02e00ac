// Navigation from outside React (the API client, logout): the app registers its router here at start.
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

const fallback: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: Navigate = fallback;

/** Registers the function that moves the app to another path; returns a function that unregisters it. */
export function setNavigator(navigate: Navigate): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = fallback;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}
