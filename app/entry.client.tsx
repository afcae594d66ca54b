/**
 * The browser entry: Remix's default hydration, after one setting the Content-Security-Policy needs. zod
 * compiles fast object parsers with `new Function` when it may, and finds out by trying: under our policy
 * (no 'unsafe-eval') that try is a reported violation, so the browser uses its interpreter from the start.
 *
 * On the viewer's page, hydration waits until the slide the page opened itself has its first tile drawn (or
 * failed, or at most a second: features/viewer/osd/boot.tsx, decision 055). Nothing there is usable before the
 * slide shows (spec 2.8 disables the controls while it loads), and the slide then has the main thread first.
 */
import { RemixBrowser } from '@remix-run/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { config } from 'zod/v4/core';
import { keepHydrationRoot } from '~/lib/hydrate-now';

config({ jitless: true });

// Every route module of the page has run by now (Remix imports this entry after them): bench:viewer's stages.
performance.mark('page:scripts-evaluated');

/**
 * Remix's default hydrates in a transition: React renders the page in slices of 5 ms, each a task of its own. On
 * a page whose viewer the boot opened (the viewer, the reading workspace), after its first tile, the slices took
 * turns with OpenSeadragon drawing the slide's other tiles, doubling the time to a usable toolbar under load;
 * there the page is hydrated in one task instead (the toolbar within 300 ms of the first tile), and the
 * viewer page's screen boundary right after it (`HydrateNext` in features/viewer/screen/viewer-page.tsx).
 */
const hydrate = (inOneTask: boolean) => {
  const render = () => {
    keepHydrationRoot(
      hydrateRoot(
        document,
        <StrictMode>
          <RemixBrowser />
        </StrictMode>,
      ),
    );
  };
  if (inOneTask) render();
  else startTransition(render);
};

const slideFirst = window.__viewerBoot?.settled;
if (slideFirst) void slideFirst.then(() => hydrate(true));
else hydrate(false);
