import { useEffect, useRef } from 'react';
import { useLocation } from '@remix-run/react';
import { MAIN_CONTENT_ID } from './main-content';
import { PAGE_HEADING_ID } from './page-heading';

/** What makes a page "another page": its path, or its heading (/register → /register?type=provider). */
function pageSignature(pathname: string): string {
  const heading = document.getElementById(PAGE_HEADING_ID);
  return `${pathname}\n${heading?.textContent ?? ''}`;
}

/**
 * After a client navigation that shows another page (after login, a menu link, a form that redirects), the
 * focus moves to the page's h1 so a screen reader announces the new page, as a full page load would. A
 * navigation that stays on the page (search, sorting, paging, a form with errors) leaves the focus where it is.
 * The first load keeps the browser's own focus (the skip link comes first).
 */
export function RouteFocus() {
  const location = useLocation();
  const last = useRef<string | null>(null);

  useEffect(() => {
    const signature = pageSignature(location.pathname);
    const previous = last.current;
    last.current = signature;
    if (previous === null || previous === signature) return;
    const target = document.getElementById(PAGE_HEADING_ID) ?? document.getElementById(MAIN_CONTENT_ID);
    // The page scrolls to the top on its own (spec 2.2); the focus must not scroll it elsewhere.
    target?.focus({ preventScroll: true });
  }, [location]);

  return null;
}
