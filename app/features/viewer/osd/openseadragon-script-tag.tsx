import { useNonce } from '~/lib/nonce';
import { OPENSEADRAGON_SCRIPT } from './openseadragon-script';

/**
 * The page's own request for OpenSeadragon (decision 053): async, so it downloads and runs while the page's
 * modules arrive. A script React adds on a client navigation does not run; `loadOpenSeadragon` covers that.
 */
export function OpenSeadragonScript() {
  const nonce = useNonce();
  // The browser hides a nonce from the DOM once it has used it, which hydration would read as a difference.
  // High priority: otherwise the browser puts it behind every module of the page.
  return (
    <script
      async
      src={OPENSEADRAGON_SCRIPT}
      nonce={nonce}
      suppressHydrationWarning
      {...{ fetchpriority: 'high' }}
    />
  );
}
