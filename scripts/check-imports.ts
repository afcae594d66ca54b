/**
 * `npm run lint`'s import check (scripts/import-graph.ts): fails on an import into another feature past its
 * entry points, on features that import each other (types included) and on modules that do at run time,
 * naming the files.
 */
import path from 'node:path';
import { cycles, deepImports, featureGraph, readImportGraph, runtimeGraph } from './import-graph';

const root = path.resolve(import.meta.dirname, '..');
const graph = readImportGraph(root, ['app', 'contracts', 'mock-server', 'conformance', 'formats', 'server']);
const problems = [
  ...deepImports(graph).map(
    ({ from, to }) =>
      `${from}: imports ${to}; use another feature through its index or a *.server module at its top.`,
  ),
  ...cycles(featureGraph(graph)).map((features) => `Features import each other: ${features.join(' → ')}.`),
  ...cycles(runtimeGraph(graph)).map((modules) => `Modules import each other: ${modules.join(' → ')}.`),
];
for (const problem of problems) console.error(problem);
if (problems.length) process.exit(1);
console.log(`Imports: ${graph.size} modules, no deep feature import, no cycle.`);
