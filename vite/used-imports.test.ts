import { parseAst, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { modulesNeededBy, shapeOf, sideEffectsJudge, type Shape } from './used-imports';

/** A small graph: each module's source, by id (its specifier too); `react` stands for a CommonJS package. */
const SOURCES: Record<string, string> = {
  route: "import { helper } from 'feature';\nexport default () => helper();",
  feature: [
    "export { helper } from 'helper';",
    "export { Button } from 'button';",
    "export { Icon } from 'icon';",
    "export { table } from 'table';",
  ].join('\n'),
  helper: "import { useId } from 'react';\nexport const helper = () => useId();",
  // A component made at the top level by a CommonJS call: Rollup keeps it wherever the feature goes.
  button: "import { forwardRef } from 'react';\nexport const Button = forwardRef(() => null);",
  // An app function that makes one: calling it at the top level counts the same.
  icon: "import { make } from 'make';\nexport const Icon = make();",
  make: "import { forwardRef } from 'react';\nexport function make() { return forwardRef(() => null); }",
  // Only pure globals and an ES package's call: Rollup drops it unless asked for it by name.
  table:
    "import { features } from '/node_modules/es/index.js';\nconst NONE = new Map();\nexport const table = features({ NONE });",
  '/node_modules/es/index.js': 'export const features = (f) => f;',
  react: 'export const forwardRef = (f) => f; export const useId = () => 1;',
};

async function build() {
  const shapes = new Map<string, Shape>();
  const infos = new Map<string, Rollup.ModuleInfo>();
  for (const [id, code] of Object.entries(SOURCES)) {
    const ast = parseAst(code);
    shapes.set(id, await shapeOf(ast, async (source) => source));
    const importedIds = [...code.matchAll(/from '([^']+)'/g)].map((m) => m[1]!);
    const commonjs = { isCommonJS: id === 'react' };
    infos.set(id, {
      id,
      ast,
      importedIds,
      isIncluded: true,
      moduleSideEffects: true,
      meta: { commonjs },
    } as never);
  }
  const infoOf = (id: string) => infos.get(id) ?? null;
  return (surely: boolean) =>
    modulesNeededBy('route', shapes, infoOf, sideEffectsJudge(shapes, infoOf, surely));
}

describe('modulesNeededBy', () => {
  it("follows a barrel's re-export to the one helper asked for, and keeps its modules with side effects", async () => {
    const needed = await build();
    // Surely: the CommonJS call (forwardRef) and an app function that makes one; not the ES package's call.
    expect([...needed(true)].sort()).toEqual(['button', 'helper', 'icon', 'make', 'react', 'route']);
    // Maybe: any package's call counts too.
    expect([...needed(false)]).toContain('table');
  });
});
