/**
 * The browser entry: Remix's default hydration, after one setting the Content-Security-Policy needs. zod
 * compiles fast object parsers with `new Function` when it may, and finds out by trying: under our policy
 * (no 'unsafe-eval') that try is a reported violation, so the browser uses its interpreter from the start.
 */
import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';

config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
