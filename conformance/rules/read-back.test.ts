/**
 * The write rules' extensions as read from openapi.yaml (x-read-back, x-partial-update, x-free-text), the runtime
 * expressions, and the verdict of patch_changes_only_sent on records read before and after an update.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import {
  changedFields,
  evaluate,
  freeTextFields,
  onlySentChanged,
  partialUpdateOf,
  readableBefore,
  readBackOf,
  readBackParameters,
} from './read-back';

const doc = loadOpenapi();
const operations = listOperations(doc);
const operation = (id: string) => operations.find((op) => op.operationId === id)!;

describe('the contract', () => {
  it('names the read-back of its representative creates and updates, and operations that exist', () => {
    const declared = operations.filter((op) => readBackOf(doc, op));
    expect(declared.map((op) => op.operationId).sort()).toEqual(
      [
        'createGroup',
        'createTask',
        'updateCaseClinicalInfo',
        'updateEnquiry',
        'updateGroup',
        'updateTask',
      ].sort(),
    );
    for (const op of declared) {
      const readBack = readBackOf(doc, op)!;
      const reader = operation(readBack.operationId);
      expect(reader.method).toBe('GET');
      // Every path parameter of the read-back is given, and nothing else.
      expect(Object.keys(readBack.parameters).sort()).toEqual(
        reader.parameters
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort(),
      );
      // An update reads back before it writes; a create only from its answer.
      expect(readableBefore(readBack)).toBe(op.parameters.some((p) => p.in === 'path'));
    }
  });

  it('says which updates change only what they send, and which fields the server sets', () => {
    expect(partialUpdateOf(doc, operation('updateGroup'))).toEqual({ serverSet: ['updatedAt'] });
    expect(partialUpdateOf(doc, operation('updateCaseClinicalInfo'))).toEqual({ serverSet: ['updatedAt'] });
    // A PUT that replaces the whole case is no partial update.
    expect(partialUpdateOf(doc, operation('updateCase'))).toBeUndefined();
    expect(partialUpdateOf(doc, operation('createGroup'))).toBeUndefined();
  });

  it('marks free text on the bodies of those writes, bounded', () => {
    expect(freeTextFields(doc, operation('updateGroup'))).toEqual([
      { name: 'name', maxLength: 100, minLength: 1 },
      { name: 'description', maxLength: 1000, minLength: 0 },
    ]);
    expect(freeTextFields(doc, operation('updateEnquiry')).map((f) => f.name)).toEqual([
      'firstName',
      'lastName',
      'organisation',
      'notes',
    ]);
    // A code from a reference list is text, but not free text.
    expect(freeTextFields(doc, operation('updateEnquiry')).map((f) => f.name)).not.toContain('state');
    for (const op of operations.filter((o) => readBackOf(doc, o)))
      for (const field of freeTextFields(doc, op)) expect(field.maxLength).toBeGreaterThan(0);
  });
});

describe('runtime expressions', () => {
  it('read the request path and the answer body', () => {
    const from = { path: { taskId: 'task-1' }, body: { data: { id: 'grp-9', n: 3 } } };
    expect(evaluate('$request.path.taskId', from)).toBe('task-1');
    expect(evaluate('$response.body#/data/id', from)).toBe('grp-9');
    expect(evaluate('$response.body#/data/n', from)).toBe('3');
    expect(evaluate('$response.body#/data/missing', from)).toBeUndefined();
    expect(evaluate('$request.path.other', from)).toBeUndefined();
    expect(evaluate('constant', from)).toBe('constant');
    expect(
      readBackParameters({ operationId: 'getGroup', parameters: { groupId: '$response.body#/data/id' } }, {}),
    ).toEqual({
      missing: 'groupId ($response.body#/data/id)',
    });
  });
});

const record = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== '__proto__'),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('patch_changes_only_sent', () => {
  it('finds no change between a record and itself', () => {
    fc.assert(fc.property(record, (r) => changedFields(r, structuredClone(r)).length === 0));
  });

  it('passes a record where only the fields sent and the server-set ones changed', () => {
    fc.assert(
      fc.property(record, fc.string(), fc.string(), (before, text, stamp) => {
        const after = { ...before, note: text, updatedAt: stamp };
        return onlySentChanged(before, after, { note: text }, ['updatedAt'])?.pass === true;
      }),
    );
  });

  it('fails a record where another field changed, naming it', () => {
    fc.assert(
      fc.property(record, fc.jsonValue(), fc.jsonValue(), (before, was, now) => {
        fc.pre(JSON.stringify(was) !== JSON.stringify(now));
        const verdict = onlySentChanged(
          { ...before, other: was },
          { ...before, other: now, note: 'x' },
          { note: 'x' },
          [],
        );
        return verdict?.pass === false && verdict.seen.startsWith('also changed: other ');
      }),
    );
  });

  it('fails a record that does not hold what was sent', () => {
    const verdict = onlySentChanged({ note: 'a' }, { note: 'a' }, { note: 'b' }, ['updatedAt']);
    expect(verdict).toMatchObject({ pass: false, seen: 'note "a", sent "b"' });
  });
});
