import { useLocation } from '@remix-run/react';
import { pathOf } from '~/lib/return-to';

/**
 * Where a case's slides open: the standalone viewer (spec 2.8) reads the case id from the query. `returnTo`, a
 * path of this site, is where the viewer's back link leads; without it, the case page.
 */
export function viewerHref(caseId: string, returnTo?: string): string {
  const href = `/viewer?caseId=${encodeURIComponent(caseId)}`;
  return returnTo ? `${href}&returnTo=${encodeURIComponent(returnTo)}` : href;
}

/** The viewer's link from the page it is on: the viewer's back link returns to this page. */
export function useViewerHrefHere(caseId: string): string {
  return viewerHref(caseId, pathOf(useLocation()));
}
