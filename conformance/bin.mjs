#!/usr/bin/env node
/**
 * `pathbridge-conformance`, the package's bin (`npx pathbridge-conformance --base-url URL [options]`, and
 * `npm run conformance`): the conformance command (./cli.ts) from any directory. The checker is TypeScript;
 * tsx (a dependency of the packed checker, a devDependency of this repository) loads it, for this import only.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./cli.ts', import.meta.url);
