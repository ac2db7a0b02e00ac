// The browser's Back and Forward reach the router through a popstate listener on window. Chromium calls the listeners
// of window in the order they were added, capture or not, so a page can only hold such a step if its listener comes
// before the router's: this module adds it when the app's router module loads, before the router mounts.

/** Answers true when it holds the step: the router then never sees it. */
export type PopHandler = (event: PopStateEvent) => boolean;

const handlers = new Set<PopHandler>();

if (typeof window !== 'undefined') {
  window.addEventListener('popstate', (event) => {
    for (const handler of handlers) {
      if (handler(event)) {
        event.stopImmediatePropagation();
        return;
      }
    }
  });
}

/** Lets `handler` see every Back or Forward step first; returns a function that stops it. */
export function onHistoryPop(handler: PopHandler): () => void {
  handlers.add(handler);
  return () => {
    handlers.delete(handler);
  };
}
