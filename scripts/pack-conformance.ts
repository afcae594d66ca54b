/**
 * `npm run conformance:pack [-- --out DIR]`: the conformance checker as a package of its own,
 * `pathbridge-conformance-<version>.tgz`, for a backend team's repository (docs/conformance.md, "For backend
 * teams"): the checker's modules and what they import (scripts/import-closure.ts), openapi.yaml as its default
 * contract, docs/conformance.md as its README, and a package.json with the `pathbridge-conformance` bin and the
 * packages the modules import (tsx among them, which runs the TypeScript), at this repository's versions.
 *   npm install --save-dev ./pathbridge-conformance-0.1.0.tgz && npx pathbridge-conformance --base-url URL
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { importClosure } from './import-closure';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = 'conformance/bin.mjs';

interface PackageJson {
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The package.json of the checker's package: its bin, and the imported packages at this repository's versions. */
export function manifest(own: PackageJson, packages: string[]) {
  const versions = { ...own.devDependencies, ...own.dependencies };
  const missing = packages.filter((name) => !versions[name]);
  if (missing.length) throw new Error(`imported but not in package.json: ${missing.join(', ')}`);
  return {
    name: 'pathbridge-conformance',
    version: own.version,
    private: true,
    description: "Checks a backend against PathBridge's openapi.yaml (the conformance command).",
    type: 'module',
    bin: { 'pathbridge-conformance': BIN },
    engines: own.engines,
    dependencies: Object.fromEntries(packages.map((name) => [name, versions[name]!])),
  };
}

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const out = path.resolve(values.out ?? root);
  const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const { files, packages } = importClosure([path.join(root, BIN), path.join(root, 'conformance/cli.ts')]);
  const staging = mkdtempSync(path.join(tmpdir(), 'pathbridge-conformance-'));
  try {
    const copy = (from: string, to = path.relative(root, from)) => {
      mkdirSync(path.dirname(path.join(staging, to)), { recursive: true });
      copyFileSync(from, path.join(staging, to));
    };
    for (const file of files) copy(file);
    copy(path.join(root, 'openapi.yaml'));
    copy(path.join(root, 'docs/conformance.md'), 'README.md');
    writeFileSync(
      path.join(staging, 'package.json'),
      `${JSON.stringify(manifest(own, packages), null, 2)}\n`,
    );
    mkdirSync(out, { recursive: true });
    const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', out], {
      cwd: staging,
      encoding: 'utf8',
    }).trim();
    console.log(
      `${path.join(out, packed.split('\n').pop()!)}: ${files.length} modules, openapi.yaml; ${packages.join(', ')}`,
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
