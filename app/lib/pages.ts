import { useMatches } from '@remix-run/react';
import { pageById } from '~/route-table.js';
import { PRODUCT_NAME } from '~/components/layout/logo';
import type { LayoutHandle } from '~/components/layout/full-screen';

/** The page the current URL shows, from the route table (the deepest matched route's id). */
export function useCurrentPage() {
  const matches = useMatches();
  return pageById(matches.at(-1)?.id);
}

/**
 * The admin frame's heading for the current page: the page's own (its route's `handle.frameTitle`, from its
 * data, naming the record it shows), else the route table's title.
 */
export function useFrameTitle(): string | undefined {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const handle = leaf?.handle as LayoutHandle | undefined;
  const own = leaf?.data !== undefined ? handle?.frameTitle?.(leaf.data) : null;
  return own ?? pageById(leaf?.id)?.title;
}

/** A document title for a route id: "Available Cases · PathBridge". */
export function documentTitle(id: string | undefined, fallback = PRODUCT_NAME): string {
  const page = pageById(id);
  return page ? `${page.title} · ${PRODUCT_NAME}` : fallback;
}
