/**
 * Writes the success examples of openapi.yaml from the seeded mock's real answers (decision 044):
 * for each operation a recipe (scripts/contract-examples.recipes.ts) says who calls it with what; the script
 * starts the mock backend in this process on a free port, puts the database back to the seed before each call,
 * makes the call, trims long lists and writes the answer as the `example` of the operation's success response.
 *
 *   npx tsx scripts/contract-examples.ts                   fills in the operations that have no example yet
 *   npx tsx scripts/contract-examples.ts --refresh getCase  rewrites those operations' examples (`--refresh all`:
 *                                                           all but the hand-written ones, HAND_WRITTEN)
 *   npx tsx scripts/contract-examples.ts --dry-run          prints what it would write
 *
 * Then `npx prettier --write openapi.yaml` and `npm run contracts`. tests/contract/examples.test.ts keeps every
 * example valid (JSON Schema and the app's zod) and naming seeded records.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMap, parse, parseDocument, visit, type Document } from 'yaml';
import { HAND_WRITTEN, RECIPES, type Api, type Recipe } from './contract-examples.recipes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const QA_TOKEN = 'contract-examples';

interface Operation {
  id: string;
  method: (typeof METHODS)[number];
  route: string;
  status: string;
  hasExample: boolean;
  requestExample: unknown;
}

/** The operations whose success answer is JSON, with their success status and whether it has an example. */
function jsonOperations(doc: Document): Operation[] {
  const spec = doc.toJS() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components: { responses: Record<string, { content?: Record<string, { example?: unknown }> }> };
  };
  const found: Operation[] = [];
  for (const [route, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId: string;
            responses: Record<string, { $ref?: string; content?: Record<string, { example?: unknown }> }>;
            requestBody?: { content: Record<string, { example?: unknown }> };
          }
        | undefined;
      if (!op) continue;
      const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
      if (!success) continue;
      const [status, declared] = success;
      const answer = declared.$ref ? spec.components.responses[declared.$ref.split('/').pop()!] : declared;
      const json = answer?.content?.['application/json'];
      if (!json) continue;
      found.push({
        id: op.operationId,
        method,
        route,
        status,
        // A shared response ($ref) has no example of this operation's own.
        hasExample: !declared.$ref && json.example !== undefined,
        requestExample: op.requestBody?.content['application/json']?.example,
      });
    }
  }
  return found;
}

/**
 * Lists trimmed for reading: a page shows two items, the tile URLs two; any other list longer than ten its first
 * ten, but the dashboard's `daily`, whose description promises 30 days.
 */
export function trim(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const keep = key === 'items' || key === 'tileImageUrls' ? 2 : key === 'daily' ? value.length : 10;
    return value.slice(0, keep).map((item) => trim(item));
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v, k)]));
  return value;
}

async function startMock() {
  process.env.MOCK_UPLOADS_DIR = mkdtempSync(path.join(tmpdir(), 'contract-examples-'));
  process.env.MOCK_QA_TOKEN = QA_TOKEN;
  process.env.MOCK_SCRYPT_COST ??= '1024';
  // The test message's example sends to a port of this machine's loopback, which interfaces may not reach unless allowed.
  process.env.MOCK_INTERFACE_ALLOWED_NETWORKS ??= '127.0.0.0/8';
  const { createMockBackend, resolveSlidesDir } = await import('../mock-server');
  const { createMockApp } = await import('../mock-server/http/app');
  const { prepareSlides } = await import('../mock-server/slides/prepare');
  const slidesDir = resolveSlidesDir();
  await prepareSlides({ slidesDir, log: () => {} });
  const backend = createMockBackend({ slidesDir, linkSecret: 'contract-examples' });
  const app = createMockApp({ backend, linkSecret: 'contract-examples' });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    reset: () => backend.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        rmSync(process.env.MOCK_UPLOADS_DIR!, { recursive: true, force: true });
      }),
  };
}

/** A small client that logs in as a demo account on first use. */
function apiFor(base: string, password: string): Api {
  const tokens = new Map<string, string>();
  async function token(email: string) {
    if (!tokens.has(email)) {
      const response = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
      tokens.set(email, ((await response.json()) as { data: { token: string } }).data.token);
    }
    return tokens.get(email)!;
  }
  return {
    forget: () => tokens.clear(),
    async call(as, method, route, { body, file, query } = {}) {
      const headers: Record<string, string> = {};
      if (as) headers.Authorization = `Bearer ${await token(as)}`;
      let payload: BodyInit | undefined;
      if (file) {
        const form = new FormData();
        for (const [name, value] of Object.entries(file.fields ?? {})) form.append(name, value);
        form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
        payload = form;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const search = query ? `?${new URLSearchParams(query)}` : '';
      const response = await fetch(`${base}${route}${search}`, { method, headers, body: payload });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
  };
}

const fill = (route: string, params: Record<string, string> = {}) =>
  route.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(params[name]!);
  });

async function capture(api: Api, op: Operation, recipe: Recipe): Promise<unknown> {
  const prepared = (await recipe.setup?.(api)) ?? {};
  const params = { ...recipe.params, ...prepared.params };
  const body = prepared.body ?? recipe.body ?? (recipe.file ? undefined : op.requestExample);
  const answer = await api.call(recipe.as, op.method.toUpperCase(), fill(op.route, params), {
    body,
    file: recipe.file,
    query: recipe.query,
  });
  if (String(answer.status) !== op.status)
    throw new Error(`${op.id}: expected ${op.status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return trim(answer.body);
}

/** The mock's links name this run's port; the examples name the contract's server instead. */
function onServer(value: unknown, base: string, server: string): unknown {
  if (typeof value === 'string') return value.replaceAll(base, server);
  if (Array.isArray(value)) return value.map((item) => onServer(item, base, server));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, onServer(v, base, server)]));
  return value;
}

/** Sets the example of an operation's success response, inlining a shared response ($ref) first. */
function writeExample(doc: Document, op: Operation, example: unknown) {
  const responsePath = ['paths', op.route, op.method, 'responses', op.status];
  const declared = doc.getIn(responsePath, true);
  if (isMap(declared) && declared.has('$ref')) {
    const name = String(declared.get('$ref')).split('/').pop()!;
    const shared = doc.getIn(['components', 'responses', name]) as unknown;
    doc.setIn(responsePath, doc.createNode((shared as { toJSON(): unknown }).toJSON()));
  }
  const node = doc.createNode(example);
  // Quoted wherever a YAML 1.1 reader would take the text for something else (a date, 11:45 as a number).
  visit(node, {
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && !sameInYaml11(scalar.value)) scalar.type = 'QUOTE_SINGLE';
    },
  });
  doc.setIn([...responsePath, 'content', 'application/json', 'example'], node);
}

function sameInYaml11(text: string): boolean {
  try {
    return parse(text, { version: '1.1' }) === text;
  } catch {
    return false;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const refreshAt = args.indexOf('--refresh');
  const refresh = new Set(refreshAt >= 0 ? (args[refreshAt + 1] ?? '').split(',') : []);
  const dryRun = args.includes('--dry-run');

  const doc = parseDocument(readFileSync(specPath, 'utf8'));
  const operations = jsonOperations(doc).filter(
    (op) => !op.hasExample || refresh.has(op.id) || (refresh.has('all') && !HAND_WRITTEN.has(op.id)),
  );
  const missing = operations.filter((op) => !RECIPES[op.id]);
  if (missing.length) throw new Error(`No recipe for ${missing.map((op) => op.id).join(', ')}`);
  if (!operations.length) {
    console.log('Every JSON operation has a success example.');
    return;
  }

  const server = String(doc.getIn(['servers', 0, 'url'])).replace(/\/$/, '');
  const { DEMO_PASSWORD } = await import('../mock-server/store/seed');
  const mock = await startMock();
  const api = apiFor(mock.base, DEMO_PASSWORD);
  const failures: string[] = [];
  try {
    for (const op of operations) {
      await mock.reset();
      api.forget();
      try {
        const example = onServer(await capture(api, op, RECIPES[op.id]!), mock.base, server);
        if (dryRun) console.log(`${op.id}: ${JSON.stringify(example).slice(0, 200)}`);
        else writeExample(doc, op, example);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  } finally {
    await mock.close();
  }
  if (!dryRun) writeFileSync(specPath, doc.toString({ lineWidth: 0 }));
  console.log(`${operations.length - failures.length} examples written${dryRun ? ' (dry run)' : ''}.`);
  if (failures.length) {
    console.error(failures.join('\n'));
    process.exit(1);
  }
}

await main();
