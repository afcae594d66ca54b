import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import babel from 'vite-plugin-babel';
import { compression } from 'vite-plugin-compression2';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';
import { crossSiteDevGuard } from './vite/cross-site-dev';
import { routeModuleRetry } from './vite/route-module-retry';
import { iconDependencies, leanIcons } from './vite/lean-icons';
import { fileURLToPath } from 'node:url';
import { sonnerStylesheet } from './vite/sonner-stylesheet';
import { sharedChunks } from './vite/shared-chunks';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

// effector's babel plugin names the viewer model's units with stable ids (sids), for debugging and SSR-safe
// scopes; scoped to the model's files so Babel stays out of every other module (docs/viewer-model.md).
const effectorSids = babel({
  include: /app\/features\/viewer\/model\/(?![^/]*\.test\.)[^/]+\.ts$/,
  // TypeScript after Babel, for Vite's scan of the dependencies in dev (remix.config.js, unstable_optimizeDeps).
  loader: 'ts',
  babelConfig: {
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript'] },
    plugins: [['effector/babel-plugin', { addLoc: false }]],
  },
});

// The browser's files compressed once, at build (gzip and Brotli beside each), so the server sends them without
// compressing every request (server/index.js; decision 055). The server bundle needs none.
const precompressed: Plugin = {
  ...compression({ include: /\.(js|css|wasm|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
};

export default defineConfig({
  plugins: [
    crossSiteDevGuard(),
    routeModuleRetry(),
    sonnerStylesheet(),
    leanIcons(),
    effectorSids,
    tailwindcss(),
    remix(remixConfig),
    tsconfigPaths(),
    sharedChunks(),
    precompressed,
  ],
  server: { port: 3000, host: 'localhost' },
  // The TIFF worker (app/features/viewer/tiff) loads geotiff's decoders on demand: code splitting needs ES workers.
  worker: { format: 'es' },
  // The server renders the same lean icons as the browser (vite/lean-icons.ts): in dev, an external lucide-react
  // would skip the plugin on the server and every icon would mismatch at hydration.
  ssr: { noExternal: ['lucide-react'] },
  // One copy of React in dev: the client's dependencies bundled before the first page. Vite scans the routes for
  // them (remix.config.js, unstable_optimizeDeps); what the scan cannot see is named here: the lean icons'
  // modules (made by the plugin), the TIFF worker's and the on-demand JPEG 2000 decoder. A dependency found later
  // makes Vite bundle again and reload, and the page loaded meanwhile meets two copies of React (decision 094).
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      '@remix-run/react',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-dialog',
      '@radix-ui/react-label',
      '@radix-ui/react-slot',
      'sonner',
      'class-variance-authority',
      'clsx',
      'tailwind-merge',
      'zod',
      'zod/v4/core',
      '@conform-to/react',
      '@conform-to/zod/v4',
      'cmdk',
      '@radix-ui/react-popover',
      'libphonenumber-js/min',
      // Loaded by the TIFF reader's worker and on demand, where the scan of the routes does not look.
      'geotiff',
      '@cornerstonejs/codec-openjpeg/decodewasmjs',
      ...iconDependencies(fileURLToPath(new URL('./app', import.meta.url))),
    ],
  },
});
