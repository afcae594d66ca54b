/**
 * The repository's import graph and the two rules lint keeps on it (docs/architecture.md):
 * - a feature (`app/features/<name>/`) is used from outside only through its entry points, its `index.ts` or a
 *   `*.server.ts` module at its top (server code cannot go through an index the browser bundle also loads);
 * - no import cycle, between modules or between features (a feature that needs another which needs it back is
 *   one feature, or the shared part belongs lower down: `app/components`, `app/lib`, `contracts/`).
 * Imports are read and resolved by the TypeScript compiler with the project's own settings (the `~/` alias
 * included), so what the graph says is what the build does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Module → the modules it imports, as paths relative to the root with `/` separators, each marked `true` when
 * every import of it is for types only (erased by the compiler, so no cycle at run time, though still a
 * dependency between features).
 */
export type ImportGraph = Map<string, Map<string, boolean>>;

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'build', 'generated', '.cache', 'test-results']);

/** The source files under `directory` (not its build, generated or cached folders, nor declaration files). */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** What a module imports: each specifier, and whether it names types only. */
function importsOf(file: string): Array<{ specifier: string; typeOnly: boolean }> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: Array<{ specifier: string; typeOnly: boolean }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly = Boolean(
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly))),
      );
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The graph of the modules under `directories` (relative to `root`), resolved as tsconfig.json says. */
export function readImportGraph(root: string, directories: string[]): ImportGraph {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const options = config!.options;
  const graph: ImportGraph = new Map();
  const local = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of directories.flatMap((directory) => sourceFiles(path.join(root, directory)))) {
    const imports = new Map<string, boolean>();
    for (const { specifier, typeOnly } of importsOf(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = local(resolved.resolvedFileName);
      imports.set(target, (imports.get(target) ?? true) && typeOnly);
    }
    graph.set(local(file), imports);
  }
  return graph;
}

/** The graph without its type-only imports: what runs. */
export function runtimeGraph(graph: ImportGraph): ImportGraph {
  return new Map(
    [...graph].map(([file, imports]) => [file, new Map([...imports].filter(([, typeOnly]) => !typeOnly))]),
  );
}

/** The feature a module belongs to (`app/features/viewer/model/ids.ts` → `viewer`), if any. */
export function featureOf(file: string): string | undefined {
  return /^app\/features\/([^/]+)\//.exec(file)?.[1];
}

/** A feature's entry points: its index, and the server modules at its top. */
export const isFeatureEntry = (file: string) =>
  /^app\/features\/[^/]+\/(index\.tsx?|[^/]+\.server\.tsx?)$/.test(file);

export interface DeepImport {
  from: string;
  to: string;
}

/** Imports that reach into another feature past its entry points. */
export function deepImports(graph: ImportGraph): DeepImport[] {
  const found: DeepImport[] = [];
  for (const [from, imports] of graph) {
    for (const to of imports.keys()) {
      const target = featureOf(to);
      if (target && target !== featureOf(from) && !isFeatureEntry(to)) found.push({ from, to });
    }
  }
  return found;
}

/** The graph of features: one feature depends on another when any of its modules imports one of the other's. */
export function featureGraph(graph: ImportGraph): ImportGraph {
  const features: ImportGraph = new Map();
  for (const [from, imports] of graph) {
    const source = featureOf(from);
    if (!source) continue;
    const edges = features.get(source) ?? features.set(source, new Map()).get(source)!;
    for (const [to, typeOnly] of imports) {
      const target = featureOf(to);
      if (target && target !== source) edges.set(target, (edges.get(target) ?? true) && typeOnly);
    }
  }
  return features;
}

/**
 * Every cycle as the nodes of one strongly connected component with more than one node (or a node importing
 * itself), each sorted, the list sorted: Tarjan's algorithm, iterative so a deep graph cannot overflow the stack.
 */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const edgesOf = (node: string) => [...(graph.get(node)?.keys() ?? [])].filter((to) => graph.has(to));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edges: string[]; at: number }> = [];
    const enter = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: edgesOf(node), at: 0 });
    };
    enter(start);
    while (work.length) {
      const frame = work[work.length - 1]!;
      if (frame.at < frame.edges.length) {
        const to = frame.edges[frame.at++]!;
        if (!index.has(to)) enter(to);
        else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) found.push(component.sort());
    }
  }
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
