/**
 * Remix's route-module loader with spec 4.1's chunk rule, swapped in for @remix-run/react's own
 * (`dist/esm/routeModules.js`, same export) by vite/route-module-retry.ts. Remix 2.17.5 imports a route's
 * module once and, if that fails, reloads the page it is on: one try, and the click that asked for the page is
 * lost. Here the route's files are fetched first, up to 5 more times 1 s apart, and imported only once they all
 * answer (a failed import would be remembered by the browser for the life of the page); when they never do,
 * the page reloads once, at the URL the person was going to.
 */
import { fetchAll, wait, withChunkRetries } from './chunk-retry';

/** What Remix passes: one route of its manifest. */
interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
}

type RouteModules = Record<string, unknown>;

/** Where the last reload for a chunk went, so a page that still cannot load it is not reloaded in a loop. */
export const RELOAD_MARKER_KEY = 'chunkReload';
const RELOAD_MARKER_TTL_MS = 60_000;

export interface RouteModuleLoaderDeps {
  importModule(url: string): Promise<unknown>;
  fetchFile: typeof fetch;
  sleep(ms: number): Promise<void>;
  /** The URL (path, query, hash) of the page being navigated to, or of this page when none is. */
  target(): string;
  /** Loads `href` as a new document. */
  go(href: string): void;
  storage(): Storage | null;
  now(): number;
}

interface ReloadMarker {
  href: string;
  at: number;
}

function readMarker(storage: Storage | null): ReloadMarker | null {
  try {
    const marker = JSON.parse(storage?.getItem(RELOAD_MARKER_KEY) ?? 'null') as ReloadMarker | null;
    return marker && typeof marker.href === 'string' && typeof marker.at === 'number' ? marker : null;
  } catch {
    storage?.removeItem(RELOAD_MARKER_KEY);
    return null;
  }
}

export function createRouteModuleLoader(deps: RouteModuleLoaderDeps) {
  const loading = new Map<string, Promise<unknown>>();

  async function load(route: ManifestRoute): Promise<unknown> {
    await withChunkRetries(() => fetchAll([route.module, ...(route.imports ?? [])], deps.fetchFile), {
      sleep: (ms) => deps.sleep(ms),
    });
    return deps.importModule(route.module);
  }

  /** One reload to the target; if the last reload already went there moments ago, the error stands. */
  function reloadOnce(error: unknown): Promise<never> {
    const href = deps.target();
    const storage = deps.storage();
    const marker = readMarker(storage);
    if (marker && marker.href === href && deps.now() - marker.at < RELOAD_MARKER_TTL_MS) {
      storage?.removeItem(RELOAD_MARKER_KEY);
      return Promise.reject(error);
    }
    storage?.setItem(RELOAD_MARKER_KEY, JSON.stringify({ href, at: deps.now() } satisfies ReloadMarker));
    deps.go(href);
    // The page is going away: nothing waiting on this module should run meanwhile.
    return new Promise<never>(() => undefined);
  }

  return async function loadRouteModule(route: ManifestRoute, routeModulesCache: RouteModules) {
    if (route.id in routeModulesCache) return routeModulesCache[route.id];
    let pending = loading.get(route.id);
    if (!pending) {
      pending = load(route).finally(() => loading.delete(route.id));
      loading.set(route.id, pending);
    }
    try {
      const routeModule = await pending;
      routeModulesCache[route.id] = routeModule;
      return routeModule;
    } catch (error) {
      return reloadOnce(error);
    }
  };
}

interface PendingNavigation {
  state: string;
  formMethod?: string;
  location?: { pathname: string; search: string; hash: string };
}

/** The page a navigation under way is going to (a GET: a link or a search form), else this page. */
export function navigationTarget(): string {
  const router = (window as { __remixRouter?: { state: { navigation: PendingNavigation } } }).__remixRouter;
  const navigation = router?.state.navigation;
  const isGet = !navigation?.formMethod || navigation.formMethod.toLowerCase() === 'get';
  if (navigation && navigation.state !== 'idle' && navigation.location && isGet) {
    const { pathname, search, hash } = navigation.location;
    return `${pathname}${search}${hash}`;
  }
  return `${location.pathname}${location.search}${location.hash}`;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export const loadRouteModule = createRouteModuleLoader({
  importModule: (url) => import(/* @vite-ignore */ url),
  fetchFile: (input, init) => fetch(input, init),
  sleep: (ms) => wait(ms),
  target: navigationTarget,
  go(href) {
    if (href === `${location.pathname}${location.search}${location.hash}`) location.reload();
    else location.assign(href);
  },
  storage: sessionStore,
  now: () => Date.now(),
});
