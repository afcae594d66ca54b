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

  useFocusKeptOnRemoval();
  return null;
}

/**
 * When the focused control leaves the page (a row's Pick Up, a confirmed action whose row the list no longer
 * holds), the browser drops the focus to the document, and the next Tab starts again from the top of the page.
 * The focus goes to the main landmark instead, so Tab goes on from the page's content (decision 067). A click on
 * an empty part of the page (the control still there) is left alone. A control that leaves an open dialog or
 * popover (the consult panel's Start, which its in-consult controls replace) keeps the focus in that dialog:
 * the main landmark would be outside it, and a popover closes when the focus leaves it.
 */
const DIALOG = '[role="dialog"], [role="alertdialog"]';
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function useFocusKeptOnRemoval() {
  useEffect(() => {
    // Chromium fires no blur for a removed element: the last focused element is remembered, and checked after
    // each change to the page's elements.
    let last: Element | null = null;
    let lastDialog: HTMLElement | null = null;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target instanceof Element ? event.target : null;
      lastDialog = last?.closest<HTMLElement>(DIALOG) ?? null;
    };
    const observer = new MutationObserver(() => {
      if (!last || last.isConnected) return;
      const dialog = lastDialog;
      last = null;
      lastDialog = null;
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (dialog?.isConnected) {
        const target = dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
        target.focus({ preventScroll: true });
        return;
      }
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, []);
}
