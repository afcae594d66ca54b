/**
 * JSON Schema (the subset openapi.yaml uses) → fast-check arbitrary of values the schema accepts: types (and
 * type lists with null), enum, const, oneOf/anyOf, allOf (merged), objects with their required keys, arrays
 * (uniqueItems too), string lengths, patterns and formats, number bounds (exclusive ones, multipleOf), and texts
 * stored trimmed (`x-trimmed`) sent trimmed.
 * What it yields is meant to be valid; callers check with Ajv and drop the rare value that is not.
 */
import fc from 'fast-check';
import { lookaheadArbitrary } from './lookahead';
import { deref, type Schema } from '../openapi';

export interface ArbitraryOptions {
  /** The document `$ref`s point into. */
  doc: unknown;
  /** Longest string beyond its minLength for free text (bounds are still tried at the edge). */
  maxFreeLength?: number;
  /** Longest array beyond its minItems. */
  maxFreeItems?: number;
}

const MAX_DEPTH = 8;
/** On a string schema: the server stores the text without its leading and trailing white space. */
export const TRIMMED_EXTENSION = 'x-trimmed';
const INT32 = 2 ** 31 - 1;

/** Readable, valid e-mail addresses (zod and Ajv agree on these; RFC oddities are not the point here). */
const emailArbitrary = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/),
    fc.constantFrom('', '.', '+', '_'),
    fc.stringMatching(/^[a-z0-9]{0,6}$/),
    fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/),
  )
  .map(([a, sep, b, domain]) => `${a}${b ? sep : ''}${b}@${domain}.test`);

const dateArbitrary = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2035-12-31T23:59:59Z'),
  noInvalidDate: true,
});

function formatArbitrary(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return emailArbitrary;
    case 'date':
      return dateArbitrary.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return dateArbitrary.map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'uuid':
      return fc.uuid();
    case 'binary':
      return fc.constant('binary');
    default:
      return undefined;
  }
}

const within = (min: number, max: number) => (s: string) => {
  const length = [...s].length;
  return length >= min && length <= max;
};

/**
 * The string arbitraries made so far, by what shapes them. An arbitrary is immutable, and making one is not free
 * (`fc.stringMatching` parses its pattern, about 3 ms; `fc.string` and `fc.webUrl` compute their edge cases),
 * while a run asks again for the same few shapes on every operation, role and example. Made once, a whole default
 * run (seed 2026, 2 examples) took 24.0 instead of 28.0 CPU-s of the command's own.
 */
const stringArbitraries = new Map<string, fc.Arbitrary<string>>();

function stringArbitrary(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const shape = JSON.stringify([
    schema.minLength,
    schema.maxLength,
    schema.format,
    schema.pattern,
    schema[TRIMMED_EXTENSION],
    options.maxFreeLength,
  ]);
  let made = stringArbitraries.get(shape);
  if (!made) {
    made = makeStringArbitrary(schema, options);
    stringArbitraries.set(shape, made);
  }
  return made;
}

function makeStringArbitrary(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<string> {
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = (schema.maxLength as number | undefined) ?? Number.MAX_SAFE_INTEGER;
  const free = Math.min(max, min + (options.maxFreeLength ?? 24));
  const byFormat = typeof schema.format === 'string' ? formatArbitrary(schema.format) : undefined;
  if (byFormat) return byFormat.filter(within(min, max));
  if (typeof schema.pattern === 'string') {
    const looking = lookaheadArbitrary(schema.pattern);
    if (looking) return looking.filter(within(min, max));
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(within(min, max));
  }
  const text = fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: free }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: free }), weight: 1 },
  );
  // The edge: exactly maxLength characters, where length checks go wrong.
  const edge = max <= 100_000 ? [{ arbitrary: fc.constant('x'.repeat(max)), weight: 1 }] : [];
  const any = fc.oneof({ arbitrary: text, weight: 8 }, ...edge);
  // A text the contract says is stored trimmed (`x-trimmed`) is sent trimmed: the server may drop its surrounding
  // white space, and a read of it would then differ from what was sent through no fault of the server's.
  const sent = schema[TRIMMED_EXTENSION] === true ? any.map((s) => s.trim()) : any;
  return sent.filter(within(min, max));
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum as number | undefined;
  const exclusiveMax = schema.exclusiveMaximum as number | undefined;
  const step = schema.multipleOf as number | undefined;
  if (integer) {
    let min = (schema.minimum as number | undefined) ?? -INT32;
    let max = (schema.maximum as number | undefined) ?? INT32;
    if (exclusiveMin !== undefined) min = Math.max(min, Math.floor(exclusiveMin) + 1);
    if (exclusiveMax !== undefined) max = Math.min(max, Math.ceil(exclusiveMax) - 1);
    min = Math.max(min, Number.MIN_SAFE_INTEGER);
    max = Math.min(max, Number.MAX_SAFE_INTEGER);
    const base = fc.integer({ min, max });
    return step ? base.map((n) => Math.floor(n / step) * step).filter((n) => n >= min && n <= max) : base;
  }
  const min = (schema.minimum as number | undefined) ?? exclusiveMin ?? -1e9;
  const max = (schema.maximum as number | undefined) ?? exclusiveMax ?? 1e9;
  return fc
    .double({
      min,
      max,
      noNaN: true,
      noDefaultInfinity: true,
      minExcluded: exclusiveMin !== undefined && schema.minimum === undefined,
      maxExcluded: exclusiveMax !== undefined && schema.maximum === undefined,
    })
    .map((n) => (Object.is(n, -0) ? 0 : n));
}

/** allOf's members merged into one schema (properties and required united, the rest the last one's). */
function mergeAllOf(schema: Schema, doc: unknown): Schema {
  const parts = (schema.allOf as Schema[]).map((part) => deref(doc, part, '').node);
  const { allOf: _ignored, ...rest } = schema;
  const merged: Schema = { ...rest };
  for (const part of parts) {
    const full = part.allOf ? mergeAllOf(part, doc) : part;
    Object.assign(merged, { ...full, ...merged });
    merged.properties = { ...(merged.properties as object), ...(full.properties as object) };
    merged.required = [
      ...new Set([...((merged.required as string[]) ?? []), ...((full.required as string[]) ?? [])]),
    ];
  }
  return merged;
}

function typeArbitrary(
  type: string,
  schema: Schema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema, options);
    case 'array': {
      const items = schema.items ? arbitraryFor(schema.items as Schema, options, depth + 1) : fc.string();
      const minLength = (schema.minItems as number | undefined) ?? 0;
      const maxLength = Math.min(
        (schema.maxItems as number | undefined) ?? Number.MAX_SAFE_INTEGER,
        minLength + (options.maxFreeItems ?? 3),
      );
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = ((schema.required as string[] | undefined) ?? []).filter((k) => k in properties);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) {
        if (depth >= MAX_DEPTH && !required.includes(key)) continue;
        if (deref(options.doc, property, '').node.readOnly) continue;
        model[key] = arbitraryFor(property, options, depth + 1);
      }
      const minProperties = (schema.minProperties as number | undefined) ?? 0;
      return fc
        .record(model, { requiredKeys: required })
        .filter((value) => Object.keys(value).length >= minProperties);
    }
    default:
      return fc.constant(null);
  }
}

/** Values `schema` accepts. */
export function arbitraryFor(input: Schema, options: ArbitraryOptions, depth = 0): fc.Arbitrary<unknown> {
  let schema = deref(options.doc, input, '').node;
  if (schema.allOf) schema = mergeAllOf(schema, options.doc);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches?.length) {
    // A branch that is only `type: null` is tried less often than the others.
    return fc.oneof(
      ...branches.map((branch) => ({
        arbitrary: arbitraryFor(
          { ...stripBranching(schema), ...deref(options.doc, branch, '').node },
          options,
          depth,
        ),
        weight: deref(options.doc, branch, '').node.type === 'null' ? 1 : 3,
      })),
    );
  }
  const declared = schema.type;
  const types = Array.isArray(declared)
    ? (declared as string[])
    : typeof declared === 'string'
      ? [declared]
      : schema.properties
        ? ['object']
        : schema.items
          ? ['array']
          : ['string', 'integer', 'boolean'];
  const own = types.map((type) => ({
    arbitrary: typeArbitrary(type, schema, options, depth),
    weight: type === 'null' ? 1 : 4,
  }));
  const examples = Array.isArray(schema.examples)
    ? (schema.examples as unknown[])
    : 'example' in schema
      ? [schema.example]
      : [];
  return examples.length
    ? fc.oneof(...own, { arbitrary: fc.constantFrom(...examples), weight: 2 })
    : fc.oneof(...own);
}

/** The schema without its oneOf/anyOf, so a branch inherits the rest (description, bounds). */
function stripBranching(schema: Schema): Schema {
  const { oneOf: _one, anyOf: _any, ...rest } = schema;
  return rest;
}
