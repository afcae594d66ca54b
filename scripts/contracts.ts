/**
 * Generates contracts/generated/ from openapi.yaml, or with --check verifies that the committed files are
 * what generation would write now (CI runs the check, so a stale contract cannot land).
 *
 *   types.gen.ts       openapi-typescript: `paths`, `components`, `operations`
 *   zod.gen.ts         @hey-api/openapi-ts zod plugin: one schema per component and per operation, each
 *                      built in a pure function call so a page's bundle keeps only the schemas it uses
 *   operations.gen.ts  every operation's method, path, roles (x-roles), body bound (x-max-body-bytes) and
 *                      success-response schema, for the client, the mock and tests
 */
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createClient } from '@hey-api/openapi-ts';
import { parse } from 'yaml';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi.yaml');
const outDir = path.join(root, 'contracts', 'generated');
const HEADER = '// Auto-generated from openapi.yaml by `npm run contracts`. Do not edit.\n';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

interface OperationObject {
  operationId?: string;
  security?: unknown[];
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, unknown> };
  'x-roles'?: string[];
  'x-max-body-bytes'?: number;
}

interface OpenApiDoc {
  'x-max-body-bytes'?: number;
  components?: { responses?: Record<string, unknown>; schemas?: Record<string, unknown> };
  paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationObject>>>;
}

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

async function pretty(source: string, file: string) {
  const options = await resolveConfig(path.join(root, file));
  return format(source, { ...options, filepath: file });
}

/** False when the success answer is a file (no application/json content): the client must not parse it. */
function answersJson(doc: OpenApiDoc, responses: Record<string, unknown> = {}): boolean {
  const resolve = (answer: unknown) => {
    const { $ref } = answer as { $ref?: string };
    return ($ref ? doc.components?.responses?.[$ref.replace('#/components/responses/', '')] : answer) as
      { content?: Record<string, unknown> } | undefined;
  };
  return Object.entries(responses)
    .filter(([status]) => status.startsWith('2'))
    .some(([, answer]) => {
      const content = resolve(answer)?.content;
      return !content || 'application/json' in content;
    });
}

/**
 * The most bytes the operation's request body may have: its x-max-body-bytes, else the document's. Null for a
 * multipart upload, whose bound is its file's (its handler's, named in its own 413).
 */
function maxBodyBytes(doc: OpenApiDoc, op: OperationObject): number | null {
  const types = Object.keys(op.requestBody?.content ?? {});
  if (types.some((type) => type.startsWith('multipart/'))) return null;
  const bytes = op['x-max-body-bytes'] ?? doc['x-max-body-bytes'];
  if (!Number.isSafeInteger(bytes) || bytes! <= 0)
    throw new Error('x-max-body-bytes must be a positive integer');
  return bytes!;
}

function operationsModule(doc: OpenApiDoc & { security?: unknown[] }, zodSource: string): string {
  const has = (name: string) => new RegExp(`export const ${name} =`).test(zodSource);
  const ref = (name: string) => (has(name) ? `zod.${name}` : 'null');
  const rows: string[] = [];
  for (const [route, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${route} has no operationId`);
      const name = pascal(op.operationId);
      const secured = (op.security ?? doc.security ?? []).length > 0;
      const roles = op['x-roles'] ? `[${op['x-roles'].map((role) => `'${role}'`).join(', ')}]` : 'null';
      rows.push(
        `  ${op.operationId}: { method: '${method}', path: '${route}', secured: ${secured}, roles: ${roles}, ` +
          `maxBodyBytes: ${maxBodyBytes(doc, op)}, ` +
          `params: ${ref(`z${name}Path`)}, query: ${ref(`z${name}Query`)}, body: ${ref(`z${name}Body`)}, ` +
          `response: ${answersJson(doc, op.responses) ? ref(`z${name}Response`) : 'null'} },`,
      );
    }
  }
  return `${HEADER}import * as zod from './zod.gen';

/**
 * Every operation of the contract: method, path template, whether it needs a bearer token, the roles that may
 * call it (x-roles; null where the contract does not say), the most bytes its request body may have
 * (x-max-body-bytes; null for a multipart upload, bounded by its file's limit), and the schemas of its path
 * parameters, query, body and success response (null where it has none).
 */
export const operations = {
${rows.join('\n')}
} as const;

/** The bound on a request body where no operation names one (openapi.yaml's x-max-body-bytes). */
export const defaultMaxBodyBytes = ${maxBodyBytes(doc, {})};

export type OperationId = keyof typeof operations;
`;
}

/**
 * Each top-level schema as `/* @__PURE__ *\/ (() => …)()`. A bundler cannot know that `z.object(…)` has no side
 * effects, so without the mark every page that imports anything from `contracts` keeps, and builds when it
 * loads, all of the contract's schemas: about 50 ms of the viewer's module evaluation on this machine
 * (decision 060). Marked, a schema stays only where something uses it.
 */
function markSchemasPure(source: string): string {
  const file = ts.createSourceFile('zod.gen.ts', source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const initialisers = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .flatMap((declaration) => (declaration.initializer ? [declaration.initializer] : []));
  let marked = source;
  for (const init of initialisers.reverse()) {
    const [start, end] = [init.getStart(file), init.end];
    const pure = `/* @__PURE__ */ (() => ${marked.slice(start, end)})()`;
    marked = marked.slice(0, start) + pure + marked.slice(end);
  }
  return marked;
}

/**
 * A schema of `components.schemas` that says `additionalProperties: false` as `z.strictObject`: hey-api's zod
 * plugin writes `z.object`, which strips a field the contract forbids instead of refusing it (the mock
 * took one on updateAssignmentProfile), so the validators refuse it with a message naming it.
 */
function closedObjectsStrict(source: string, doc: OpenApiDoc): string {
  let strict = source;
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if ((schema as { additionalProperties?: unknown }).additionalProperties !== false) continue;
    const at = new RegExp(`(export const z${name} = )z\\.object\\(`);
    strict = strict.replace(at, '$1z.strictObject(');
  }
  return strict;
}

/**
 * An e-mail address's `pattern` as the pattern of zod's email format: every address in openapi.yaml is
 * `format: email` with one pattern that says what the format means (validators differ on `0@com`), and
 * hey-api writes `z.email()…regex(…)`, two rules whose two messages a form would both show. One rule, the
 * contract's pattern, its message the email's.
 */
function emailPatternAsFormat(source: string): string {
  return source.replace(
    /z\s*\.email\(\)((?:\s*\.(?:min|max)\(\d+\))*)\s*\.regex\(\s*(\/(?:[^/\\\n]|\\.)+\/)\s*,?\s*\)/g,
    'z.email({ pattern: $2 })$1',
  );
}

/**
 * A copy of the contract without `format: int64`. hey-api's zod plugin turns int64 into `z.coerce.bigint()`, but a
 * JSON number reaches the app as a number: every int64 in openapi.yaml declares a maximum within JavaScript's safe
 * integers (2^53 − 1), so its zod schema is `z.int()` with those bounds. The types (openapi-typescript) say
 * `number` either way.
 */
function withoutInt64(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutInt64);
  if (!node || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'format' && value === 'int64') continue;
    copy[key] = withoutInt64(value);
  }
  return copy;
}

async function generate(target: string) {
  await mkdir(target, { recursive: true });
  const doc = parse(await readFile(specPath, 'utf8')) as OpenApiDoc;

  const ast = await openapiTS(new URL(`file://${specPath}`), { alphabetize: false });
  await writeFile(
    path.join(target, 'types.gen.ts'),
    await pretty(HEADER + astToString(ast), 'contracts/generated/types.gen.ts'),
  );

  const heyOut = await mkdtemp(path.join(tmpdir(), 'hey-api-'));
  await createClient({
    input: withoutInt64(doc) as Record<string, unknown>,
    output: { path: heyOut },
    plugins: ['zod'],
    logs: { level: 'silent' },
  });
  const zodSource = markSchemasPure(
    emailPatternAsFormat(
      closedObjectsStrict(
        (await readFile(path.join(heyOut, 'zod.gen.ts'), 'utf8')).replace(
          /^\/\/ This file is auto-generated by @hey-api\/openapi-ts\n/,
          HEADER,
        ),
        doc,
      ),
    ),
  );
  await writeFile(path.join(target, 'zod.gen.ts'), await pretty(zodSource, 'contracts/generated/zod.gen.ts'));
  await rm(heyOut, { recursive: true, force: true });

  await writeFile(
    path.join(target, 'operations.gen.ts'),
    await pretty(operationsModule(doc, zodSource), 'contracts/generated/operations.gen.ts'),
  );
}

async function main() {
  const check = process.argv.includes('--check');
  const scratch = await mkdtemp(path.join(tmpdir(), 'contracts-'));
  try {
    await generate(scratch);
    const fresh = (await readdir(scratch)).sort();
    if (check) {
      const stale: string[] = [];
      const committed = (await readdir(outDir).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.gen.ts'))
        .sort();
      for (const file of new Set([...fresh, ...committed])) {
        const a = await readFile(path.join(scratch, file), 'utf8').catch(() => null);
        const b = await readFile(path.join(outDir, file), 'utf8').catch(() => null);
        if (a !== b) stale.push(file);
      }
      if (stale.length) {
        console.error(
          `contracts/generated is stale (${stale.join(', ')}): run \`npm run contracts\` and commit.`,
        );
        process.exit(1);
      }
      console.log(`contracts/generated is up to date with openapi.yaml (${fresh.length} files).`);
      return;
    }
    await mkdir(outDir, { recursive: true });
    for (const file of fresh) await rename(path.join(scratch, file), path.join(outDir, file));
    console.log(`Generated ${fresh.map((f) => `contracts/generated/${f}`).join(', ')}.`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
