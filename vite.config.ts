import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import remixConfig from './remix.config.js';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixConfig), tsconfigPaths()],
  server: { port: 3000, host: 'localhost' },
  // One copy of React in dev: optimise the client dependencies up front (see docs/toolchain.md).
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
      ...[
        'chevron-down',
        'chevron-right',
        'circle-user',
        'construction',
        'eye',
        'eye-off',
        'info',
        'loader-circle',
        'menu',
        'microscope',
        'x',
      ].map((icon) => `lucide-react/icons/${icon}`),
    ],
  },
});
