// "Aller au contenu": the first stop of the keyboard, straight to the page's main content.
import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'contenu';

export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Moves focus without touching the URL, which the router owns.
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={onClick}>
      Aller au contenu
    </a>
  );
}
