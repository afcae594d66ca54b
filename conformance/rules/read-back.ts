/**
 * What the contract says a write stores, read from its x- extensions (docs/conformance.md, "Rules the contract
 * states in words"); pure functions, no requests:
 *   x-read-back       (a create or update) the operation that reads back what it wrote, its path parameters as
 *                     runtime expressions: `$request.path.<name>`, `$response.body#/<JSON pointer>`
 *   x-partial-update  (an update) it changes only the fields its body sends; `serverSet` names the fields of the
 *                     read-back the server sets itself on every update (updatedAt)
 *   x-free-text       (a body property) text kept as sent: any Unicode reads back byte for byte, past its
 *                     maxLength it is refused, never cut
 * And the verdict of patch_changes_only_sent on a record read before and after an update.
 */
import { deref, resolvePointer, type OpenApiDoc, type OperationInfo, type Schema } from '../openapi';
import type { Verdict } from '../types';

export interface ReadBack {
  operationId: string;
  /** Path parameters of the read-back operation, by name, as runtime expressions. */
  parameters: Record<string, string>;
}

export interface FreeTextField {
  name: string;
  maxLength?: number;
  minLength: number;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The operation's own object in the document (where its x- extensions are). */
export function operationObject(doc: OpenApiDoc, operation: OperationInfo): Node {
  return (doc.paths[operation.path]?.[operation.method.toLowerCase()] ?? {}) as Node;
}

export function readBackOf(doc: OpenApiDoc, operation: OperationInfo): ReadBack | undefined {
  const raw = operationObject(doc, operation)['x-read-back'];
  if (!isNode(raw) || typeof raw.operationId !== 'string') return undefined;
  const parameters = isNode(raw.parameters) ? raw.parameters : {};
  return {
    operationId: raw.operationId,
    parameters: Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, String(value)])),
  };
}

/** `x-partial-update`: the fields the server sets on every update (compared by nobody), or undefined. */
export function partialUpdateOf(
  doc: OpenApiDoc,
  operation: OperationInfo,
): { serverSet: string[] } | undefined {
  const raw = operationObject(doc, operation)['x-partial-update'];
  if (raw === undefined || raw === false) return undefined;
  const serverSet = isNode(raw) && Array.isArray(raw.serverSet) ? raw.serverSet.map(String) : [];
  return { serverSet };
}

/** The body's properties marked `x-free-text: true` that take a string, with their bounds. */
export function freeTextFields(doc: OpenApiDoc, operation: OperationInfo): FreeTextField[] {
  if (!operation.body?.schema) return [];
  const { node: body } = deref(doc, operation.body.schema, operation.body.schemaAt);
  const properties = isNode(body.properties) ? body.properties : {};
  const out: FreeTextField[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const { node } = deref(doc, raw as Schema, '');
    const types = [node.type].flat();
    if (node['x-free-text'] !== true || !types.includes('string')) continue;
    out.push({
      name,
      maxLength: typeof node.maxLength === 'number' ? node.maxLength : undefined,
      minLength: typeof node.minLength === 'number' ? node.minLength : 0,
    });
  }
  return out;
}

/**
 * The value of a runtime expression (OpenAPI's link syntax): `$request.path.<name>` or `$response.body#/<pointer>`;
 * undefined when it names what is not there. Anything else is taken as a constant.
 */
export function evaluate(
  expression: string,
  from: { path?: Record<string, string>; body?: unknown },
): string | undefined {
  const path = /^\$request\.path\.(\w+)$/.exec(expression);
  if (path) return from.path?.[path[1]!];
  const body = /^\$response\.body#(\/.*)?$/.exec(expression);
  if (body) {
    const value = body[1] ? resolvePointer(from.body, body[1]) : from.body;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
  return expression.startsWith('$') ? undefined : expression;
}

/** Whether the read-back can be asked before the write (its parameters come from the request's path alone). */
export const readableBefore = (readBack: ReadBack) =>
  Object.values(readBack.parameters).every((expression) => expression.startsWith('$request.path.'));

/** The read-back's path parameters for a write, or the name of the one it cannot fill. */
export function readBackParameters(
  readBack: ReadBack,
  from: { path?: Record<string, string>; body?: unknown },
): { values: Record<string, string> } | { missing: string } {
  const values: Record<string, string> = {};
  for (const [name, expression] of Object.entries(readBack.parameters)) {
    const value = evaluate(expression, from);
    if (value === undefined) return { missing: `${name} (${expression})` };
    values[name] = value;
  }
  return { values };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A value, shortened for a report line. */
export function show(value: unknown, max = 60): string {
  const text = value === undefined ? 'absent' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The top-level fields whose values differ between two records (compared as JSON), but those ignored. */
export function changedFields(before: Node, after: Node, ignored: readonly string[] = []): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => !ignored.includes(key) && !same(before[key], after[key]));
}

/**
 * patch_changes_only_sent on one update: the record read back after it holds what the body sent, and every
 * other field as it was before, but those the server sets (serverSet).
 */
export function onlySentChanged(
  before: Node,
  after: Node,
  sent: Node,
  serverSet: readonly string[],
): Verdict {
  const notKept = Object.keys(sent).filter((key) => !same(after[key], sent[key]));
  if (notKept.length) {
    return {
      pass: false,
      expected: `the read-back holds what the update sent (${notKept.join(', ')})`,
      seen: notKept.map((key) => `${key} ${show(after[key])}, sent ${show(sent[key])}`).join('; '),
    };
  }
  const changed = changedFields(before, after, [...Object.keys(sent), ...serverSet]);
  if (!changed.length) return { pass: true };
  const set = serverSet.length ? ` (and ${serverSet.join(', ')}, set by the server)` : '';
  return {
    pass: false,
    expected: `only the fields sent change: ${Object.keys(sent).join(', ')}${set}`,
    seen: `also changed: ${changed.map((key) => `${key} ${show(before[key], 40)} → ${show(after[key], 40)}`).join('; ')}`,
  };
}
