/**
 * Scripts a route asks for in the document's head (its `handle.headScripts`), so they download as soon as the
 * head is parsed, before the page's modules (the viewer's OpenSeadragon: decision 055). Async, with the
 * response's nonce. A script React adds on a client navigation does not run: the route loads it itself then.
 */
import { useMatches } from '@remix-run/react';
import { useNonce } from '~/lib/nonce';

export type HeadScriptsHandle = { headScripts?: readonly string[] };

export function HeadScripts() {
  const nonce = useNonce();
  const sources = new Set(
    useMatches().flatMap((match) => (match.handle as HeadScriptsHandle | undefined)?.headScripts ?? []),
  );
  // The browser hides a nonce from the DOM once it has used it, which hydration would read as a difference.
  // High priority: otherwise the browser puts it behind the page's modules.
  return [...sources].map((src) => (
    <script key={src} async src={src} nonce={nonce} suppressHydrationWarning {...{ fetchpriority: 'high' }} />
  ));
}
