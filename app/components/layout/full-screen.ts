import { useMatches } from '@remix-run/react';

/**
 * What a route module may say about its layout through Remix's `handle` export:
 *
 *   export const handle: LayoutHandle = { fullScreen: true };
 *
 * A full-screen page (the reading workspace beside the viewer) gets the whole width: no side menu, no page
 * width limit; the header stays, with its menu button at every width (docs/decisions/015-page-layout.md).
 */
export interface LayoutHandle {
  fullScreen?: boolean;
  /**
   * The admin frame's h1 for this page from its loader's data, where the route table's title alone would not
   * say which record the page shows ('Final report: case CUG-2026-0001', not 'Final Report').
   */
  frameTitle?: (data: unknown) => string | null;
}

function isLayoutHandle(handle: unknown): handle is LayoutHandle {
  return typeof handle === 'object' && handle !== null && 'fullScreen' in handle;
}

/** Whether any matched route asks for full screen (a parent's request covers its children). */
export function useFullScreen(): boolean {
  return useMatches().some((match) => isLayoutHandle(match.handle) && match.handle.fullScreen === true);
}
