/**
 * Invalid inputs made by mutating a valid one in a single place: a required property or parameter missing, a
 * value of the wrong type, beyond its bounds (length, size, count), outside its enum, against its pattern or
 * format. Each mutation says what it did; the caller keeps only those the schema really refuses.
 */
import { deref, type Schema } from '../openapi';

export interface Mutation<T> {
  /** What was broken, e.g. "body.patientInfo.birthDate: wrong format (date)". */
  description: string;
  value: T;
}

export type Path = (string | number)[];
/** The field a body gets where its schema says `additionalProperties: false` (the server must refuse it, 400). */
export const FORBIDDEN_FIELD = 'conformanceUnknownField';
/** The description of that mutation ends so: ./cases.ts sends the whole body's always. */
export const FORBIDDEN_FIELD_MUTATION = `a field additionalProperties: false forbids (${FORBIDDEN_FIELD})`;
const MAX_DEPTH = 4;

const typesOf = (schema: Schema, doc: unknown): Set<string> => {
  const out = new Set<string>();
  const add = (s: Schema) => {
    const node = deref(doc, s, '').node;
    if (Array.isArray(node.type)) for (const t of node.type as string[]) out.add(t);
    else if (typeof node.type === 'string') out.add(node.type);
    else if (node.properties) out.add('object');
    for (const branch of ((node.oneOf ?? node.anyOf) as Schema[] | undefined) ?? []) add(branch);
    if ('const' in node)
      out.add(node.const === null ? 'null' : typeof node.const === 'number' ? 'number' : typeof node.const);
    if (Array.isArray(node.enum)) for (const v of node.enum) out.add(v === null ? 'null' : typeof v);
  };
  add(schema);
  if (out.has('integer')) out.add('number');
  return out;
};

/** A JSON value of a type the schema does not allow. */
function wrongType(schema: Schema, doc: unknown): unknown | undefined {
  const allowed = typesOf(schema, doc);
  const candidates: [string, unknown][] = [
    ['string', 'wrong-type'],
    ['number', 12345],
    ['boolean', true],
    ['object', { unexpected: 'object' }],
    ['array', ['unexpected']],
  ];
  return candidates.find(([type]) => !allowed.has(type))?.[1];
}

const BAD_FORMATS: Record<string, string> = {
  email: 'not-an-email',
  date: '2026-13-45',
  'date-time': 'yesterday at noon',
  uri: 'not a uri',
  uuid: 'not-a-uuid',
};
const BAD_PATTERN_CANDIDATES = ['', ' ', 'bad value!', '\u0000', '../../etc', '#'.repeat(3)];

/** Values that break one keyword of a scalar or array schema (not its type). */
export function keywordBreakers(input: Schema, doc: unknown): Mutation<unknown>[] {
  const schema = deref(doc, input, '').node;
  const out: Mutation<unknown>[] = [];
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) {
    out.push({ description: 'not one of its enum', value: '__not_in_enum__' });
  }
  if (typeof schema.const === 'string')
    out.push({ description: 'not its const', value: `${schema.const}__other` });
  if (typeof schema.maxLength === 'number' && schema.maxLength < 1_000_000) {
    out.push({
      description: `longer than maxLength ${schema.maxLength}`,
      value: 'x'.repeat(schema.maxLength + 1),
    });
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0) {
    out.push({
      description: `shorter than minLength ${schema.minLength}`,
      value: 'x'.repeat(schema.minLength - 1),
    });
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const bad = BAD_PATTERN_CANDIDATES.find((c) => !pattern.test(c));
    if (bad !== undefined) out.push({ description: `against its pattern ${schema.pattern}`, value: bad });
  }
  if (typeof schema.format === 'string' && BAD_FORMATS[schema.format]) {
    out.push({ description: `wrong format (${schema.format})`, value: BAD_FORMATS[schema.format] });
  }
  const integer =
    schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
  if (typeof schema.maximum === 'number') {
    out.push({ description: `above maximum ${schema.maximum}`, value: schema.maximum + 1 });
  }
  if (typeof schema.exclusiveMaximum === 'number') {
    out.push({
      description: `not below exclusiveMaximum ${schema.exclusiveMaximum}`,
      value: schema.exclusiveMaximum,
    });
  }
  if (typeof schema.minimum === 'number') {
    out.push({ description: `below minimum ${schema.minimum}`, value: schema.minimum - 1 });
  }
  if (typeof schema.exclusiveMinimum === 'number') {
    out.push({
      description: `not above exclusiveMinimum ${schema.exclusiveMinimum}`,
      value: schema.exclusiveMinimum,
    });
  }
  if (integer) out.push({ description: 'a fraction where an integer is expected', value: 1.5 });
  if (typeof schema.maxItems === 'number' && schema.maxItems < 2_000) {
    out.push({ description: `more than maxItems ${schema.maxItems}`, value: 'ARRAY_OVERFLOW' });
  }
  if (typeof schema.minItems === 'number' && schema.minItems > 0) {
    out.push({ description: `fewer than minItems ${schema.minItems}`, value: [] });
  }
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A copy of `root` with the value at `path` set, or removed. */
export function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  if (!path.length) return value;
  const copy = clone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

const label = (path: Path) => (path.length ? path.join('.') : '(whole)');

/** Mutations of a JSON body, each breaking one place of it; `where` prefixes the descriptions. */
export function bodyMutations(
  schema: Schema,
  value: unknown,
  doc: unknown,
  where = 'body',
): Mutation<unknown>[] {
  const out: Mutation<unknown>[] = [];
  const visit = (input: Schema, current: unknown, path: Path, depth: number) => {
    const node = deref(doc, input, '').node;
    const at = `${where}${path.length ? '.' : ''}${path.join('.')}`;
    const wrong = wrongType(node, doc);
    if (wrong !== undefined) out.push({ description: `${at}: wrong type`, value: setAt(value, path, wrong) });
    for (const breaker of keywordBreakers(node, doc)) {
      const broken =
        breaker.value === 'ARRAY_OVERFLOW' && Array.isArray(current)
          ? Array.from({ length: (node.maxItems as number) + 1 }, () => current[0] ?? null)
          : breaker.value;
      if (breaker.value === 'ARRAY_OVERFLOW' && !Array.isArray(current)) continue;
      out.push({ description: `${at}: ${breaker.description}`, value: setAt(value, path, broken) });
    }
    if (depth >= MAX_DEPTH || node.oneOf || node.anyOf) return;
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      const properties = (node.properties ?? {}) as Record<string, Schema>;
      if (node.additionalProperties === false && !(FORBIDDEN_FIELD in properties))
        out.push({
          description: `${at}: ${FORBIDDEN_FIELD_MUTATION}`,
          value: setAt(value, [...path, FORBIDDEN_FIELD], 'x'),
        });
      for (const key of (node.required as string[] | undefined) ?? []) {
        if (key in (current as object)) {
          out.push({
            description: `${label([...path, key])}: required, missing`,
            value: setAt(value, [...path, key], undefined, true),
          });
        }
      }
      for (const [key, property] of Object.entries(properties)) {
        if (key in (current as object))
          visit(property, (current as Record<string, unknown>)[key], [...path, key], depth + 1);
      }
    }
    if (Array.isArray(current) && current.length && node.items) {
      visit(node.items as Schema, current[0], [...path, 0], depth + 1);
    }
  };
  visit(schema, value, [], 0);
  return out.map((m) => ({
    ...m,
    description: m.description.startsWith(where) ? m.description : `${where}.${m.description}`,
  }));
}

/** Text values a parameter's schema refuses (as they travel in a URL or header). */
export function parameterMutations(schema: Schema, doc: unknown): Mutation<string>[] {
  const node = deref(doc, schema, '').node;
  const types = typesOf(node, doc);
  const out: Mutation<string>[] = [];
  if (types.has('integer') || types.has('number'))
    out.push({ description: 'not a number', value: 'not-a-number' });
  if (types.has('boolean') && !types.has('string'))
    out.push({ description: 'not a boolean', value: 'maybe' });
  for (const breaker of keywordBreakers(node, doc)) {
    if (breaker.value === 'ARRAY_OVERFLOW' || Array.isArray(breaker.value)) continue;
    out.push({ description: breaker.description, value: String(breaker.value) });
  }
  return out;
}

/** A query or path value as the server sees it once coerced to the schema's scalar type (as the mock does). */
export function coerceParameter(schema: Schema, doc: unknown, raw: string): unknown {
  const types = typesOf(schema, doc);
  if ((types.has('integer') || types.has('number')) && raw.trim() !== '' && Number.isFinite(Number(raw))) {
    return Number(raw);
  }
  if (types.has('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}
