import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OperationInfo, Schema } from '../openapi';
import type { RequestSpec } from '../types';
import { boundaryValues, coverageCases, UNKNOWN_QUERY_PARAMETER } from './coverage';

/** The bound keywords a value breaks, counted here on their own (not with the generator's helper). */
function broken(schema: Schema, value: unknown): string[] {
  const out: string[] = [];
  const n = (k: string) => schema[k] as number | undefined;
  if (typeof value === 'string') {
    if (n('maxLength') !== undefined && value.length > n('maxLength')!) out.push('maxLength');
    if (n('minLength') !== undefined && value.length < n('minLength')!) out.push('minLength');
  }
  if (typeof value === 'number') {
    if (n('maximum') !== undefined && value > n('maximum')!) out.push('maximum');
    if (n('minimum') !== undefined && value < n('minimum')!) out.push('minimum');
    if (n('exclusiveMaximum') !== undefined && value >= n('exclusiveMaximum')!) out.push('exclusiveMaximum');
    if (n('exclusiveMinimum') !== undefined && value <= n('exclusiveMinimum')!) out.push('exclusiveMinimum');
  }
  if (Array.isArray(value)) {
    if (n('maxItems') !== undefined && value.length > n('maxItems')!) out.push('maxItems');
    if (n('minItems') !== undefined && value.length < n('minItems')!) out.push('minItems');
  }
  return out;
}

const small = fc.integer({ min: 0, max: 40 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const boundedSchema: fc.Arbitrary<Schema> = fc.oneof(
  fc.record({ type: fc.constant('string'), minLength: maybe(small), maxLength: maybe(small) }),
  fc.record({
    type: fc.constantFrom('integer', 'number'),
    minimum: maybe(fc.integer({ min: -50, max: 50 })),
    maximum: maybe(fc.integer({ min: -50, max: 50 })),
    exclusiveMinimum: maybe(fc.integer({ min: -50, max: 50 })),
    exclusiveMaximum: maybe(fc.integer({ min: -50, max: 50 })),
  }),
  fc.record({ type: fc.constant('array'), minItems: maybe(small), maxItems: maybe(small) }),
);
const clean = (schema: Schema) =>
  Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as Schema;

describe('the coverage phase: values at the bounds', () => {
  it('each outside value breaks exactly one bound, the one it names; each inside value none', () => {
    fc.assert(
      fc.property(boundedSchema.map(clean), (schema) => {
        for (const b of boundaryValues(schema, {}, ['item'])) {
          const seen = broken(schema, b.value);
          if (b.side === 'outside') expect(seen).toEqual([b.keyword]);
          else expect(seen).toEqual([]);
        }
      }),
    );
  });

  it('makes the value just inside and just outside each bound', () => {
    const values = boundaryValues({ type: 'string', minLength: 2, maxLength: 5 }, {});
    expect(values.map((v) => [v.side, v.value, v.description])).toEqual([
      ['inside', 'xxxxx', 'at maxLength 5'],
      ['outside', 'xxxxxx', 'maxLength 5 + 1'],
      ['inside', 'xx', 'at minLength 2'],
      ['outside', 'x', 'minLength 2 - 1'],
    ]);
    expect(boundaryValues({ type: 'integer', minimum: 1, maximum: 100 }, {}).map((v) => v.value)).toEqual([
      100, 101, 1, 0,
    ]);
    expect(boundaryValues({ type: 'array', maxItems: 2 }, {}, ['a']).map((v) => v.value)).toEqual([
      ['a', 'a'],
      ['a', 'a', 'a'],
    ]);
  });

  it('leaves out values two bounds would both refuse (bounds that contradict)', () => {
    const values = boundaryValues({ type: 'integer', minimum: 3, exclusiveMinimum: 5 }, {});
    expect(values.filter((v) => v.side === 'outside').map((v) => v.keyword)).toEqual(['exclusiveMinimum']);
  });
});

describe('the coverage phase: the cases of an operation', () => {
  const operation: Pick<OperationInfo, 'method' | 'parameters' | 'body'> = {
    method: 'GET',
    parameters: [
      {
        name: 'pageSize',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: 100 },
        schemaAt: '',
      } as OperationInfo['parameters'][number],
    ],
    body: undefined,
  };
  const base: RequestSpec = {
    method: 'GET',
    template: '/api/things',
    pathParams: {},
    query: { pageSize: '20' },
    headers: {},
    auth: { role: 'Admin' },
  };
  const valid = (spec: RequestSpec) => {
    const size = Number(spec.query.pageSize);
    return size >= 1 && size <= 100;
  };

  it('bounds of a query parameter, then an unknown query parameter, in a fixed order', () => {
    const cases = coverageCases(operation, base, {}, valid);
    expect(cases.map((c) => [c.description, c.expect, c.request.query])).toEqual([
      ['query pageSize: at maximum 100', 'accepted', { pageSize: '100' }],
      ['query pageSize: maximum 100 + 1', 'refused', { pageSize: '101' }],
      ['query pageSize: at minimum 1', 'accepted', { pageSize: '1' }],
      ['query pageSize: minimum 1 - 1', 'refused', { pageSize: '0' }],
      [
        `query ${UNKNOWN_QUERY_PARAMETER}: a parameter the contract does not declare`,
        'accepted',
        { pageSize: '20', [UNKNOWN_QUERY_PARAMETER]: 'x' },
      ],
    ]);
    expect(coverageCases(operation, base, {}, valid)).toEqual(cases);
  });

  it("a body's bounded fields and required fields, each alone; a value the schema takes otherwise is left out", () => {
    const schema: Schema = {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', maxLength: 3 },
        code: { type: 'string', pattern: '^[A-Z]+$', maxLength: 4 },
      },
    };
    const post = {
      method: 'POST',
      parameters: [],
      body: { schema, schemaAt: '', mediaType: 'application/json' },
    };
    const body = { name: 'ab', code: 'AB' };
    const spec: RequestSpec = { ...base, method: 'POST', query: {}, body: { kind: 'json', value: body } };
    const accepts = (s: RequestSpec) => {
      const v = (s.body?.kind === 'json' ? s.body.value : undefined) as
        Record<string, string | undefined> | undefined;
      return !!v && typeof v.name === 'string' && v.name.length <= 3 && /^[A-Z]{1,4}$/.test(v.code ?? '');
    };
    const cases = coverageCases(post as never, spec, {}, accepts);
    expect(cases.map((c) => [c.description, c.expect])).toEqual([
      ['body.name: required, missing', 'refused'],
      ['body.name: at maxLength 3', 'accepted'],
      ['body.name: maxLength 3 + 1', 'refused'],
      ['body.code: at maxLength 4', 'accepted'],
      ['body.code: maxLength 4 + 1', 'refused'],
    ]);
    // Lengthened from the valid value: the pattern holds, so only the bound can refuse it.
    expect(cases[2]!.request.body).toEqual({ kind: 'json', value: { name: 'abbb', code: 'AB' } });
    expect(cases[4]!.request.body).toEqual({ kind: 'json', value: { name: 'ab', code: 'ABBBB' } });
  });
});
