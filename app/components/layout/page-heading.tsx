/**
 * Exactly one h1 per page (docs/ui-kit.md, 'Page headings'). Spec 2.3: only admins see the page title heading
 * in the common page frame. So the frame says, through this context, whether it showed the heading; a page
 * always writes <PageHeading>, which renders the h1 only when the frame did not.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '~/lib/utils';

/** The id of the page's h1, wherever it is rendered: focus moves there after a page change. */
export const PAGE_HEADING_ID = 'page-heading';

const FrameHeadingContext = createContext(false);

/** Wraps a page whose frame has (or has not) rendered the h1 itself. */
export function FrameHeadingProvider({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <FrameHeadingContext.Provider value={shown}>{children}</FrameHeadingContext.Provider>;
}

/** True when the page frame already shows the page's h1 (an admin's frame). */
export function useFrameHeadingShown(): boolean {
  return useContext(FrameHeadingContext);
}

const headingClass = 'text-2xl font-semibold tracking-tight';

/** The frame's own h1 (admins): the page title from the route table. */
export function FrameHeading({ children }: { children: ReactNode }) {
  return (
    <h1 id={PAGE_HEADING_ID} tabIndex={-1} data-page-heading="frame" className={cn(headingClass, 'mb-6')}>
      {children}
    </h1>
  );
}

export interface PageHeadingProps {
  children: ReactNode;
  className?: string;
  /** Read by screen readers only: for pages whose visible title is elsewhere (the viewer's empty state). */
  visuallyHidden?: boolean;
}

/** The page's h1, unless the frame already shows one; then nothing (the frame's title stands for it). */
export function PageHeading({ children, className, visuallyHidden = false }: PageHeadingProps) {
  if (useFrameHeadingShown()) return null;
  return (
    <h1
      id={PAGE_HEADING_ID}
      tabIndex={-1}
      data-page-heading="page"
      className={cn(visuallyHidden ? 'sr-only' : headingClass, className)}
    >
      {children}
    </h1>
  );
}
