/**
 * Which modules each entry of a build needs, roughly as Rollup decides it (for vite/shared-chunks.ts). Rollup's
 * graph (`importedIds`) alone says too much: a route that imports one helper from a feature's `index.ts` would
 * seem to need every module that index re-exports, where Rollup gives it only the helper's module and those
 * re-exported modules whose top level has side effects (vite/side-effects.ts). This follows the names imported
 * through re-exports, then Rollup's rule for side effects; `import()` counts not at all.
 */
import type { Rollup } from 'vite';
import { effectfulFunctions, hasEffects } from './side-effects';

type Node = Rollup.AstNode & Record<string, unknown>;
type Request = '*' | string[];
export type Shape = {
  /** The module's own code's imports: each source with the names it takes ('*': all of them). */
  own: { from: string; names: Request }[];
  /** Each imported local name: its module and the name it has there ('*' for a namespace). */
  imports: Map<string, [string, string]>;
  /** `export { a as b } from './x'`: b → [x, 'a']; `export * as n from './x'`: n → [x, '*']. */
  reexports: Map<string, [string, string]>;
  /** `export * from './x'`. */
  stars: string[];
  /** The names the module's own code exports. */
  local: Set<string>;
};

const nameOf = (node: Node | undefined) => String(node?.name ?? node?.value);

/** A module's shape, read from its syntax tree (`resolve`: a specifier to the id Rollup gave it). */
export async function shapeOf(
  ast: Rollup.ProgramNode,
  resolve: (source: string) => Promise<string | null>,
): Promise<Shape> {
  const shape: Shape = { own: [], imports: new Map(), reexports: new Map(), stars: [], local: new Set() };
  for (const statement of ast.body as unknown as Node[]) {
    const source = (statement.source as Node | null | undefined)?.value;
    const from = typeof source === 'string' ? await resolve(source) : null;
    const specifiers = (statement.specifiers ?? []) as Node[];
    if (statement.type === 'ImportDeclaration' && from) {
      const named = specifiers.map((s) =>
        s.type === 'ImportSpecifier'
          ? nameOf(s.imported as Node)
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      specifiers.forEach((s, i) => shape.imports.set(nameOf(s.local as Node), [from, named[i]!]));
      shape.own.push({ from, names: named.length === 0 || named.includes('*') ? '*' : named });
    } else if (statement.type === 'ExportAllDeclaration' && from) {
      if (statement.exported) shape.reexports.set(nameOf(statement.exported as Node), [from, '*']);
      else shape.stars.push(from);
    } else if (statement.type === 'ExportNamedDeclaration' && from) {
      for (const s of specifiers)
        shape.reexports.set(nameOf(s.exported as Node), [from, nameOf(s.local as Node)]);
    } else if (statement.type === 'ExportNamedDeclaration') {
      for (const s of specifiers) shape.local.add(nameOf(s.exported as Node));
      for (const name of declaredNames(statement.declaration as Node | null)) shape.local.add(name);
    } else if (statement.type === 'ExportDefaultDeclaration') shape.local.add('default');
  }
  return shape;
}

function declaredNames(declaration: Node | null): string[] {
  if (!declaration) return [];
  if (declaration.type !== 'VariableDeclaration') return [nameOf(declaration.id as Node)];
  // Destructured exports (`export const { a } = …`) are rare: their names count as the module's own.
  return (declaration.declarations as Node[]).flatMap((d) =>
    (d.id as Node).type === 'Identifier' ? [nameOf(d.id as Node)] : ['*destructured'],
  );
}

/**
 * Whether each module's top level has side effects, judged once per build from its shape and tree: `surely`
 * counts only calls into CommonJS packages (React's `forwardRef`: Rollup cannot see into them), and app functions
 * that make one; otherwise a call into any package counts too, since Rollup may not see it as pure either.
 */
export function sideEffectsJudge(shapes: Map<string, Shape>, infoOf: Rollup.GetModuleInfo, surely: boolean) {
  const effects = new Map<string, boolean>();
  const effectful = new Map<string, Set<string>>();
  // A module and name, followed through re-exports to where it is defined.
  const origin = (id: string, name: string, hops = 0): [string, string] => {
    const next = shapes.get(id)?.reexports.get(name);
    return next && hops < 10 ? origin(next[0], next[1], hops + 1) : [id, name];
  };
  const impureIn = (id: string) => (local: string) => {
    const imported = shapes.get(id)?.imports.get(local);
    if (!imported) return false;
    const [from, name] = origin(...imported);
    const info = infoOf(from);
    if ((info?.meta.commonjs as { isCommonJS?: unknown } | undefined)?.isCommonJS) return true;
    if (from.includes('/node_modules/')) return !surely;
    if (name === '*') return false;
    return functionsOf(from).has(name);
  };
  const functionsOf = (id: string): Set<string> => {
    let names = effectful.get(id);
    if (names) return names;
    effectful.set(id, (names = new Set()));
    const ast = infoOf(id)?.ast;
    if (ast) effectfulFunctions(ast, impureIn(id)).forEach((name) => names.add(name));
    return names;
  };
  return (id: string) => {
    let judged = effects.get(id);
    if (judged === undefined) {
      const ast = infoOf(id)?.ast;
      effects.set(id, (judged = !ast || hasEffects(ast, impureIn(id))));
    }
    return judged;
  };
}

/**
 * The modules whose own code `entry` needs: what it imports by name, followed through re-exports, and as Rollup
 * does, every module with side effects that a needed module imports, directly or through modules without any.
 */
export function modulesNeededBy(
  entry: string,
  shapes: Map<string, Shape>,
  infoOf: Rollup.GetModuleInfo,
  effectsOf: (id: string) => boolean,
) {
  const needed = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const scanned = new Set<string>();
  const queue: [string, Request][] = [[entry, '*']];
  const ask = (id: string, names: Request) => queue.push([id, names]);
  // Rollup's rule: a dependency with side effects is needed; one without is looked through to its own imports.
  const sideEffectsOf = (ids: readonly string[]) => {
    for (const id of ids) {
      const info = infoOf(id);
      if (scanned.has(id) || !info || info.moduleSideEffects === false) continue;
      scanned.add(id);
      if (info.moduleSideEffects === 'no-treeshake' || (info.isIncluded && effectsOf(id))) ask(id, []);
      else sideEffectsOf(info.importedIds);
    }
  };
  while (queue.length > 0) {
    const [id, request] = queue.pop()!;
    const seen = asked.get(id) ?? new Set<string>();
    asked.set(id, seen);
    if (seen.has('*')) continue;
    const fresh = request === '*' ? ['*'] : request.filter((name) => !seen.has(name));
    fresh.forEach((name) => seen.add(name));
    const shape = shapes.get(id);
    const all = fresh.includes('*') || !shape;
    const fromStars = fresh.filter((name) => !shape?.reexports.has(name) && !shape?.local.has(name));
    // Its own code: all of it, for its side effects (asked for no name), one of its own names, or a name found
    // nowhere (read as its own).
    const own =
      all ||
      request.length === 0 ||
      fresh.some((name) => shape.local.has(name)) ||
      (fromStars.length > 0 && shape.stars.length === 0);
    if (own && !needed.has(id)) {
      needed.add(id);
      if (shape) shape.own.forEach(({ from, names }) => ask(from, names));
      else infoOf(id)?.importedIds.forEach((imported) => ask(imported, '*'));
      sideEffectsOf(infoOf(id)?.importedIds ?? []);
    }
    if (!shape) continue;
    for (const [exported, [from, name]] of shape.reexports)
      if (all || fresh.includes(exported)) ask(from, name === '*' ? '*' : [name]);
    for (const from of shape.stars) if (all || fromStars.length > 0) ask(from, all ? '*' : fromStars);
  }
  return needed;
}
