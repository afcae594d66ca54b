// @ts-check
/**
 * The Remix options, read by vite.config.ts and nothing else. Routes are declared here from one table
 * (app/route-table.js) rather than from file names, so every URL, its title and its access rule are in one
 * place: see docs/decisions/004-route-table.md.
 */
import { RESOURCES } from './app/resource-routes.js';
import { PAGES, VIEWER } from './app/route-table.js';

const UNDER_CONSTRUCTION = 'routes/under-construction.tsx';

/** @type {{ [guard: string]: string }} */
const GUARD_MODULES = { public: 'routes/_public.tsx', user: 'routes/_user.tsx', admin: 'routes/_admin.tsx' };

/** Remix paths are relative to their parent; '/' is the index route. */
const relative = (/** @type {string} */ path) => path.replace(/^\//, '');

export default {
  // BUILD_DIR lets several builds live side by side (parallel work on one machine); `build` otherwise.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every route comes from the table below; no file under app/routes becomes a route by its name.
  ignoredRouteFiles: ['**/*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the browser gets the whole route manifest as one cached file instead of the server matching every
    // URL against all routes once more per page to inline a part of it (docs/performance.md, decision 022).
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
    // In dev, Vite scans the client entry and every route for their dependencies before the first page: without
    // it, it finds some only when a page asks for them (recharts, effector, the viewer's), bundles them again and
    // reloads, and that first page meets two copies of React ('Invalid hook call').
    unstable_optimizeDeps: true,
  },
  /** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route(undefined, 'routes/_shell.tsx', { id: 'shell' }, () => {
        for (const [access, module] of Object.entries(GUARD_MODULES)) {
          route(undefined, module, { id: `guard-${access}` }, () => {
            for (const page of PAGES.filter((p) => p.access === access)) {
              const path = relative(page.path);
              route(path || undefined, page.module ?? UNDER_CONSTRUCTION, {
                id: page.id,
                index: path === '',
              });
            }
          });
        }
        route('*', 'routes/not-found.tsx', { id: 'not-found' });
      });
      // Resource routes (app/resource-routes.js): a loader or an action, no page; the viewer is a page without
      // the frame.
      route(relative(VIEWER.path), 'routes/viewer.tsx', { id: VIEWER.id });
      for (const resource of RESOURCES) route(relative(resource.path), resource.module, { id: resource.id });
    });
  },
};
