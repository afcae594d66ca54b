import { useMatches } from '@remix-run/react';
import { pageById } from '~/route-table.js';
import { PRODUCT_NAME } from '~/components/layout/logo';

/** The page the current URL shows, from the route table (the deepest matched route's id). */
export function useCurrentPage() {
  const matches = useMatches();
  return pageById(matches.at(-1)?.id);
}

/** A document title for a route id: "Available Cases · PathBridge". */
export function documentTitle(id: string | undefined, fallback = PRODUCT_NAME): string {
  const page = pageById(id);
  return page ? `${page.title} · ${PRODUCT_NAME}` : fallback;
}
