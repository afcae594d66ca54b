/**
 * The generator: what it makes from a schema is valid (bounds, patterns, formats, required keys), for a schema of
 * ours and for every body and parameter of openapi.yaml; broken inputs break exactly what they say; the same seed
 * makes the same requests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSchemas, listOperations, loadOpenapi, type Schema } from '../openapi';
import { arbitraryFor } from './arbitrary';
import { generateCases } from './cases';
import { bodyMutations, FORBIDDEN_FIELD, parameterMutations } from './negative';

const doc = loadOpenapi();
const schemas = createSchemas(doc);
const operations = listOperations(doc);
const operation = (id: string) => operations.find((op) => op.operationId === id)!;

const bounded: Schema = {
  type: 'object',
  required: ['name', 'count', 'tags', 'kind', 'when'],
  properties: {
    name: { type: 'string', minLength: 2, maxLength: 12 },
    count: { type: 'integer', minimum: 3, maximum: 9 },
    ratio: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    tags: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z]{2,5}$' },
    },
    kind: { type: 'string', enum: ['a', 'b'] },
    when: { type: 'string', format: 'date' },
    email: { type: ['string', 'null'], format: 'email', maxLength: 40 },
    code: { const: 'X1' },
    colour: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
  },
};

/** A walk over every operation of the contract: seconds on a busy 2-core machine, past vitest's 5 s default. */
const WHOLE_CONTRACT_TIMEOUT_MS = 30_000;

describe('arbitraryFor', () => {
  it('respects every bound of a schema (lengths, ranges, items, enum, pattern, format, required)', () => {
    const validate = schemas.validatorFor(bounded);
    fc.assert(
      fc.property(arbitraryFor(bounded, { doc }), (value) => {
        expect(validate(value), JSON.stringify(value)).toBe(true);
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('sends a text the contract says is stored trimmed (x-trimmed: a state, a name) without surrounding white space', () => {
    const body = operation('updateFacilityRegistration').body!.schema!;
    const bodies = fc.sample(arbitraryFor(body, { doc }), { seed: 11, numRuns: 400 }) as Record<
      string,
      unknown
    >[];
    const texts = (field: string) =>
      bodies.flatMap((value) => (typeof value[field] === 'string' ? [value[field] as string] : []));
    for (const field of ['state', 'firstName', 'lastName']) {
      expect(texts(field).length, field).toBeGreaterThan(100);
      expect(
        texts(field).filter((text) => text !== text.trim()),
        field,
      ).toEqual([]);
    }
    // Other free text is still sent with its spaces: only what the contract lets a server normalise is spared.
    expect(texts('city').filter((text) => text !== text.trim()).length).toBeGreaterThan(0);
  });

  it(
    'makes only valid values for every JSON body and parameter of openapi.yaml',
    { timeout: WHOLE_CONTRACT_TIMEOUT_MS },
    () => {
      const invalid: string[] = [];
      for (const op of operations) {
        const targets = op.parameters
          .filter((p) => p.in !== 'header')
          .map((p) => [p.schema ?? {}, p.schemaAt] as const);
        if (op.body?.schema && op.body.mediaType === 'application/json')
          targets.push([op.body.schema, op.body.schemaAt]);
        for (const [schema, at] of targets) {
          const validate = schemas.validatorAt(at);
          for (const value of fc.sample(arbitraryFor(schema, { doc }), { seed: 7, numRuns: 15 })) {
            if (!validate(value))
              invalid.push(`${op.operationId} ${at}: ${JSON.stringify(value).slice(0, 120)}`);
          }
        }
      }
      expect(invalid).toEqual([]);
    },
  );
});

describe('broken inputs', () => {
  it('break one place each, as described, and the schema refuses every one', () => {
    const validate = schemas.validatorFor(bounded);
    const [valid] = fc.sample(arbitraryFor(bounded, { doc }), { seed: 3, numRuns: 1 });
    const mutations = bodyMutations(bounded, valid, doc);
    const descriptions = mutations.map((m) => m.description);
    expect(descriptions).toEqual(
      expect.arrayContaining([
        'body: wrong type',
        'body.name: required, missing',
        'body.name: longer than maxLength 12',
        'body.name: shorter than minLength 2',
        'body.count: above maximum 9',
        'body.count: below minimum 3',
        'body.count: a fraction where an integer is expected',
        'body.tags: more than maxItems 3',
        'body.tags: fewer than minItems 1',
        'body.tags.0: against its pattern ^[a-z]{2,5}$',
        'body.kind: not one of its enum',
        'body.when: wrong format (date)',
      ]),
    );
    for (const mutation of mutations) expect(validate(mutation.value), mutation.description).toBe(false);
  });

  it('for parameters, as the text a URL carries', () => {
    const values = (schema: Schema) => parameterMutations(schema, doc).map((m) => m.value);
    expect(values({ type: 'integer', minimum: 1, maximum: 100 })).toEqual([
      'not-a-number',
      '101',
      '0',
      '1.5',
    ]);
    expect(values({ type: 'boolean' })).toEqual(['maybe']);
    expect(values({ type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 })).toEqual([
      'x'.repeat(65),
      '',
    ]);
  });
});

describe('generateCases', () => {
  const options = (seed: number) => ({
    operation: operation('createCase'),
    doc,
    schemas,
    auth: { role: 'MedicalFacility' },
    bindings: [],
    seed,
    maxExamples: 4,
  });

  it('starts with the contract example, then valid requests, then broken ones with what each breaks', () => {
    const cases = generateCases(options(1));
    expect(cases.examples).toHaveLength(1);
    expect(cases.examples[0]!.request.body).toEqual({
      kind: 'json',
      value: operation('createCase').body!.examples[0],
    });
    expect(cases.positive).toHaveLength(4);
    const validate = schemas.validatorAt(operation('createCase').body!.schemaAt);
    for (const c of cases.positive) expect(validate((c.request.body as { value: unknown }).value)).toBe(true);
    expect(cases.negative).toHaveLength(4);
    for (const c of cases.negative) expect(c.mutation).toMatch(/^body/);
  });

  it('makes the same requests from the same seed, and others from another', () => {
    expect(generateCases(options(5))).toEqual(generateCases(options(5)));
    expect(generateCases(options(5)).positive).not.toEqual(generateCases(options(6)).positive);
  });

  it('sends a field additionalProperties: false forbids to every such body, whatever the sample of the rest', () => {
    for (const seed of [1, 2, 3]) {
      const cases = generateCases({
        ...options(seed),
        operation: operation('updateAssignmentProfile'),
        auth: { role: 'Admin' },
        maxExamples: 1,
      });
      const forbidden = cases.negative.filter((c) => c.mutation?.includes(FORBIDDEN_FIELD));
      expect(forbidden.map((c) => c.mutation)).toEqual([
        `body: a field additionalProperties: false forbids (${FORBIDDEN_FIELD})`,
      ]);
      expect((forbidden[0]!.request.body as { value: Record<string, unknown> }).value[FORBIDDEN_FIELD]).toBe(
        'x',
      );
      expect(cases.negative).toHaveLength(2);
    }
  });

  it('names the ids it was given in the path', () => {
    const cases = generateCases({
      ...options(1),
      operation: operation('getCase'),
      bindings: [{ values: { caseId: 'case-0042' } }],
    });
    for (const c of [...cases.examples, ...cases.positive])
      expect(c.request.pathParams.caseId).toBe('case-0042');
  });
});
