/**
 * What `npm run conformance:pack` packs (./import-closure.ts, ./pack-conformance.ts): the checker's modules and
 * nothing of the app, the mock or the tests, and only packages this repository declares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure, packageOf } from './import-closure';
import { manifest } from './pack-conformance';

const root = path.resolve(__dirname, '..');
const own = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

describe('the packed checker', () => {
  const { files, packages } = importClosure([
    path.join(root, 'conformance/bin.mjs'),
    path.join(root, 'conformance/cli.ts'),
  ]);
  const relative = files.map((file) => path.relative(root, file));

  it('holds the command and what it imports, no test and nothing of the app, the mock or the tests', () => {
    expect(relative).toEqual(
      expect.arrayContaining(['conformance/cli.ts', 'conformance/run.ts', 'conformance/report-html.ts']),
    );
    // formats/ is the file formats' own code (the FHIR R4 validator), which imports neither app nor mock.
    expect(
      relative.filter((file) => !/^(conformance|contracts|formats)\//.test(file) || /\.test\.ts$/.test(file)),
    ).toEqual([]);
  });

  it('depends on the packages it imports, at the versions of package.json, tsx among them', () => {
    const pkg = manifest(own, packages);
    expect(pkg.bin).toEqual({ 'pathbridge-conformance': 'conformance/bin.mjs' });
    expect(pkg.bin).toEqual(own.bin);
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['tsx', 'ajv', 'yaml']));
    expect(pkg.dependencies.tsx).toBe(own.devDependencies.tsx);
    expect(() => manifest(own, ['left-pad'])).toThrow('imported but not in package.json: left-pad');
  });

  it('names packages by their specifiers', () => {
    expect(packageOf('ajv/dist/2020.js')).toBe('ajv');
    expect(packageOf('@scope/name/sub')).toBe('@scope/name');
  });
});
