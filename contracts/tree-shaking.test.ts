/**
 * The contract's generated schemas are built only where they are used (decision 060): a page that imports
 * `contracts` for one thing must not carry, and build when it loads, all of them. Checked with the bundler the
 * app is built with (Vite's production build: Rollup) on small entries; packages are left out, so only the
 * app's and the contract's own code is looked at.
 */
import path from 'node:path';
import { build, type Rollup } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { describe, expect, it } from 'vitest';

const ENTRY = 'virtual-entry.tsx';
const contracts = path.resolve(import.meta.dirname, 'index.ts');
const viewer = path.resolve(import.meta.dirname, '../app/features/viewer/index.ts');
const isPackage = (id: string) => !/^(\.|\/|~\/|\0|contracts$)/.test(id) && !id.endsWith(ENTRY);

/** The code a production build of the module `source` keeps. */
async function bundled(source: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      tsconfigPaths(),
      {
        name: 'entry',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith(ENTRY) ? `\0${ENTRY}` : id === 'contracts' ? contracts : null),
        load: (id) => (id === `\0${ENTRY}` ? source : null),
      },
    ],
    worker: { format: 'es' },
    build: {
      write: false,
      minify: false,
      lib: { entry: ENTRY, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external: isPackage },
    },
  })) as Rollup.RollupOutput[];
  return output[0]!.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

/** Strings found only in the generated schemas and the operation table. */
const schemaOnly = /MedicalFacility|Provisionally Active/;
const operationTable = '/api/users/login';

describe('the contract in a browser bundle', () => {
  it('keeps none of the generated schemas for a page that uses only the viewer events', async () => {
    const code = await bundled(`import { viewerEventSchema } from 'contracts'; viewerEventSchema.parse({});`);
    expect(code).toContain('must be a colour like #7cfc00');
    expect(code).not.toMatch(schemaOnly);
    expect(code).not.toContain(operationTable);
  }, 60_000);

  it('keeps a schema that is used, and nothing it does not need', async () => {
    const code = await bundled(`import { schemas } from 'contracts'; console.log(schemas.zRole.options);`);
    expect(code).toContain('MedicalFacility');
    expect(code).not.toContain('Provisionally Active');
    expect(code).not.toContain(operationTable);
  }, 60_000);

  it("keeps none of them in the viewer's page", async () => {
    const code = await bundled(`export { ViewerScreen } from '${viewer}';`);
    expect(code).toContain('viewer:case-open');
    expect(code).not.toMatch(schemaOnly);
    expect(code).not.toContain(operationTable);
  }, 60_000);
});
