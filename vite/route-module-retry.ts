/**
 * Spec 4.1's chunk rule for Remix's route modules: swaps @remix-run/react's route-module loader
 * (`dist/esm/routeModules.js`, imported by its `routes.js` and `links.js`) for app/lib/route-module-loader.ts
 * in the browser build. Remix 2 offers no hook for this; the build fails if the module it replaces is not where
 * Remix 2.17.5 has it, so an upgrade cannot drop the rule silently. `npm run dev` keeps Remix's own loader
 * (its dependencies are pre-bundled before plugins see them).
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const REPLACEMENT = path.resolve(import.meta.dirname, '../app/lib/route-module-loader.ts');
const REMIX_REACT = /[\\/]@remix-run[\\/]react[\\/]dist[\\/]esm[\\/][^\\/]+\.js$/;

export function routeModuleRetry(): Plugin {
  let clientBuild = false;
  let replaced = 0;
  return {
    name: 'pathbridge:route-module-retry',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      clientBuild = !config.build.ssr;
    },
    resolveId(source, importer) {
      if (!clientBuild || source !== './routeModules.js' || !importer || !REMIX_REACT.test(importer))
        return null;
      replaced++;
      return REPLACEMENT;
    },
    buildEnd(error) {
      if (clientBuild && !error && replaced === 0) {
        this.error(
          "route-module-retry: @remix-run/react no longer imports './routeModules.js'; the chunk retry of " +
            'spec 4.1 needs a new place (see app/lib/route-module-loader.ts).',
        );
      }
    },
  };
}
