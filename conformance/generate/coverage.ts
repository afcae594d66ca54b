/**
 * The coverage phase's cases (as Schemathesis 4's coverage phase makes them): deterministic, from the schema
 * alone, for one operation's valid request. For every bounded string (minLength, maxLength), number (minimum,
 * maximum and their exclusive forms) and array (minItems, maxItems) in the body or the path and query: the value
 * just inside each bound (to be accepted) and just outside it (to be refused); each required body field missing;
 * an unknown query parameter. Pure: the run (../coverage-run.ts) sends them once and judges them.
 */
import { deref, type OperationInfo, type Schema } from '../openapi';
import type { RequestSpec } from '../types';
import { setAt, type Path } from './negative';

export const BOUND_KEYWORDS = [
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
] as const;
export type BoundKeyword = (typeof BOUND_KEYWORDS)[number];

export interface BoundaryValue {
  keyword: BoundKeyword;
  side: 'inside' | 'outside';
  value: unknown;
  /** What it is, e.g. "at maxLength 200", "maxLength 200 + 1". */
  description: string;
}

/** The query parameter no operation declares: a server that honours the contract's silence ignores it. */
export const UNKNOWN_QUERY_PARAMETER = 'conformanceUnknownParameter';
/** Lengths past this are not sent (a body of megabytes is the body limit's business, not a bound's). */
const LONGEST = 100_000;
const MAX_DEPTH = 4;

const isInteger = (schema: Schema) =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));
const num = (schema: Schema, keyword: BoundKeyword) =>
  typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined;

/** The bound keywords of a schema a value breaks (only those that apply to the value's type). */
export function boundsBroken(schema: Schema, value: unknown): BoundKeyword[] {
  const broken: BoundKeyword[] = [];
  const check = (keyword: BoundKeyword, fails: (limit: number) => boolean) => {
    const limit = num(schema, keyword);
    if (limit !== undefined && fails(limit)) broken.push(keyword);
  };
  if (typeof value === 'string') {
    const length = [...value].length;
    check('maxLength', (l) => length > l);
    check('minLength', (l) => length < l);
  } else if (typeof value === 'number') {
    check('maximum', (l) => value > l);
    check('minimum', (l) => value < l);
    check('exclusiveMaximum', (l) => value >= l);
    check('exclusiveMinimum', (l) => value <= l);
  } else if (Array.isArray(value)) {
    check('maxItems', (l) => value.length > l);
    check('minItems', (l) => value.length < l);
  }
  return broken;
}

/**
 * The values just inside and just outside each bound of a scalar or array schema. An outside value breaks
 * exactly one bound and an inside value none (values that would break two, from bounds that contradict or
 * touch, are left out). `sample` is the valid request's value there: a text is lengthened or cut from it (so a
 * pattern it keeps is likely kept, and the refusal is the bound's), an array filled with its first item
 * (without one no array is made).
 */
export function boundaryValues(input: Schema, doc: unknown, sample?: unknown): BoundaryValue[] {
  const schema = deref(doc, input, '').node;
  const candidates: BoundaryValue[] = [];
  const add = (keyword: BoundKeyword, side: BoundaryValue['side'], value: unknown, description: string) =>
    candidates.push({ keyword, side, value, description });
  const chars = typeof sample === 'string' && sample ? [...sample] : ['x'];
  const text = (n: number) =>
    n <= chars.length ? chars.slice(0, n).join('') : chars.join('') + chars.at(-1)!.repeat(n - chars.length);
  const item = Array.isArray(sample) ? sample[0] : undefined;
  const maxLength = num(schema, 'maxLength');
  const minLength = num(schema, 'minLength');
  if (maxLength !== undefined && maxLength < LONGEST) {
    add('maxLength', 'inside', text(maxLength), `at maxLength ${maxLength}`);
    add('maxLength', 'outside', text(maxLength + 1), `maxLength ${maxLength} + 1`);
  }
  if (minLength !== undefined && minLength > 0) {
    add('minLength', 'inside', text(minLength), `at minLength ${minLength}`);
    add('minLength', 'outside', text(minLength - 1), `minLength ${minLength} - 1`);
  }
  // The smallest step a number can take past a bound: 1 for an integer, a half for a number.
  const step = isInteger(schema) ? 1 : 0.5;
  const maximum = num(schema, 'maximum');
  const minimum = num(schema, 'minimum');
  const exclusiveMaximum = num(schema, 'exclusiveMaximum');
  const exclusiveMinimum = num(schema, 'exclusiveMinimum');
  if (maximum !== undefined) {
    add('maximum', 'inside', maximum, `at maximum ${maximum}`);
    add('maximum', 'outside', maximum + step, `maximum ${maximum} + ${step}`);
  }
  if (minimum !== undefined) {
    add('minimum', 'inside', minimum, `at minimum ${minimum}`);
    add('minimum', 'outside', minimum - step, `minimum ${minimum} - ${step}`);
  }
  if (exclusiveMaximum !== undefined) {
    add(
      'exclusiveMaximum',
      'inside',
      exclusiveMaximum - step,
      `exclusiveMaximum ${exclusiveMaximum} - ${step}`,
    );
    add('exclusiveMaximum', 'outside', exclusiveMaximum, `at exclusiveMaximum ${exclusiveMaximum}`);
  }
  if (exclusiveMinimum !== undefined) {
    add(
      'exclusiveMinimum',
      'inside',
      exclusiveMinimum + step,
      `exclusiveMinimum ${exclusiveMinimum} + ${step}`,
    );
    add('exclusiveMinimum', 'outside', exclusiveMinimum, `at exclusiveMinimum ${exclusiveMinimum}`);
  }
  const maxItems = num(schema, 'maxItems');
  const minItems = num(schema, 'minItems');
  const items = (n: number) => Array.from({ length: n }, () => item);
  if (item !== undefined && maxItems !== undefined && maxItems < 1_000) {
    add('maxItems', 'inside', items(maxItems), `at maxItems ${maxItems}`);
    add('maxItems', 'outside', items(maxItems + 1), `maxItems ${maxItems} + 1`);
  }
  if (item !== undefined && minItems !== undefined && minItems > 0) {
    add('minItems', 'inside', items(minItems), `at minItems ${minItems}`);
    add('minItems', 'outside', items(minItems - 1), `minItems ${minItems} - 1`);
  }
  return candidates.filter((c) => {
    const broken = boundsBroken(schema, c.value);
    return c.side === 'inside' ? broken.length === 0 : broken.length === 1 && broken[0] === c.keyword;
  });
}

export interface CoverageCase {
  /** Where and what, e.g. "body.name: maxLength 200 + 1", "body.name: required, missing". */
  description: string;
  /** accepted: just inside a bound, or an unknown query parameter; refused: outside, or a required field gone. */
  expect: 'accepted' | 'refused';
  request: RequestSpec;
}

/** Each bounded place of a JSON body (as the valid body has it) and each required field it holds. */
function bodyCases(schema: Schema, value: unknown, doc: unknown) {
  const out: { description: string; expect: CoverageCase['expect']; value: unknown }[] = [];
  const visit = (input: Schema, current: unknown, path: Path, depth: number) => {
    const node = deref(doc, input, '').node;
    const at = ['body', ...path].join('.');
    for (const b of boundaryValues(node, doc, current)) {
      const expect = b.side === 'inside' ? 'accepted' : 'refused';
      out.push({ description: `${at}: ${b.description}`, expect, value: setAt(value, path, b.value) });
    }
    if (depth >= MAX_DEPTH || node.oneOf || node.anyOf) return;
    if (current && typeof current === 'object' && !Array.isArray(current)) {
      for (const key of (node.required as string[] | undefined) ?? []) {
        if (!(key in current)) continue;
        const description = `${at}.${key}: required, missing`;
        out.push({ description, expect: 'refused', value: setAt(value, [...path, key], undefined, true) });
      }
      const properties = (node.properties ?? {}) as Record<string, Schema>;
      for (const [key, property] of Object.entries(properties))
        if (key in current)
          visit(property, (current as Record<string, unknown>)[key], [...path, key], depth + 1);
    }
    if (Array.isArray(current) && current.length && node.items)
      visit(node.items as Schema, current[0], [...path, 0], depth + 1);
  };
  visit(schema, value, [], 0);
  return out;
}

/**
 * The coverage cases of one operation, made from one valid request of it (its body and parameter values), in a
 * fixed order: the parameters' bounds, the body's bounds and required fields, then (for a GET) an unknown query
 * parameter. `valid(spec)` says whether the schema takes a request: an inside value it would refuse (a pattern
 * or format beside the bound) is left out, and so is an outside value it would take.
 */
export function coverageCases(
  operation: Pick<OperationInfo, 'method' | 'parameters' | 'body'>,
  base: RequestSpec,
  doc: unknown,
  valid: (spec: RequestSpec) => boolean,
): CoverageCase[] {
  const out: CoverageCase[] = [];
  const keep = (description: string, expect: CoverageCase['expect'], request: RequestSpec) => {
    if (valid(request) === (expect === 'accepted')) out.push({ description, expect, request });
  };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const where = parameter.in === 'path' ? 'pathParams' : 'query';
    for (const b of boundaryValues(parameter.schema ?? {}, doc, base[where][parameter.name])) {
      if (Array.isArray(b.value)) continue;
      const raw = String(b.value);
      if (parameter.in === 'path' && raw === '') continue; // an empty segment is another path
      const request = { ...base, [where]: { ...base[where], [parameter.name]: raw } };
      keep(
        `${parameter.in} ${parameter.name}: ${b.description}`,
        b.side === 'inside' ? 'accepted' : 'refused',
        request,
      );
    }
  }
  if (base.body?.kind === 'json' && operation.body?.schema) {
    for (const c of bodyCases(operation.body.schema, base.body.value, doc)) {
      const body = c.value === undefined ? undefined : { kind: 'json' as const, value: c.value };
      keep(c.description, c.expect, { ...base, body });
    }
  }
  if (operation.method === 'GET' && !operation.parameters.some((p) => p.name === UNKNOWN_QUERY_PARAMETER)) {
    const request = { ...base, query: { ...base.query, [UNKNOWN_QUERY_PARAMETER]: 'x' } };
    out.push({
      description: `query ${UNKNOWN_QUERY_PARAMETER}: a parameter the contract does not declare`,
      expect: 'accepted',
      request,
    });
  }
  return out;
}
