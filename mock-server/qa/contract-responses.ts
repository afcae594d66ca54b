/**
 * The responses openapi.yaml declares for each operation (every status, its media types, examples, schemas and
 * headers, `$ref`s followed), read for the Prefer header (./prefer.ts). The document is read on the first Prefer
 * that needs it (a second to parse the YAML; a few milliseconds from the JSON copy), never at start.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Schema } from './samples';

type Obj = Record<string, unknown>;

export interface MediaObject {
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}

export interface HeaderObject {
  required?: boolean;
  schema?: Schema;
  example?: unknown;
}

export interface DeclaredResponse {
  /** As declared: `200`, `4XX` or `default`. */
  status: string;
  content: Record<string, MediaObject> | null;
  headers: Record<string, HeaderObject>;
}

let doc: Obj | undefined;

/**
 * openapi.yaml as an object: the contract tools' JSON copy in `.cache/openapi.json` when it was made from this
 * very YAML (its sha256), else the YAML parsed here.
 */
function openapi(): Obj {
  if (doc) return doc;
  const source = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
  const hash = createHash('sha256').update(source).digest('hex');
  try {
    const cached = JSON.parse(
      readFileSync(new URL('../../.cache/openapi.json', import.meta.url), 'utf8'),
    ) as {
      hash?: string;
      doc?: Obj;
    };
    if (cached.hash === hash && cached.doc) doc = cached.doc;
  } catch {
    // No copy, or a torn one: parse below.
  }
  doc ??= parse(source) as Obj;
  return doc;
}

/** What a local `$ref` (`#/components/…`) points at. */
export function resolvePointer(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are followed: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Obj | undefined)?.[key], openapi());
}

/** A `$ref`'s target, references of references followed. */
function deref<T>(node: unknown): T {
  let current = node as Obj | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++)
    current = resolvePointer(current.$ref) as Obj | undefined;
  return current as T;
}

/** Every response the operation declares, in the document's order; null for an operation not in the document. */
export function declaredResponses(template: string, method: string): DeclaredResponse[] | null {
  const paths = openapi().paths as Record<string, Obj> | undefined;
  const operation = paths?.[template]?.[method.toLowerCase()] as Obj | undefined;
  if (!operation) return null;
  const responses = (operation.responses ?? {}) as Record<string, unknown>;
  return Object.entries(responses).map(([status, raw]) => {
    const response = deref<Obj>(raw) ?? {};
    const headers: Record<string, HeaderObject> = {};
    for (const [name, header] of Object.entries((response.headers ?? {}) as Obj))
      headers[name] = deref<HeaderObject>(header);
    const content = response.content ? (response.content as Record<string, MediaObject>) : null;
    return { status, content, headers };
  });
}

/** A named example's value (examples may themselves be `$ref`s to components/examples). */
export function exampleValue(media: MediaObject, name: string): { found: boolean; value?: unknown } {
  const entry = media.examples?.[name];
  if (!entry) return { found: false };
  return { found: true, value: deref<{ value?: unknown }>(entry)?.value };
}

/** Whether a declared status (`404`, `4XX`, `default`) covers a code. */
export const covers = (declared: string, code: number) =>
  declared === String(code) || (/^[1-5]XX$/i.test(declared) && declared[0] === String(code)[0]);
