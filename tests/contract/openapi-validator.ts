/**
 * Checks an HTTP response against openapi.yaml itself (not the generated code): the operation must exist, the
 * status must be declared for it, and the JSON body must match the declared schema (JSON Schema 2020-12).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
}

/** A response declared in components by `$ref` ('#/components/responses/Name'). */
const responseNamed = (ref: string) =>
  (openapi as unknown as { components?: { responses?: Record<string, ResponseObject> } }).components
    ?.responses?.[ref.replace('#/components/responses/', '')];

/**
 * openapi.yaml as an object. Parsing the YAML takes seconds and every test file loads this module, so the result
 * is kept as JSON in .cache/ under the hash of the YAML it came from: one parse per change of the contract.
 */
function loadOpenapi(): OpenApiDoc {
  const source = readFileSync(path.join(root, 'openapi.yaml'), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex');
  const cacheFile = path.join(root, '.cache', 'openapi.json');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { hash: string; doc: OpenApiDoc };
    if (cached.hash === hash) return cached.doc;
  } catch {
    // No cache yet, or a torn one: parse below.
  }
  const doc = parse(source) as OpenApiDoc;
  // Written whole, then renamed: test files in parallel never read half a file.
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify({ hash, doc }));
  renameSync(temporary, cacheFile);
  return doc;
}

export const openapi = loadOpenapi();

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapi, 'openapi.json');

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const templates = Object.keys(openapi.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`),
}));

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(ref: string) {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#${ref}` });
    validators.set(ref, validate);
  }
  return validate;
}

/** The problems with one response; empty when it honours the contract. Mock-only routes are not judged. */
export async function contractViolations(request: Request, response: Response): Promise<string[]> {
  const { pathname } = new URL(request.url);
  const method = request.method.toLowerCase();
  const label = `${request.method} ${pathname} → ${response.status}`;
  const match = templates.find((t) => t.pattern.test(pathname));
  // Paths outside the contract and outside /api (the mock's own /__mock routes) are not judged.
  if (!match && !pathname.startsWith('/api/')) return [];
  const operation = match ? openapi.paths[match.template]?.[method] : undefined;

  // Outside the contract (unknown path or method) the mock must still answer in the error envelope.
  let ref = '/components/schemas/ErrorEnvelope';
  if (operation) {
    const declared = operation.responses?.[String(response.status)];
    if (!declared) return [`${label}: status ${response.status} is not declared in openapi.yaml`];
    const answer = declared.$ref ? responseNamed(declared.$ref) : declared;
    // No content declared (304): nothing to judge. A file (no application/json): only its declared type.
    if (!answer?.content) return [];
    if (!answer.content['application/json']) {
      const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      return type in answer.content ? [] : [`${label}: content type "${type}" is not declared`];
    }
    ref = declared.$ref
      ? `${declared.$ref.slice(1)}/${pointer('content', 'application/json', 'schema')}`
      : `/${pointer('paths', match!.template, method, 'responses', String(response.status), 'content', 'application/json', 'schema')}`;
  } else if (response.status !== 404 && response.status !== 405) {
    return [`${label}: no operation in openapi.yaml, so only 404 or 405 may answer`];
  }

  const body: unknown = await response
    .clone()
    .json()
    .catch(() => Symbol.for('not json'));
  if (typeof body === 'symbol') return [`${label}: body is not JSON`];
  const validate = validatorFor(ref);
  if (validate(body)) return [];
  return [`${label}: ${ajv.errorsText(validate.errors)}`];
}
