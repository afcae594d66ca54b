/**
 * The floor `npm run bench:viewer` compares the viewer with: a bare page of OpenSeadragon 6.1.1 (the built file
 * from node_modules) with the product's options (constants.ts paneOsdOptions, as the pane), opening the same
 * sources the product gets — a link's inline Deep Zoom object, or its file through the `geotiff-tilesource`
 * plugin (a devDependency, bench only) when the link has no Deep Zoom copy. The page records the same
 * `performance.measure` names as the viewer (timings.ts): case-open from navigation start, slide-change from
 * `benchOpen(i)` (called by a click on the page's "Next slide" button, as the viewer's change is a click:
 * decision 057), fov from a pan or zoom to every visible tile drawn.
 *
 * Each page is also served as a second floor, the session floor (`page()`'s `sessionChecked`): the same page answered only
 * once the request's session is checked as the app checks it, the app's session cookie (sent by a browser signed in
 * to the app: cookies do not go by port) unsealed and `GET /api/Users/current` asked of the mock with its token; a
 * page whose check fails answers 401.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SlideLink } from '../app/features/viewer/slide-links';
import { createSealer, type Sealer } from '../app/session-seal.server';
import { MAIN_TILES, paneOsdOptions, ZOOM_IN_FACTOR } from '../app/features/viewer/constants';

const require = createRequire(import.meta.url);

/** The plugin, from the project or (a machine whose node_modules is shared) from BENCH_NODE_PATH. */
function pluginFile(): string | null {
  const paths = [process.cwd(), ...(process.env.BENCH_NODE_PATH ? [process.env.BENCH_NODE_PATH] : [])];
  try {
    // The package's main entry is the UMD build (it exports no package.json).
    return require.resolve('geotiff-tilesource', { paths });
  } catch {
    return null;
  }
}

/** What the pane passes to OpenSeadragon (slide-pane.tsx), the main pane's tile preset. */
const OPTIONS = paneOsdOptions(MAIN_TILES);

export type BaselineSource = { dzi: object } | { tiff: string };

/** The source the product opens first for a link: its Deep Zoom object, else the file (the TIFF route). */
export function baselineSourceOf(link: SlideLink): BaselineSource {
  return link.dziTileSourceObject ? { dzi: link.dziTileSourceObject } : { tiff: link.link };
}

const PAGE_SCRIPT = `
const cfg = JSON.parse(document.getElementById('cfg').textContent);
const viewer = OpenSeadragon({ element: document.getElementById('v'), ...cfg.options });
let pending = 'viewer:case-open', start = 0, fovStart = null;
const measure = (name, from) => performance.measure(name, { start: from, end: performance.now() });
viewer.addHandler('tile-drawn', () => { if (pending) { measure(pending, start); pending = null; } });
const moved = () => { if (!pending && fovStart === null) fovStart = performance.now(); };
viewer.addHandler('zoom', moved);
viewer.addHandler('pan', moved);
const loaded = () => { if (fovStart !== null) { measure('viewer:fov', fovStart); fovStart = null; } };
viewer.addHandler('fully-loaded-change', (e) => { if (e.fullyLoaded) loaded(); });
viewer.addHandler('animation-finish', () => { if (viewer.world.getItemAt(0)?.getFullyLoaded()) loaded(); });
async function sourceOf(s) {
  if (s.dzi) return s.dzi;
  const all = await OpenSeadragon.GeoTIFFTileSource.getAllTileSources(s.tiff, { logLatency: false });
  return all[0];
}
window.benchOpen = async (i) => {
  start = performance.now(); fovStart = null;
  viewer.close();
  pending = 'viewer:slide-change';
  viewer.open(await sourceOf(cfg.sources[i]));
};
window.benchZoomIn = () => viewer.viewport.zoomBy(${ZOOM_IN_FACTOR});
document.getElementById('next').addEventListener('click', () => window.benchOpen(1));
sourceOf(cfg.sources[0]).then((s) => viewer.open(s));
`;

/** The session cookie's name and the secret the bench's app seals it with (bench-viewer.ts starts it with it). */
const SESSION_COOKIE = '__session';
export const BENCH_SESSION_SECRET = 'bench-session-secret';

/** What the app's check of a session asks (auth.server.ts): the token in the cookie, read by the API. */
type SessionCheck = { api: string; secret: string };

/**
 * Whether the request's session is live: its cookie unsealed and its token taken by `GET /api/Users/current`, the
 * one API call the app's check makes when nothing else answers for the token (auth.server.ts).
 */
async function sessionChecked(
  cookieHeader: string | undefined,
  check: SessionCheck,
  sealer: Sealer,
): Promise<boolean> {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  const data = raw ? sealer.unseal(raw) : null;
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token !== 'string') return false;
  const response = await fetch(`${check.api}/api/Users/current`, {
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => null);
  await response?.arrayBuffer();
  return response?.ok ?? false;
}

/**
 * Serves the bare page at `/?page=…` for the sources registered with `page()`, and with `&session` once the
 * request's session is checked (`check`: the mock the app reads and the app's session secret). `page()` returns
 * null when the plugin is not installed and a source needs it (the TIFF baseline is then skipped).
 */
export function startBaselineServer(port: number, check?: SessionCheck) {
  const osd = readFileSync(require.resolve('openseadragon/build/openseadragon/openseadragon.min.js'));
  const pluginPath = pluginFile();
  const plugin = pluginPath ? readFileSync(pluginPath) : null;
  const pages = new Map<string, string>();
  // Made once, as the app's (session.server.ts): the key is derived here, not per request.
  const sealer = check ? createSealer([check.secret], SESSION_COOKIE) : null;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    const send = (type: string, body: string | Buffer) => {
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (url.pathname === '/osd.js') send('text/javascript', osd);
    else if (url.pathname === '/gts.js' && plugin) send('text/javascript', plugin);
    else if (url.pathname === '/' && pages.has(url.searchParams.get('page') ?? '')) {
      const page = pages.get(url.searchParams.get('page')!)!;
      if (!url.searchParams.has('session')) send('text/html', page);
      else if (!check || !sealer) response.writeHead(404).end();
      else {
        void sessionChecked(request.headers.cookie, check, sealer).then((live) =>
          live ? send('text/html', page) : response.writeHead(401).end(),
        );
      }
    } else {
      response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404);
      response.end();
    }
  });
  server.listen(port, '127.0.0.1');
  return {
    plugin: plugin !== null,
    pluginVersion: pluginPath
      ? (
          JSON.parse(readFileSync(path.join(path.dirname(pluginPath), '../package.json'), 'utf8')) as {
            version: string;
          }
        ).version
      : null,
    /**
     * Registers a page opening `sources[0]` in a `size` box; its URL, or null when it needs the plugin. The URL
     * with `&session` added is the floor that checks the session first (`sessionFloor`).
     */
    page(name: string, sources: BaselineSource[], size: { width: number; height: number }): string | null {
      const tiff = sources.some((source) => 'tiff' in source);
      if (tiff && !plugin) return null;
      const cfg = JSON.stringify({ options: OPTIONS, sources }).replace(/</g, '\\u003c');
      pages.set(
        name,
        `<!doctype html><html><head><meta charset="utf-8"><title>baseline</title></head>
<body style="margin:0;background:#171717">
<div id="v" data-testid="osd-container" style="position:absolute;left:0;top:0;width:${size.width}px;height:${size.height}px"></div>
<button id="next" type="button" style="position:absolute;right:16px;top:16px">Next slide</button>
<script id="cfg" type="application/json">${cfg}</script>
<script src="/osd.js"></script>${tiff ? '<script src="/gts.js"></script>' : ''}
<script>${PAGE_SCRIPT}</script></body></html>`,
      );
      return `http://localhost:${port}/?page=${encodeURIComponent(name)}`;
    },
    /** The floor that answers once the session is checked (the session floor), for a URL `page()` returned. */
    sessionFloor: (url: string | null) => (url && check ? `${url}&session` : null),
    close: () => server.close(),
  };
}

export type BaselineServer = ReturnType<typeof startBaselineServer>;
