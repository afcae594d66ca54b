import { forwardRef, type HTMLAttributes } from 'react';

/** The skip link's target (docs/ui-kit.md, 'Page headings'). */
export const MAIN_CONTENT_ID = 'main-content';

/** The page's main landmark: the skip link's target, focusable by script only. */
export const MainContent = forwardRef<HTMLElement, HTMLAttributes<HTMLElement>>((props, ref) => (
  <main ref={ref} id={MAIN_CONTENT_ID} tabIndex={-1} {...props} />
));
MainContent.displayName = 'MainContent';
