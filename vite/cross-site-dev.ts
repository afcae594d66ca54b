/**
 * The cross-site and body checks of the production server (server/cross-site.js, server/body-guard.js) in
 * `npm run dev` too: Vite's dev server runs them before Remix's request handler, so dev and production refuse
 * the same requests.
 */
import type { Plugin } from 'vite';
import { bodyGuard } from '../server/body-guard.js';
import { crossSiteGuard } from '../server/cross-site.js';

export function crossSiteDevGuard(): Plugin {
  return {
    name: 'pathbridge:cross-site-guard',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(crossSiteGuard());
      server.middlewares.use(bodyGuard());
    },
  };
}
