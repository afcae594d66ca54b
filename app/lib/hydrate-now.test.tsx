import { waitFor } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetPageHydrated, HydrateNext, keepHydrationRoot } from './hydrate-now';

/** Logs its name when committed; `then`: also logs that name in a microtask queued after the commit's own. */
function Probe({ log, name, then }: { log: string[]; name: string; then?: string }) {
  useLayoutEffect(() => {
    log.push(name);
    if (then) queueMicrotask(() => void log.push(then));
  }, [log, name, then]);
  return null;
}

/**
 * A part of the page whose hydration fills React's slice of the main thread (5 ms), as the viewer's page does: the
 * scheduler then hands the thread back after the page's commit, before it takes up the boundary (on a quick page
 * it may go on to the boundary in the same task, and the order below would not show what the page does).
 */
function Heavy() {
  const until = performance.now() + 10;
  while (performance.now() < until) {
    // Busy, as a large page's hydration.
  }
  return null;
}

/**
 * A page as the viewer's: a Suspense boundary the server sent complete (the screen), after the page's own parts.
 * `next`: with `HydrateNext` before it, naming a node inside the boundary. Neither renders markup: the server's
 * render leaves them out (its layout effects would warn).
 */
function Page({ log, next }: { log: string[] | null; next: boolean }) {
  return (
    <main>
      {next && log ? <HydrateNext targetId="inside" /> : null}
      {log ? <Heavy /> : null}
      {log ? <Probe log={log} name="page" then="the page's task goes on" /> : null}
      <Suspense fallback={<p>Waiting</p>}>
        <section id="inside">{log ? <Probe log={log} name="screen" /> : null}</section>
      </Suspense>
    </main>
  );
}

let root: Root | null = null;
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

/** Hydrates the server's markup of `Page` as the browser entry does; the log of commits. */
async function hydrate(next: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page log={null} next={next} />);
  document.body.append(container);
  const log: string[] = [];
  root = hydrateRoot(container, <Page log={log} next={next} />);
  keepHydrationRoot(root);
  await waitFor(() => expect(log).toContain('screen'));
  return log;
}

describe('HydrateNext', () => {
  beforeEach(() => {
    // Hydrated as in a browser, by React's scheduler: act() would run every priority at once.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    forgetPageHydrated();
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('leaves a boundary to React otherwise, which hydrates it later, apart from the page', async () => {
    expect(await hydrate(false)).toEqual(['page', "the page's task goes on", 'screen']);
  });

  it('hydrates the boundary holding its target in the task of the page hydration, before anything after it', async () => {
    expect(await hydrate(true)).toEqual(['page', 'screen', "the page's task goes on"]);
  });

  it('does nothing after the page has hydrated once (a client navigation renders its boundaries itself)', async () => {
    await hydrate(true);
    root?.unmount();
    expect(await hydrate(true)).toEqual(['page', "the page's task goes on", 'screen']);
  });
});
