/**
 * The contract's examples are a backend too: a tool that mocks from openapi.yaml (Prism) answers them, and the app
 * must take those answers. So every operation whose success answer is JSON has an example (written by
 * scripts/contract-examples.ts from the seeded mock), each example and each request example is valid against its
 * schema in openapi.yaml (JSON Schema 2020-12) and against the generated zod schema the app parses with, and the
 * records an example names are the seed's (decision 044).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../contracts';
import { db } from '../../mock-server';
import { HAND_WRITTEN, RECIPES } from '../../scripts/contract-examples.recipes';
import { openapi } from './openapi-validator';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Media {
  schema?: unknown;
  example?: unknown;
}
interface Answer {
  $ref?: string;
  content?: Record<string, Media>;
}
interface Operation {
  operationId: OperationId;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Answer>;
}

const spec = openapi as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer> };
};
const resolve = (answer: Answer) =>
  answer.$ref ? spec.components.responses[answer.$ref.split('/').pop()!]! : answer;
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapi, 'openapi.json');
const validates = (schemaPointer: string, value: unknown) => {
  const validate =
    ajv.getSchema(`openapi.json#${schemaPointer}`) ?? ajv.compile({ $ref: `openapi.json#${schemaPointer}` });
  return validate(value) ? [] : [ajv.errorsText(validate.errors)];
};

/** Each operation's success response: its status, the media types it answers and the JSON example if any. */
const all = Object.entries(spec.paths).flatMap(([route, item]) =>
  METHODS.filter((method) => item[method]).map((method) => {
    const op = item[method]!;
    const [status, declared] = Object.entries(op.responses).find(([code]) => code.startsWith('2'))!;
    const answer = resolve(declared);
    return { route, method, op, status, declared, answer, json: answer.content?.['application/json'] };
  }),
);
const answeringJson = all.filter((entry) => entry.json);

/** Every string the seeded database holds. */
function seededStrings(): Set<string> {
  const strings = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const collection of Object.values(db)) walk((collection as { all(): unknown[] }).all());
  return strings;
}

/** Ids of the seed's kinds of record (users, facilities, cases, tasks…; slides named blob-…). */
const SEEDED_ID =
  /^(usr-[a-z0-9-]+|fac-\d{3}|case-\d{4}(-S\d+(-B\d+)?)?|grp-\d{3}|sup-\d{3}|task-\d{4}|bill-\d{4}|enq-\d{4}|reg-[a-z0-9-]+|att-\d{16}|blob-[a-z0-9-]+)$/;

/**
 * The ids of what a 201 created: the answer's own id (or each created case's), the user and facility a sign-up
 * creates with it, and ids made from those.
 */
function createdIds(example: unknown): string[] {
  const data = (example as { data?: Record<string, unknown> }).data ?? {};
  const own = (record: Record<string, unknown>) =>
    [record.id, record.caseID, record.userId, record.facilityId].filter((v) => typeof v === 'string');
  const items = Array.isArray(data.items) ? (data.items as Record<string, unknown>[]) : [];
  return [...own(data), ...items.flatMap(own)] as string[];
}

function idsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && SEEDED_ID.test(value)) found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => idsIn(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => idsIn(item, found));
  return found;
}

describe('success examples', () => {
  it('every operation answering JSON has one, and the others answer files, images, a descriptor or DICOM', () => {
    const without = answeringJson.filter((entry) => entry.json!.example === undefined);
    expect(without.map((entry) => entry.op.operationId)).toEqual([]);
    for (const entry of all.filter((e) => !e.json)) {
      const types = Object.keys(entry.answer.content ?? {});
      expect(types.length, entry.op.operationId).toBeGreaterThan(0);
      expect(
        types.every((type) =>
          /^(image\/|text\/event-stream|multipart\/related|application\/(pdf|msword|vnd\.|octet-stream|xml|dicom))/.test(
            type,
          ),
        ),
        `${entry.op.operationId}: ${types.join(', ')}`,
      ).toBe(true);
    }
  });

  it('can be made again: each has a recipe in scripts/contract-examples.recipes.ts or is kept by hand', () => {
    const orphans = answeringJson
      .map((entry) => entry.op.operationId)
      .filter((id) => !RECIPES[id] && !HAND_WRITTEN.has(id));
    expect(orphans).toEqual([]);
  });

  it.each(answeringJson.map((entry) => [entry.op.operationId, entry] as const))(
    '%s: valid against openapi.yaml and the zod schema the app parses with',
    (id, entry) => {
      const example = entry.json!.example;
      const schemaAt = entry.declared.$ref
        ? `${entry.declared.$ref.slice(1)}/${pointer('content', 'application/json', 'schema')}`
        : `/${pointer('paths', entry.route, entry.method, 'responses', entry.status, 'content', 'application/json', 'schema')}`;
      expect(validates(schemaAt, example)).toEqual([]);
      const parsed = operations[id].response!.safeParse(example);
      expect(parsed.success ? [] : parsed.error.issues, 'the app would refuse this answer').toEqual([]);
    },
  );

  it('name the seed’s records (a 201 also its new one)', () => {
    const seeded = seededStrings();
    const strangers: string[] = [];
    for (const entry of answeringJson) {
      const example = entry.json!.example;
      const created = entry.status === '201' ? createdIds(example) : [];
      for (const id of idsIn(example)) {
        if (seeded.has(id) || created.some((own) => id === own || id.startsWith(`${own}-`))) continue;
        strangers.push(`${entry.op.operationId}: ${id}`);
      }
    }
    expect(strangers).toEqual([]);
  });
});

describe('request examples', () => {
  const withBody = all.filter(
    (entry) => entry.op.requestBody?.content['application/json']?.example !== undefined,
  );

  it.each(withBody.map((entry) => [entry.op.operationId, entry] as const))(
    '%s: valid against openapi.yaml and the zod schema the mock checks bodies with',
    (id, entry) => {
      const example = entry.op.requestBody!.content['application/json']!.example;
      const schemaAt = `/${pointer('paths', entry.route, entry.method, 'requestBody', 'content', 'application/json', 'schema')}`;
      expect(validates(schemaAt, example)).toEqual([]);
      const parsed = operations[id].body!.safeParse(example);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
  );

  it('name the seed’s records', () => {
    const seeded = seededStrings();
    const strangers = withBody.flatMap((entry) =>
      idsIn(entry.op.requestBody!.content['application/json']!.example)
        .filter((id) => !seeded.has(id))
        .map((id) => `${entry.op.operationId}: ${id}`),
    );
    expect(strangers).toEqual([]);
  });
});
