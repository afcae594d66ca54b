/**
 * A value valid for a JSON Schema (the subset openapi.yaml uses: $ref, allOf, oneOf/anyOf, const, enum, type
 * lists, string formats, patterns and lengths, integer and number bounds, arrays with item counts, uniqueness and
 * prefixItems, objects with required and optional properties and additionalProperties, if/then/else on an
 * object's properties, and the `x-sums` totals), for the Prefer header
 * (./prefer.ts) when the contract has no example.
 *
 * Static (Prism's default): the schema's own example or default when it has one, else the same plain value every
 * time (`"string"`, 0, the first enum value, every property). Dynamic (`Prefer: dynamic=true`): random values
 * from a seed, optional properties sometimes left out, patterns filled by fast-check's `stringMatching`.
 */
import fc from 'fast-check';

export type Schema = Record<string, unknown> | boolean;

export interface SampleOptions {
  dynamic: boolean;
  seed: number;
  /** The schema a `$ref` names. */
  resolve: (ref: string) => Schema;
}

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };
const MAX_DEPTH = 12;

/** A small seeded generator (mulberry32): the same seed gives the same value. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

type Random = ReturnType<typeof random>;
type Obj = Record<string, unknown>;

export function sample(schema: Schema, options: SampleOptions): unknown {
  return new Sampler(options).value(schema, 0);
}

class Sampler {
  private readonly rng: Random;

  constructor(private readonly options: SampleOptions) {
    this.rng = random(options.dynamic ? options.seed : 1);
  }

  private get dynamic() {
    return this.options.dynamic;
  }

  /** The schema with `$ref` and `allOf` folded in. */
  private flatten(schema: Schema): Obj {
    if (typeof schema === 'boolean') return {};
    let node: Obj = schema;
    while (typeof node.$ref === 'string') {
      const { $ref, ...rest } = node;
      const target = this.options.resolve($ref as string);
      node = { ...(typeof target === 'boolean' ? {} : target), ...rest };
    }
    if (Array.isArray(node.allOf)) {
      const { allOf, ...rest } = node;
      let merged: Obj = {};
      for (const part of allOf as Schema[]) {
        const flat = this.flatten(part);
        const next: Obj = { ...merged, ...flat };
        if (merged.properties || flat.properties)
          next.properties = { ...(merged.properties as Obj), ...(flat.properties as Obj) };
        if (merged.required || flat.required)
          next.required = [...((merged.required as string[]) ?? []), ...((flat.required as string[]) ?? [])];
        merged = next;
      }
      node = { ...merged, ...rest };
    }
    return node;
  }

  value(input: Schema, depth: number): unknown {
    const schema = this.flatten(input);
    if ('const' in schema) return schema.const;
    if (!this.dynamic) {
      if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
      if ('example' in schema) return schema.example;
      if ('default' in schema) return schema.default;
    }
    if (Array.isArray(schema.enum) && schema.enum.length)
      return this.dynamic ? this.rng.pick(schema.enum) : schema.enum[0];
    const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (Array.isArray(branches) && branches.length) {
      const { oneOf: _o, anyOf: _a, ...rest } = schema;
      // Statically the first branch that is not null (a value says more than a null); dynamically any.
      const branch = this.dynamic
        ? this.rng.pick(branches)
        : (branches.find((b) => this.flatten(b).type !== 'null') ?? branches[0]!);
      return this.value({ ...rest, ...this.flatten(branch) }, depth);
    }
    let type = schema.type;
    if (Array.isArray(type)) {
      const kinds = type as string[];
      type = this.dynamic ? this.rng.pick(kinds) : (kinds.find((t) => t !== 'null') ?? kinds[0]);
    }
    if (type === undefined) type = schema.properties ? 'object' : schema.items ? 'array' : 'string';
    switch (type) {
      case 'null':
        return null;
      case 'boolean':
        return this.dynamic ? this.rng.next() < 0.5 : true;
      case 'integer':
      case 'number':
        return this.number(schema, type === 'integer');
      case 'string':
        return this.string(schema);
      case 'array':
        return this.array(schema, depth);
      default:
        return this.object(schema, depth);
    }
  }

  private number(schema: Obj, integer: boolean): number {
    const step = integer ? 1 : 0.01;
    const lo =
      typeof schema.minimum === 'number'
        ? schema.minimum
        : typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + step
          : INT32.min;
    const hi =
      typeof schema.maximum === 'number'
        ? schema.maximum
        : typeof schema.exclusiveMaximum === 'number'
          ? schema.exclusiveMaximum - step
          : INT32.max;
    const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
    if (!this.dynamic) return integer ? Math.ceil(clamp(0)) : clamp(0);
    // Values people see: near zero when the range allows, else near its lower end.
    const from = clamp(lo < 0 && hi > 0 ? 0 : lo);
    const to = Math.min(hi, from + 1000);
    if (integer) return this.rng.int(Math.ceil(from), Math.floor(to));
    return Math.round((from + this.rng.next() * (to - from)) * 100) / 100;
  }

  private string(schema: Obj): string {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
    const fits = (s: string) => [...s].length >= min && [...s].length <= max;
    const n = this.dynamic ? this.rng.int(1, 9999) : 1;
    const formatted = this.formatted(schema.format, n);
    if (formatted !== undefined) return formatted;
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      if (!this.dynamic && pattern.test('string') && fits('string')) return 'string';
      const seed = this.dynamic ? this.rng.int(1, 2 ** 30) : 7;
      const candidates = fc.sample(fc.stringMatching(pattern), { seed, numRuns: 50 });
      return candidates.find(fits) ?? candidates[0]!;
    }
    if (!this.dynamic) {
      const base = 'string';
      return base.length < min
        ? base.padEnd(min, 'x')
        : base.slice(0, Math.max(min, Math.min(max, base.length)));
    }
    const length = this.rng.int(Math.max(min, 1), Math.max(min, Math.min(max, 16)));
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    return Array.from({ length }, () => this.rng.pick([...letters])).join('');
  }

  private formatted(format: unknown, n: number): string | undefined {
    const day = this.dynamic
      ? new Date(Date.UTC(2026, 0, 1) + n * 86_400_000 * 0.1)
      : new Date(Date.UTC(2026, 10, 15, 9));
    switch (format) {
      case 'date-time':
        return day.toISOString();
      case 'date':
        return day.toISOString().slice(0, 10);
      case 'email':
        return this.dynamic ? `user${n}@example.test` : 'user@example.test';
      case 'uri':
        return this.dynamic ? `https://example.test/item/${n}` : 'https://example.test/';
      default:
        return undefined;
    }
  }

  private array(schema: Obj, depth: number): unknown[] {
    const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
    const max = typeof schema.maxItems === 'number' ? schema.maxItems : 10;
    if (depth >= MAX_DEPTH) return [];
    const count = this.dynamic
      ? this.rng.int(min, Math.max(min, Math.min(max, 3)))
      : Math.min(max, Math.max(min, 1));
    const items = (schema.items ?? true) as Schema;
    const prefix = (schema.prefixItems ?? []) as Schema[];
    const out: unknown[] = [];
    const seen = new Set<string>();
    for (let attempt = 0; out.length < count && attempt < count * 5; attempt++) {
      const place = prefix[out.length];
      const item = this.value(place === undefined ? items : { allOf: [items, place] }, depth + 1);
      const key = JSON.stringify(item);
      if (schema.uniqueItems === true && seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
    return out;
  }

  private object(schema: Obj, depth: number): Obj {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const minProperties = typeof schema.minProperties === 'number' ? schema.minProperties : 0;
    const out: Obj = {};
    for (const [name, property] of Object.entries(properties)) {
      const include =
        required.has(name) ||
        (depth < MAX_DEPTH &&
          (!this.dynamic || this.rng.next() < 0.6 || Object.keys(out).length < minProperties));
      if (include) out[name] = this.value(property, depth + 1);
    }
    const extra = schema.additionalProperties;
    // Required names the properties do not describe take the additional properties' schema.
    for (const name of required)
      if (!(name in out))
        out[name] = this.value(extra && typeof extra === 'object' ? (extra as Schema) : true, depth + 1);
    if (this.dynamic && extra && typeof extra === 'object' && depth < MAX_DEPTH) {
      for (let i = this.rng.int(0, 2); i > 0; i--) out[`key${i}`] = this.value(extra as Schema, depth + 1);
    }
    this.branch(schema, out, depth);
    for (const [list, fields] of Object.entries((schema['x-sums'] ?? {}) as Record<string, string[]>)) {
      const rows = Array.isArray(out[list]) ? (out[list] as Obj[]) : [];
      for (const field of fields) out[field] = rows.reduce((sum, row) => sum + Number(row[field] ?? 0), 0);
    }
    return out;
  }

  /**
   * `if`/`then`/`else` on the object's own properties: the properties the branch that applies narrows are drawn
   * again from the branch's schema, which stands alone where it names a type or a `$ref` (the property's other
   * branches, a null among them, no longer apply) and is folded into the property's schema otherwise.
   */
  private branch(schema: Obj, out: Obj, depth: number) {
    if (!schema.if || typeof schema.if !== 'object') return;
    const chosen = (matches(out, this.flatten(schema.if as Schema)) ? schema.then : schema.else) as Schema;
    if (!chosen || typeof chosen !== 'object') return;
    const own = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [name, narrowed] of Object.entries((chosen.properties ?? {}) as Record<string, Obj>)) {
      if (!(name in out)) continue;
      const alone = 'type' in narrowed || '$ref' in narrowed || 'const' in narrowed;
      out[name] = this.value(alone ? narrowed : { allOf: [own[name] ?? true, narrowed] }, depth + 1);
    }
  }
}

/** Whether a value meets the part of JSON Schema the contract's `if`s use: const, type object, required, properties. */
function matches(value: unknown, schema: Obj): boolean {
  if ('const' in schema) return JSON.stringify(value) === JSON.stringify(schema.const);
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (schema.type === 'object' && !isObject) return false;
  if (!isObject) return true;
  const object = value as Obj;
  if (((schema.required ?? []) as string[]).some((name) => !(name in object))) return false;
  return Object.entries((schema.properties ?? {}) as Record<string, Obj>).every(
    ([name, part]) => !(name in object) || matches(object[name], part),
  );
}
