/**
 * openapi.yaml as data: loaded once (cached as JSON under the YAML's hash), one Ajv (JSON Schema 2020-12) holding
 * the whole document so any schema in it is compiled by its JSON pointer, and the operations with their
 * parameters, bodies and responses resolved. Shared by the conformance checker and the in-process contract
 * validator (tests/contract/openapi-validator.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { SUMS_KEYWORD } from './sums-keyword';
import { parse } from 'yaml';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type Schema = Record<string, unknown>;
export interface ResponseObject {
  $ref?: string;
  description?: string;
  headers?: Record<string, { $ref?: string; required?: boolean; schema?: Schema }>;
  content?: Record<string, { schema?: Schema; example?: unknown }>;
}
export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}
export interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: ParameterObject[];
  requestBody?: {
    required?: boolean;
    content?: Record<
      string,
      { schema?: Schema; example?: unknown; examples?: Record<string, { value?: unknown }> }
    >;
  };
  responses?: Record<string, ResponseObject>;
  'x-roles'?: string[];
}
export interface OpenApiDoc {
  security?: unknown[];
  paths: Record<string, Record<string, OperationObject> & { parameters?: ParameterObject[] }>;
  components?: Record<string, Record<string, unknown>>;
}

/**
 * openapi.yaml (or another file) as an object. Parsing the YAML takes seconds and every test file loads this
 * module, so the result is kept as JSON in .cache/ under the hash of the YAML it came from.
 */
export function loadOpenapi(file = path.join(root, 'openapi.yaml')): OpenApiDoc {
  const source = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(source).digest('hex');
  const cacheFile = path.join(root, '.cache', 'openapi.json');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { hash: string; doc: OpenApiDoc };
    if (cached.hash === hash) return cached.doc;
  } catch {
    // No cache yet, or a torn one: parse below.
  }
  const doc = parse(source) as OpenApiDoc;
  // Written whole, then renamed: processes in parallel never read half a file. Where the checker is installed
  // read-only (a packed checker in a CI image), it parses each time.
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify({ hash, doc }));
    renameSync(temporary, cacheFile);
  } catch {
    // No cache: the next run parses again.
  }
  return doc;
}

/** A JSON pointer from its parts ('~' and '/' escaped). */
export const pointer = (...parts: string[]) =>
  '/' + parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The node a local `$ref` ('#/components/…') names. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  return ref
    .replace(/^#?\//, '')
    .split('/')
    .map((p) => p.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

/** Follows `$ref`s until an object without one; with the pointer of what was finally found. */
export function deref<T extends object>(doc: unknown, node: T, at: string): { node: T; at: string } {
  let current = node;
  let where = at;
  for (let hops = 0; hops < 20; hops++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') break;
    where = ref.replace(/^#/, '');
    current = resolvePointer(doc, ref) as T;
  }
  return { node: current, at: where };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

export interface ParameterInfo extends ParameterObject {
  /** JSON pointer of its schema in the document. */
  schemaAt: string;
}
export interface BodyInfo {
  mediaType: string;
  required: boolean;
  schema?: Schema;
  schemaAt: string;
  examples: unknown[];
}
export interface OperationInfo {
  operationId: string;
  method: string;
  path: string;
  pattern: RegExp;
  tags: string[];
  /** Whether a bearer token is required (the document's default security unless the operation says []). */
  secured: boolean;
  /** `x-roles`: the roles that may call it; undefined when the contract does not say. */
  roles?: string[];
  parameters: ParameterInfo[];
  body?: BodyInfo;
  responses: Record<string, { response: ResponseObject; at: string }>;
}

/** A path template as a regular expression over a URL's pathname. */
export const templatePattern = (template: string) =>
  new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);

/** A pathname's values for a template's parameters, or undefined when it does not match. */
export function matchTemplate(template: string, pathname: string): Record<string, string> | undefined {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const capture = new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{\w+\}/g, '([^/]+)')}$`).exec(
    pathname,
  );
  if (!capture) return undefined;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(capture[i + 1]!)]));
}

/** Every operation of the document, with parameters (path-level ones included), body and responses resolved. */
export function listOperations(doc: OpenApiDoc): OperationInfo[] {
  const out: OperationInfo[] = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const parameters: ParameterInfo[] = [];
      const sources = [
        ...(item.parameters ?? []).map(
          (p, i) => [p, pointer('paths', template, 'parameters', String(i))] as const,
        ),
        ...(op.parameters ?? []).map(
          (p, i) => [p, pointer('paths', template, method, 'parameters', String(i))] as const,
        ),
      ];
      for (const [raw, at] of sources) {
        const { node, at: where } = deref(doc, raw, at);
        const others = parameters.filter((p) => !(p.name === node.name && p.in === node.in));
        parameters.splice(0, parameters.length, ...others, { ...node, schemaAt: `${where}/schema` });
      }
      let body: BodyInfo | undefined;
      const content = op.requestBody?.content ?? {};
      const mediaType = Object.keys(content)[0];
      if (mediaType) {
        const media = content[mediaType]!;
        const examples = [
          ...(media.example === undefined ? [] : [media.example]),
          ...Object.values(media.examples ?? {}).map((e) => e.value),
        ];
        body = {
          mediaType,
          required: op.requestBody?.required ?? false,
          schema: media.schema,
          schemaAt: pointer('paths', template, method, 'requestBody', 'content', mediaType, 'schema'),
          examples,
        };
      }
      const responses: OperationInfo['responses'] = {};
      for (const [status, raw] of Object.entries(op.responses ?? {})) {
        const { node, at } = deref(doc, raw, pointer('paths', template, method, 'responses', status));
        responses[status] = { response: node, at };
      }
      const security = op.security ?? doc.security ?? [];
      out.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path: template,
        pattern: templatePattern(template),
        tags: op.tags ?? [],
        secured: security.length > 0,
        roles: op['x-roles'],
        parameters,
        body,
        responses,
      });
    }
  }
  return out;
}

/**
 * The operations a URL path reaches: a literal path of the contract only its own (GET /api/users/login is the
 * login path with another method, not the user "login"), else every template it matches.
 */
export function operationsOnPath(operations: OperationInfo[], pathname: string): OperationInfo[] {
  const literal = operations.filter((op) => op.path === pathname);
  return literal.length ? literal : operations.filter((op) => op.pattern.test(pathname));
}

/** The declared response for a status: the exact code, then `4XX`-style ranges, then `default`. */
export function declaredResponse(operation: OperationInfo, status: number) {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses[`${String(status)[0]}xx`] ??
    operation.responses.default
  );
}

export type Validator = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/** One Ajv over the document: `validatorAt(pointer)` compiles (once) the schema found at that pointer. */
export function createSchemas(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addKeyword(SUMS_KEYWORD);
  ajv.addSchema(doc, 'openapi.json');
  const validators = new Map<string, Validator>();
  const validatorAt = (at: string): Validator => {
    let validate = validators.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${at}` }) as Validator;
      validators.set(at, validate);
    }
    return validate;
  };
  const errorsText = (validate: Validator) =>
    ajv.errorsText(validate.errors as Parameters<typeof ajv.errorsText>[0], { dataVar: 'body' });
  /** A plain schema (not in the document), e.g. a response header's, checked on its own. */
  const plain = new WeakMap<Schema, Validator>();
  const validatorFor = (schema: Schema): Validator => {
    let validate = plain.get(schema);
    if (!validate) {
      validate = ajv.compile(schema) as Validator;
      plain.set(schema, validate);
    }
    return validate;
  };
  return { ajv, validatorAt, validatorFor, errorsText };
}

export type Schemas = ReturnType<typeof createSchemas>;
