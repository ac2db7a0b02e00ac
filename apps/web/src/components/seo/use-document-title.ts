// Page titles: '<title> | <product name>' (SPEC §1).
import { TITLE_SEPARATOR } from '@tremplin/shared';
import { useEffect, useLayoutEffect } from 'react';
import { env } from '@/config/env';

export const formatTitle = (title: string): string => `${title}${TITLE_SEPARATOR}${env.productName}`;

/** For screens that want a more precise title than their route's (a project's name, a person's name). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}

/**
 * The route table's title, set before the screen's own effects run so that useDocumentTitle in a screen wins.
 */
export function useRouteTitle(title: string | null | undefined): void {
  useLayoutEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}
