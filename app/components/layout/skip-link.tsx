import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * A link past what a keyboard would otherwise cross, hidden until focused. The page's own (the first focusable
 * element of every page) goes to the main landmark, past the header and the menus; a page may add one past a
 * long run of controls (the reading workspace's viewer, to the report). The click handler focuses the target
 * itself (`tabIndex={-1}`) so the URL keeps no fragment; `onSkip` first shows a target that is hidden (flushed,
 * so it can take the focus). Without JavaScript the plain fragment link does the same.
 */
export function SkipLink({
  to = MAIN_CONTENT_ID,
  children = SKIP_LINK_TEXT,
  onSkip,
}: {
  /** The id of the element the focus goes to. */
  to?: string;
  children?: ReactNode;
  onSkip?: () => void;
}) {
  return (
    <a
      href={`#${to}`}
      className="skip-link"
      onClick={(event) => {
        const target = document.getElementById(to);
        if (!target) return;
        event.preventDefault();
        onSkip?.();
        target.focus();
      }}
    >
      {children}
    </a>
  );
}
