/**
 * The cross-site check of the production server (server/cross-site.js) in `npm run dev` too: Vite's dev server
 * runs it before Remix's request handler, so dev and production refuse the same requests.
 */
import type { Plugin } from 'vite';
import { crossSiteGuard } from '../server/cross-site.js';

export function crossSiteDevGuard(): Plugin {
  return {
    name: 'pathbridge:cross-site-guard',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(crossSiteGuard());
    },
  };
}
