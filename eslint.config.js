// @ts-check
/**
 * Lint, with the import boundaries of docs/architecture.md as errors (not wishes):
 * - contracts/ imports nothing of app/ or mock-server/; app/ and mock-server/ never import each other;
 * - app/ and mock-server/ use the contract through contracts/index.ts, never contracts/generated/ directly;
 * - components never import features, routes or server modules; features never import routes;
 * (a feature's entry points and import cycles are checked on the whole graph by scripts/check-imports.ts);
 * - the app's server code reads a posted form only through readForm (app/lib/read-form.server.ts, decision 070).
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'node_modules/',
      'contracts/generated/',
      'playwright-report/',
      'test-results/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // tsc reports what is unused (noUnusedLocals, noUnusedParameters in tsconfig.json) as part of the type check
      // it does anyway; this rule was about a tenth of ESLint's CPU for the same findings.
      '@typescript-eslint/no-unused-vars': 'off',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contracts',
              from: ['./app', './mock-server'],
              message: 'The contract layer depends on nothing.',
            },
            {
              target: './app',
              from: './mock-server',
              message: 'The app talks to any backend through API_BASE_URL.',
            },
            { target: './mock-server', from: './app', message: 'The mock backend knows only the contract.' },
            {
              target: './formats',
              from: ['./app', './mock-server', './contracts'],
              message: 'File formats (read by the viewer and the mock alike) depend on neither.',
            },
            {
              target: ['./app', './mock-server'],
              from: './contracts/generated',
              message: "Import the contract through 'contracts/index.ts'.",
            },
            {
              target: './app/components',
              from: [
                './app/features',
                './app/routes',
                './app/auth.server.ts',
                './app/session.server.ts',
                './app/api.server.ts',
              ],
              message: 'Components are shared building blocks: they know no feature, route or server module.',
            },
            { target: './app/features', from: './app/routes', message: 'Features never import routes.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their parameter `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A body that is not a readable form (a multipart body cut short) is a 400 in words through readForm (or
    // parseForm, readFormWithFiles, which use it); read any other way it was a 500 with a stack (decision 070).
    files: ['app/**/*.server.ts', 'app/**/*.server.tsx', 'app/routes/**'],
    ignores: ['app/lib/read-form.server.ts', 'app/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='formData']",
          message:
            'Read a posted form with readForm or parseForm (app/lib/read-form.server.ts): a body cut short is then a 400, not a 500.',
        },
      ],
    },
  },
);
