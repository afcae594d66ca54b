/**
 * Coverage cases for promises a schema cannot state, written as markers beside it: a query that must hold one
 * of some parameters (`x-query-one-of` on the operation), and a URL the server will connect to that must not point
 * inside its own network (`x-destination` on the property: the interfaces' destination rule, decisions 130 and
 * 163). Each is a request the server must refuse; pure, as ./coverage.ts's, sent by ../coverage-run.ts.
 */
import { deref, type Schema } from '../openapi';
import type { RequestSpec } from '../types';
import type { CoverageCase } from './coverage';
import { setAt, type Path } from './negative';

/** The cloud's metadata service (link-local, RFC 3927): a destination no interface rule may allow. */
export const INNER_DESTINATION = 'https://169.254.169.254/latest/meta-data/';
const MAX_DEPTH = 4;

/** The valid request with every parameter of `x-query-one-of` left out. */
export function noneOfCase(base: RequestSpec, names: string[]): CoverageCase {
  const query = Object.fromEntries(Object.entries(base.query).filter(([name]) => !names.includes(name)));
  return {
    description: `query: none of ${names.join(', ')} (x-query-one-of)`,
    expect: 'refused',
    request: { ...base, query },
  };
}

interface Destination {
  path: Path;
  /** The object that holds it, made when the valid body has none: its other required fields false, or absent. */
  parent: Record<string, unknown> | undefined;
}

/** Each `x-destination` property of a body schema (through $refs and oneOf), with what its parent needs. */
function destinations(schema: Schema, doc: unknown): Destination[] {
  const out: Destination[] = [];
  const visit = (input: Schema, path: Path, depth: number) => {
    const node = deref(doc, input, '').node;
    if (depth > MAX_DEPTH) return;
    for (const alternative of (node.oneOf ?? node.anyOf ?? []) as Schema[])
      visit(alternative, path, depth + 1);
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const [key, property] of Object.entries(properties)) {
      if (deref(doc, property, '').node['x-destination'] !== true) {
        visit(property, [...path, key], depth + 1);
        continue;
      }
      const required = ((node.required as string[] | undefined) ?? []).filter((name) => name !== key);
      const fill = (name: string) =>
        deref(doc, properties[name] ?? {}, '').node.type === 'boolean' ? false : undefined;
      const parent = required.every((name) => fill(name) !== undefined)
        ? Object.fromEntries(required.map((name) => [name, fill(name)]))
        : undefined;
      out.push({ path: [...path, key], parent });
    }
  };
  visit(schema, [], 0);
  return out;
}

/**
 * Each destination set to the metadata service's address, in a body that holds nothing else the server could
 * refuse (its other parts, a generated host among them, would be refused for themselves): only the destination
 * and its parent's required fields when the body requires nothing, else the valid body.
 */
export function destinationCases(schema: Schema, base: RequestSpec, doc: unknown): CoverageCase[] {
  if (base.body?.kind !== 'json') return [];
  const requires = ((deref(doc, schema, '').node.required as string[] | undefined) ?? []).length > 0;
  const body = requires ? base.body.value : {};
  const out: CoverageCase[] = [];
  for (const { path, parent } of destinations(schema, doc)) {
    let value = body;
    const holder = path.slice(0, -1);
    const present = holder.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      body,
    );
    if (!present || typeof present !== 'object') {
      if (!parent || holder.length !== 1) continue;
      value = setAt(value, holder, parent);
    }
    out.push({
      description: `body.${path.join('.')}: ${INNER_DESTINATION}, a link-local address (x-destination)`,
      expect: 'refused',
      request: { ...base, body: { kind: 'json', value: setAt(value, path, INNER_DESTINATION) } },
    });
  }
  return out;
}
