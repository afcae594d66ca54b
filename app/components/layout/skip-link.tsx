import { MAIN_CONTENT_ID } from './main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The first focusable element of every page: hidden until focused, it moves the focus past the header and the
 * menus. The click handler focuses the landmark itself so the URL keeps no '#main-content'; without
 * JavaScript the plain fragment link does the same.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}
