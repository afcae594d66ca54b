/**
 * The requests for one operation as one caller: the contract's examples first, then valid requests generated
 * from the schemas (path values from the ids found on the server), then broken ones made from a valid request
 * by one mutation each. The same seed gives the same requests (for the same ids found).
 */
import fc from 'fast-check';
import { MULTIPART_FILES } from '../files';
import type { Binding } from '../ids';
import type { OperationInfo, ParameterInfo, Schemas } from '../openapi';
import type { AuthMode, GeneratedCase, RequestBody, RequestSpec } from '../types';
import { arbitraryFor } from './arbitrary';
import { bodyMutations, coerceParameter, FORBIDDEN_FIELD_MUTATION, parameterMutations } from './negative';

export interface CaseOptions {
  operation: OperationInfo;
  doc: unknown;
  schemas: Schemas;
  auth: AuthMode;
  bindings: Binding[];
  seed: number;
  /** Valid requests to generate besides the examples, and broken ones. */
  maxExamples: number;
}

/** A 32-bit seed from text (FNV-1a), so each operation and role draws its own stream from the run's seed. */
export function seedFor(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

interface Draft {
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: RequestBody;
}

function parameterValid(options: CaseOptions, parameter: ParameterInfo, raw: string): boolean {
  const value = coerceParameter(parameter.schema ?? {}, options.doc, raw);
  return options.schemas.validatorAt(parameter.schemaAt)(value);
}

function valid(options: CaseOptions, draft: Draft, fromBinding: Set<string>): boolean {
  const { operation, schemas } = options;
  for (const parameter of operation.parameters) {
    if (fromBinding.has(parameter.name)) continue;
    const where =
      parameter.in === 'path' ? draft.path : parameter.in === 'query' ? draft.query : draft.headers;
    const raw = where[parameter.name];
    if (raw === undefined) {
      if (parameter.required) return false;
      continue;
    }
    if (!parameterValid(options, parameter, raw)) return false;
  }
  if (draft.body?.kind === 'json' && operation.body)
    return schemas.validatorAt(operation.body.schemaAt)(draft.body.value);
  return true;
}

function multipartBody(options: CaseOptions, fields: Record<string, unknown>): RequestBody | undefined {
  const file = MULTIPART_FILES[options.operation.operationId];
  if (!file) return undefined;
  const textFields = Object.fromEntries(
    Object.entries(fields)
      .filter(([name, value]) => name !== file.field && value !== undefined)
      .map(([name, value]) => [name, text(value)]),
  );
  return { kind: 'multipart', fields: textFields, files: [file] };
}

function draftArbitrary(
  options: CaseOptions,
  binding: fc.Arbitrary<Binding | undefined>,
): fc.Arbitrary<Draft & { bound: Binding | undefined }> {
  const { operation, doc } = options;
  const valueOf = (parameter: ParameterInfo) => {
    const generated = arbitraryFor(parameter.schema ?? {}, { doc }).map(text);
    return parameter.example === undefined
      ? generated
      : fc.oneof(
          { arbitrary: fc.constant(text(parameter.example)), weight: 1 },
          { arbitrary: generated, weight: 3 },
        );
  };
  const group = (where: 'path' | 'query' | 'header') => {
    const parameters = operation.parameters.filter(
      (p) => p.in === where && (where !== 'header' || p.required),
    );
    const model = Object.fromEntries(parameters.map((p) => [p.name, valueOf(p)]));
    const required = parameters.filter((p) => p.required || where === 'path').map((p) => p.name);
    return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<Record<string, string>>;
  };
  const media = operation.body;
  const body: fc.Arbitrary<RequestBody | undefined> = !media?.schema
    ? fc.constant(undefined)
    : media.mediaType === 'multipart/form-data'
      ? (arbitraryFor(media.schema, { doc }) as fc.Arbitrary<Record<string, unknown>>).map((fields) =>
          multipartBody(options, fields),
        )
      : arbitraryFor(media.schema, { doc }).map((value) => ({ kind: 'json' as const, value }));
  return fc.record({
    bound: binding,
    path: group('path'),
    query: group('query'),
    headers: group('header'),
    body,
  });
}

/** The binding's values put where the operation takes them (path or query), over generated ones. */
function applyBinding(operation: OperationInfo, draft: Draft, bound: Binding | undefined): Set<string> {
  const used = new Set<string>();
  if (!bound) return used;
  for (const parameter of operation.parameters) {
    const value = bound.values[parameter.name];
    if (value === undefined || (parameter.in !== 'path' && parameter.in !== 'query')) continue;
    (parameter.in === 'path' ? draft.path : draft.query)[parameter.name] = value;
    used.add(parameter.name);
  }
  return used;
}

const toSpec = (options: CaseOptions, draft: Draft): RequestSpec => ({
  method: options.operation.method,
  template: options.operation.path,
  pathParams: draft.path,
  query: draft.query,
  headers: draft.headers,
  body: draft.body,
  auth: options.auth,
});

export interface OperationCases {
  examples: GeneratedCase[];
  positive: GeneratedCase[];
  negative: GeneratedCase[];
}

export function generateCases(options: CaseOptions): OperationCases {
  const { operation, maxExamples } = options;
  const bindingArb = options.bindings.length ? fc.constantFrom(...options.bindings) : fc.constant(undefined);
  const seed = seedFor(options.seed, operation.operationId, JSON.stringify(options.auth));
  const seen = new Set<string>();
  const positive: GeneratedCase[] = [];
  const drafts = fc.sample(draftArbitrary(options, bindingArb), {
    seed,
    numRuns: Math.max(maxExamples * 4, 8),
  });
  let first: { draft: Draft; bound: Set<string> } | undefined;
  for (const { bound, ...draft } of drafts) {
    const used = applyBinding(operation, draft, bound);
    if (!valid(options, draft, used)) continue;
    const key = JSON.stringify(draft);
    if (seen.has(key)) continue;
    seen.add(key);
    first ??= { draft, bound: used };
    if (positive.length < maxExamples) positive.push({ kind: 'positive', request: toSpec(options, draft) });
  }

  // The contract's examples: its request body examples with the first ids found and the parameters' examples.
  const examples: GeneratedCase[] = [];
  const exampleDraft = (): Draft => {
    const draft: Draft = { path: {}, query: {}, headers: {} };
    for (const parameter of operation.parameters) {
      if (parameter.example === undefined) continue;
      if (parameter.in === 'path') draft.path[parameter.name] = text(parameter.example);
      if (parameter.in === 'query') draft.query[parameter.name] = text(parameter.example);
    }
    applyBinding(operation, draft, options.bindings[0]);
    return draft;
  };
  const bodies = operation.body?.mediaType === 'application/json' ? operation.body.examples : [];
  for (const value of bodies.length ? bodies : [undefined]) {
    const draft = exampleDraft();
    if (value !== undefined) draft.body = { kind: 'json', value };
    else if (operation.body && first) draft.body = first.draft.body;
    const complete = operation.parameters.every(
      (p) =>
        !p.required ||
        p.in === 'header' ||
        (p.in === 'path' ? draft.path : draft.query)[p.name] !== undefined,
    );
    if (complete && (value !== undefined || operation.parameters.some((p) => p.example !== undefined))) {
      examples.push({ kind: 'example', request: toSpec(options, draft) });
    }
  }

  const negative = first ? negativeCases(options, first.draft, first.bound, seed) : [];
  return { examples, positive, negative };
}

function negativeCases(options: CaseOptions, base: Draft, bound: Set<string>, seed: number): GeneratedCase[] {
  const { operation, doc, schemas } = options;
  const candidates: GeneratedCase[] = [];
  const add = (mutation: string, change: (draft: Draft) => void) => {
    const draft: Draft = JSON.parse(JSON.stringify({ ...base, body: undefined }));
    draft.body = base.body;
    change(draft);
    candidates.push({ kind: 'negative', mutation, request: toSpec(options, draft) });
  };
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const where = (draft: Draft) => (parameter.in === 'path' ? draft.path : draft.query);
    if (parameter.in === 'query' && parameter.required && !bound.has(parameter.name)) {
      add(`query ${parameter.name}: required, missing`, (draft) => delete draft.query[parameter.name]);
    }
    for (const broken of parameterMutations(parameter.schema ?? {}, doc)) {
      if (parameter.in === 'path' && broken.value === '') continue; // an empty segment is another path
      if (parameterValid(options, parameter, broken.value)) continue;
      add(
        `${parameter.in} ${parameter.name}: ${broken.description}`,
        (draft) => (where(draft)[parameter.name] = broken.value),
      );
    }
  }
  const body = base.body;
  if (body?.kind === 'json' && operation.body?.schema) {
    const validate = schemas.validatorAt(operation.body.schemaAt);
    for (const broken of bodyMutations(operation.body.schema, body.value, doc)) {
      if (broken.value !== undefined && validate(broken.value)) continue;
      add(
        broken.description,
        (draft) =>
          (draft.body = broken.value === undefined ? undefined : { kind: 'json', value: broken.value }),
      );
    }
  }
  if (body?.kind === 'multipart') {
    add('body: the file part missing', (draft) => (draft.body = { ...body, files: [] }));
  }
  // A field the body's schema forbids (additionalProperties: false) is sent to every such operation, besides
  // the sample: a server that takes it silently is a fault once found (updateAssignmentProfile).
  const forbidden = candidates.filter((c) => c.mutation === `body: ${FORBIDDEN_FIELD_MUTATION}`);
  const rest = candidates.filter((c) => !forbidden.includes(c));
  if (rest.length <= options.maxExamples) return [...rest, ...forbidden];
  const [chosen] = fc.sample(
    fc.shuffledSubarray(rest, { minLength: options.maxExamples, maxLength: options.maxExamples }),
    { seed: seed ^ 0x5bd1e995, numRuns: 1 },
  );
  return [...chosen!, ...forbidden];
}
