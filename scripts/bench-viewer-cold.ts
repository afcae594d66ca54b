/**
 * The viewer's first visit, the headline of `npm run bench:viewer`: a pathologist opens a case from a
 * link in a browser that has never loaded the site. Each run is a fresh browser context (an empty HTTP cache),
 * signed in by a request (no page of the app loaded before), and goes straight to `/viewer?caseId=…`; its floor
 * is the bare OpenSeadragon page (or the geotiff-tilesource plugin's, for the TIFF route) in a fresh context
 * too, and the session floor: the same page answered once the session is checked (bench-viewer-baseline.ts), in a
 * fresh context signed in to the app as the product's. The three take turns, and which goes first rotates from
 * run to run. With `--versus`, another build's app on the same mock takes its turn too: two builds compared
 * visit by visit, not run after run (an A/A pair of runs, the same build twice, differed by up to 60 ms).
 *
 * Both sides are timed the same way, by the bench and not by the pages: an init script wraps the OpenSeadragon
 * the page loads and marks the first tile drawn by any viewer (`bench:first-tile`) and the first time a slide
 * has every visible tile drawn (`bench:fully-loaded`), from navigation start. The page's scripts are read from
 * its resource timings: how many and how many bytes (as sent, compressed) finished before the first tile, and in
 * all once the slide is loaded.
 */
import type { Browser, Page } from '@playwright/test';
import { benchContext, loggedInPage, storedViewerState } from './viewer-bench-page';
import { quantile } from './lib';

/** Marks the first tile drawn and the first fully loaded slide of whatever OpenSeadragon the page loads. */
const OSD_MARKS = `(() => {
  const mark = (name) => { if (!performance.getEntriesByName(name, 'mark').length) performance.mark(name); };
  const watch = (viewer) => {
    viewer.addHandler('tile-drawn', () => mark('bench:first-tile'));
    viewer.world.addHandler('add-item', (event) =>
      event.item.addHandler('fully-loaded-change', (change) => change.fullyLoaded && mark('bench:fully-loaded')));
  };
  // OpenSeadragon's file declares its global as a function (nothing can trap that), so its Viewer is wrapped
  // when the file's load event reaches the document, before the page's own listeners and scripts run.
  document.addEventListener('load', (event) => {
    const osd = window.OpenSeadragon;
    if (event.target.tagName !== 'SCRIPT' || !osd || !osd.Viewer || osd.Viewer.__bench) return;
    const Viewer = osd.Viewer;
    // Called as a constructor by OpenSeadragon(); applied to itself by a subclass (the navigator).
    const Wrapped = function (...args) {
      if (!new.target) return Viewer.apply(this, args);
      const viewer = new Viewer(...args);
      watch(viewer);
      return viewer;
    };
    Wrapped.prototype = Viewer.prototype;
    osd.Viewer = Object.assign(Wrapped, Viewer, { __bench: true });
  }, true);
  // The product's controls answer once React has hydrated the page (root.tsx marks <html data-hydrated>), and
  // its toolbar once, hydrated, its Zoom In button is enabled and not in a group that refuses input, and
  // once the frame that shows it has been painted.
  // (The document has no element yet when this runs: the document itself is watched.)
  const TOOL = '[role="toolbar"][aria-label="Viewer tools"] button[aria-label="Zoom In"]:not([disabled])';
  new MutationObserver(() => {
    const root = document.documentElement;
    if (!root || !root.dataset.hydrated) return;
    mark('bench:hydrated');
    const tool = document.querySelector(TOOL);
    if (!tool || tool.closest('[aria-disabled="true"]') || performance.getEntriesByName('bench:toolbar', 'mark').length) return;
    mark('bench:toolbar');
    // The frame that shows it painted: a task after the next animation frame (a click is handled from then on).
    requestAnimationFrame(() => setTimeout(() => mark('bench:toolbar-painted'), 0));
  }).observe(document, { attributes: true, childList: true, subtree: true });
})()`;

export type FirstVisit = {
  firstTile: number;
  fullyLoaded: number;
  firstByte: number;
  /** Scripts whose response ended before the first tile: count and bytes as sent. */
  scriptsBefore: number;
  scriptBytesBefore: number;
  /** The product's page hydrated (its controls answer), when read after it; null on the floor. */
  hydrated: number | null;
  /** The product's toolbar usable (hydrated, Zoom In enabled), when read after it; null on the floor. */
  toolbar: number | null;
  /** The frame after `toolbar` painted (a task after its animation frame); null on the floor. */
  toolbarPainted: number | null;
  /**
   * The product's stages after the first tile, from navigation start, when read after the toolbar: the
   * held scripts released (`page:scripts-released`), the last module they asked for answered, the route modules
   * and the entry run (`page:scripts-evaluated`); null on the floor.
   */
  released: number | null;
  fetched: number | null;
  evaluated: number | null;
  /** All the page's scripts: the product's once it has hydrated. */
  scriptsAll: number;
  scriptBytesAll: number;
};

/**
 * What the page measured, null until both marks are there: installed by the init script as `__benchVisit` (the
 * page's policy forbids evaluating a string, and tsx names a function's inner functions with a helper the page
 * does not have).
 */
const READ_VISIT = `window.__benchVisit = () => {
  const at = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
  const firstTile = at('bench:first-tile');
  const fullyLoaded = at('bench:fully-loaded');
  if (firstTile === undefined || fullyLoaded === undefined) return null;
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\\.m?js$/.test(new URL(entry.name).pathname));
  const before = scripts.filter((entry) => entry.responseEnd <= firstTile);
  const released = at('page:scripts-released');
  const evaluated = at('page:scripts-evaluated');
  const bytes = (list) => list.reduce((sum, entry) => sum + (entry.encodedBodySize || entry.transferSize), 0);
  return {
    firstTile,
    fullyLoaded,
    firstByte: performance.getEntriesByType('navigation')[0].responseStart,
    hydrated: at('bench:hydrated') ?? null,
    released: at('page:scripts-released') ?? null,
    fetched: released === undefined ? null : Math.max(released, ...scripts
      .filter((entry) => entry.initiatorType !== 'other' && entry.startTime >= released && !(entry.responseEnd > evaluated))
      .map((entry) => entry.responseEnd)),
    evaluated: evaluated ?? null,
    toolbar: at('bench:toolbar') ?? null,
    toolbarPainted: at('bench:toolbar-painted') ?? null,
    scriptsBefore: before.length,
    scriptBytesBefore: bytes(before),
    scriptsAll: scripts.length,
    scriptBytesAll: bytes(scripts),
  };
};`;

async function readVisit(page: Page, timeout: number): Promise<FirstVisit> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __benchVisit(): FirstVisit | null }).__benchVisit(),
    null,
    { timeout, polling: 20 },
  );
  return (await handle.jsonValue()) as FirstVisit;
}

/** A fresh context signed in by a request, with the viewer's stored slide set, straight to the viewer. */
export async function productFirstVisit(
  browser: Browser,
  app: string,
  account: string,
  target: { caseId: string; index: number },
  timeout = 60_000,
): Promise<FirstVisit> {
  const page = await loggedInPage(browser, app, account);
  try {
    await page.addInitScript(OSD_MARKS + ';' + READ_VISIT);
    // The slide to open, as the screen keeps it (a link to a case opens its first slide; the bench's slide may
    // be another): session storage, set before the page's own scripts read it.
    await page.addInitScript(
      ([origin, key, state]) => {
        if (location.origin === origin && !sessionStorage.getItem(key)) sessionStorage.setItem(key, state);
      },
      [new URL(app).origin, ...storedViewerState(target.caseId, target.index)] as const,
    );
    await page.goto(`${app}/viewer?caseId=${encodeURIComponent(target.caseId)}`, { waitUntil: 'commit' });
    const visit = await readVisit(page, timeout);
    await printTimeline(page, 'product');
    await page.waitForFunction(
      () => performance.getEntriesByName('bench:toolbar-painted', 'mark').length > 0,
      null,
      {
        timeout,
        polling: 20,
      },
    );
    const { hydrated, toolbar, toolbarPainted, released, fetched, evaluated, scriptsAll, scriptBytesAll } =
      await readVisit(page, timeout);
    return {
      ...visit,
      hydrated,
      toolbar,
      toolbarPainted,
      released,
      fetched,
      evaluated,
      scriptsAll,
      scriptBytesAll,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * The floor's page in a fresh context; `signedIn`: signed in to the app first, as the product's visit is (the
 * floor that checks the session reads the app's cookie).
 */
export async function floorFirstVisit(
  browser: Browser,
  url: string,
  signedIn: { app: string; account: string } | null = null,
  timeout = 60_000,
): Promise<FirstVisit> {
  const page = signedIn
    ? await loggedInPage(browser, signedIn.app, signedIn.account)
    : await (await benchContext(browser)).newPage();
  try {
    await page.addInitScript(OSD_MARKS + ';' + READ_VISIT);
    await page.goto(url, { waitUntil: 'commit' });
    const visit = await readVisit(page, timeout);
    await printTimeline(page, signedIn ? 'floor checking the session' : 'floor');
    return visit;
  } finally {
    await page.context().close();
  }
}

/**
 * With `--timeline`: the first visit's network as the page saw it (navigation, then each resource: start, when
 * the request was sent (0 for another origin's, which sends no timing header), response start and end, bytes as
 * sent), and the bench's marks, for finding where the time goes.
 */
async function printTimeline(page: Page, side: string) {
  if (!process.argv.includes('--timeline')) return;
  // A string, as READ_VISIT: tsx names inner functions with a helper the page does not have.
  const lines = (await page.evaluate(`(() => {
    const at = (value) => value.toFixed(1).padStart(7);
    const nav = performance.getEntriesByType('navigation')[0];
    return [
      'document  request ' + at(nav.requestStart) + '  response ' + at(nav.responseStart) + '–' + at(nav.responseEnd) + '  ' + nav.encodedBodySize + ' B',
      ...performance.getEntriesByType('resource').map((entry) =>
        entry.initiatorType.padEnd(8) + '  start ' + at(entry.startTime) + '  sent ' + at(entry.requestStart) + '  response ' + at(entry.responseStart) + '–' +
        at(entry.responseEnd) + '  ' + entry.encodedBodySize + ' B  ' + new URL(entry.name).pathname.split('/').slice(-3).join('/')),
      ...performance.getEntriesByType('mark').map((entry) => 'mark ' + entry.name + ' ' + at(entry.startTime)),
    ];
  })()`)) as string[];
  console.log(`  timeline, ${side}:\n    ${lines.join('\n    ')}`);
}

type Attempt = <T>(what: string, task: () => Promise<T>) => Promise<T | null>;

type Figure = 'firstTile' | 'fullyLoaded' | 'firstByte' | 'hydrated' | 'toolbar';

/** The visits of one floor, each kept with the product's visit of the same run (null when one gave up). */
type FloorVisits = { name: string; visits: FirstVisit[]; pairs: Array<[FirstVisit, FirstVisit]> };

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

/** A floor's median of `key`, product/floor of the medians, and the median and quartiles of the runs' ratios. */
function floorText(product: FirstVisit[], floor: FloorVisits, key: Figure): string {
  const mine = product.flatMap((visit) => visit[key] ?? []);
  const theirs = floor.visits.flatMap((visit) => visit[key] ?? []);
  if (!theirs.length) return '';
  const ratios = floor.pairs.flatMap(([p, f]) =>
    p[key] !== null && f[key] !== null ? [p[key] / f[key]] : [],
  );
  const pairText = ratios.length
    ? ` paired ${quantile(ratios, 0.5).toFixed(2)}x (IQR ${quantile(ratios, 0.25).toFixed(2)}–${quantile(ratios, 0.75).toFixed(2)})`
    : '';
  const ratio = (quantile(mine, 0.5) / quantile(theirs, 0.5)).toFixed(2);
  return `   ${floor.name} ${ms(quantile(theirs, 0.5))} ${ratio}x${pairText}`;
}

/**
 * `runs` first visits of the product and of each floor (the bare page, and the page that checks the session
 * first: the session floor), taking turns, the order rotating from run to run; the lines to print: each figure's
 * medians, product/floor for each floor (of the medians, and the median and quartiles of each run's ratio).
 */
export async function benchFirstVisits(options: {
  browser: Browser;
  app: string;
  account: string;
  target: { caseId: string; index: number };
  floorUrl: string | null;
  /** The same page answered once the session is checked (bench-viewer-baseline.ts's `sessionFloor`). */
  sessionFloorUrl: string | null;
  runs: number;
  attempt: Attempt;
  /**
   * `--versus`: another build's app on the same mock, whose first visits take turns with this build's and the
   * floors' visit by visit; each figure then also reads this build / that one, paired run by run.
   */
  versusApp?: string | null;
}): Promise<string[]> {
  const { browser, app, account, target, floorUrl, sessionFloorUrl, runs, attempt } = options;
  const versusApp = options.versusApp ?? null;
  const product: FirstVisit[] = [];
  const bare: FloorVisits = { name: 'floor', visits: [], pairs: [] };
  const checked: FloorVisits = { name: 'session floor', visits: [], pairs: [] };
  // The other build's visits, paired with this build's (`versus`) and with the session floor's of the same run.
  const versus: FloorVisits = { name: 'versus', visits: [], pairs: [] };
  const versusChecked: FloorVisits = { name: 'session floor', visits: [], pairs: [] };
  const floors = [
    { floor: bare, url: floorUrl, signedIn: null },
    { floor: checked, url: sessionFloorUrl, signedIn: { app, account } },
  ];
  // The other build's server past its first requests, as this one is by the warm run before (not counted).
  if (versusApp)
    await attempt('first-visit versus (warm-up)', () =>
      productFirstVisit(browser, versusApp, account, target),
    );
  for (let run = 0; run < runs; run++) {
    let mine: FirstVisit | null = null;
    let other: FirstVisit | null = null;
    const theirs = new Map<FloorVisits, FirstVisit>();
    const sides = [
      async () => {
        mine = await attempt('first-visit product', () => productFirstVisit(browser, app, account, target));
      },
      ...(versusApp
        ? [
            async () => {
              other = await attempt('first-visit versus', () =>
                productFirstVisit(browser, versusApp, account, target),
              );
            },
          ]
        : []),
      ...floors.map(({ floor, url, signedIn }) => async () => {
        if (!url) return;
        // With --versus, signed in through each build's app in turn (both seal with the bench's secret): the
        // logins are work for the app that serves them (its code hotter), which may favour that build.
        const through = signedIn && versusApp && run % 2 ? { ...signedIn, app: versusApp } : signedIn;
        const visit = await attempt(`first-visit ${floor.name}`, () =>
          floorFirstVisit(browser, url, through),
        );
        if (visit) theirs.set(floor, visit);
      }),
    ];
    // Product, bare, checked; then bare, checked, product; …: none always meets what another left behind.
    const shift = run % sides.length;
    for (const side of [...sides.slice(shift), ...sides.slice(0, shift)]) await side();
    const visit = mine as FirstVisit | null;
    if (visit) product.push(visit);
    for (const [floor, floorVisit] of theirs) {
      floor.visits.push(floorVisit);
      if (visit) floor.pairs.push([visit, floorVisit]);
    }
    const versusVisit = other as FirstVisit | null;
    if (versusVisit) {
      versus.visits.push(versusVisit);
      if (visit) versus.pairs.push([visit, versusVisit]);
      const checkedVisit = theirs.get(checked);
      if (checkedVisit) {
        versusChecked.visits.push(checkedVisit);
        versusChecked.pairs.push([versusVisit, checkedVisit]);
      }
    }
  }
  const line = (name: string, key: Figure) => {
    const mine = product.flatMap((visit) => visit[key] ?? []);
    const against = [...floors.map(({ floor }) => floor), ...(versusApp ? [versus] : [])]
      .map((floor) => floorText(product, floor, key))
      .join('');
    return `  ${name.padEnd(20)} median ${ms(quantile(mine, 0.5))}   p95 ${ms(quantile(mine, 0.95))}${against}   (n=${mine.length})`;
  };
  // The other build's own figures, against the session floor of the same runs.
  const versusLine = (name: string, key: Figure) => {
    const theirs = versus.visits.flatMap((visit) => visit[key] ?? []);
    if (!theirs.length) return `  ${name.padEnd(20)} not measured`;
    return `  ${name.padEnd(20)} median ${ms(quantile(theirs, 0.5))}   p95 ${ms(quantile(theirs, 0.95))}${floorText(versus.visits, versusChecked, key)}   (n=${theirs.length})`;
  };
  // The figure: from the first tile drawn to the toolbar usable, each run's own difference.
  const afterTile = (visits: FirstVisit[], key: 'toolbar' | 'toolbarPainted', name: string) => {
    const gaps = visits.flatMap((visit) => {
      const at = visit[key];
      return at === null ? [] : [at - visit.firstTile];
    });
    if (!gaps.length) return `  ${name.padEnd(20)} not measured`;
    return `  ${name.padEnd(20)} median ${ms(quantile(gaps, 0.5))}   p95 ${ms(quantile(gaps, 0.95))}   (n=${gaps.length})`;
  };
  // Where that time goes: each stage's own length in each run (the previous stage's end to its own), medians.
  const STAGES = [
    ['tile → released', 'firstTile', 'released'],
    ['modules fetched', 'released', 'fetched'],
    ['evaluated', 'fetched', 'evaluated'],
    ['hydrated', 'evaluated', 'hydrated'],
    ['toolbar enabled', 'hydrated', 'toolbar'],
    ['its frame painted', 'toolbar', 'toolbarPainted'],
  ] as const;
  const stages = STAGES.map(([name, from, to]) => {
    const gaps = product.flatMap((visit) => {
      const start = visit[from];
      const end = visit[to];
      return start === null || end === null ? [] : [end - start];
    });
    if (!gaps.length) return `    ${name.padEnd(18)} not measured`;
    return `    ${name.padEnd(18)} median ${ms(quantile(gaps, 0.5))}   p95 ${ms(quantile(gaps, 0.95))}   (n=${gaps.length})`;
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const scripts = (visits: FirstVisit[]) => {
    const last = visits.at(-1);
    return last
      ? `${last.scriptsBefore} files, ${kb(last.scriptBytesBefore)} before the first tile; ${last.scriptsAll} files, ${kb(last.scriptBytesAll)} in all (the product's once hydrated)`
      : 'none measured';
  };
  return [
    '  first visit (fresh context, cold cache, straight to the link; the headline):',
    line('first tile', 'firstTile'),
    line('fully loaded', 'fullyLoaded'),
    line('  first byte', 'firstByte'),
    line('controls ready', 'hydrated'),
    line('toolbar usable', 'toolbar'),
    afterTile(product, 'toolbar', 'first tile → toolbar'),
    afterTile(product, 'toolbarPainted', '  → painted'),
    ...stages,
    `  ${'scripts (as sent)'.padEnd(20)} product: ${scripts(product)}`,
    `  ${''.padEnd(20)} floor:   ${scripts(bare.visits)}`,
    `  (session floor: the floor's page answered once the session cookie is checked with GET /api/Users/current)`,
    ...(versusApp
      ? [
          `  versus (${versusApp}, the other build, its visits taking turns with this build's):`,
          versusLine('first tile', 'firstTile'),
          versusLine('fully loaded', 'fullyLoaded'),
          versusLine('  first byte', 'firstByte'),
          versusLine('toolbar usable', 'toolbar'),
          afterTile(versus.visits, 'toolbar', 'first tile → toolbar'),
        ]
      : []),
  ];
}
