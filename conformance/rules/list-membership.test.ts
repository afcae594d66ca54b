/** deleted_leaves_list's pure parts: x-deletes-from-list as openapi.yaml writes it, finding an id, the verdict. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { SEQUENCES } from '../stateful';
import { operationExtension } from './extension';
import {
  deletedListedVerdict,
  DELETES_EXTENSION,
  listItems,
  listsId,
  readDeletesFromList,
} from './list-membership';

const doc = loadOpenapi();
const operations = listOperations(doc);

describe('x-deletes-from-list in openapi.yaml', () => {
  it('marks each delete that has a list, naming a list the contract has and a path parameter of the delete', () => {
    const marked = operations.filter((op) => operationExtension(doc, op, DELETES_EXTENSION) !== undefined);
    expect(marked.map((op) => op.operationId).sort()).toEqual([
      'deleteCaseAttachment',
      'deleteGroup',
      'removeBackendServiceClient',
    ]);
    for (const op of marked) {
      const rule = readDeletesFromList(operationExtension(doc, op, DELETES_EXTENSION));
      if (typeof rule === 'string') throw new Error(rule);
      expect(operations.some((o) => o.operationId === rule.list && o.method === 'GET')).toBe(true);
      expect(op.parameters.some((p) => p.in === 'path' && p.name === rule.id)).toBe(true);
      // The rule makes what it deletes the way a stateful sequence does.
      expect(
        SEQUENCES.some((s) =>
          s.steps.some((st) => st.operationId === op.operationId && st.expect === 'delete'),
        ),
      ).toBe(true);
    }
    // The other DELETE of the contract clears a single record (the banner): no list to leave.
    const others = operations.filter((op) => op.method === 'DELETE' && !marked.includes(op));
    expect(others.map((op) => op.operationId)).toEqual(['clearBanner']);
  });

  it('refuses an extension missing a field', () => {
    expect(readDeletesFromList({ list: 'listGroups', id: 'groupId' })).toMatch(/field/);
  });
});

describe('finding an id in a list', () => {
  it('reads a bare array or the items of a page', () => {
    expect(listItems([{ id: 'a' }])).toEqual([{ id: 'a' }]);
    expect(listItems({ items: [{ id: 'a' }], total: 1 }, 'items')).toEqual([{ id: 'a' }]);
    expect(listItems({ items: 'no' }, 'items')).toBeUndefined();
  });

  it('finds exactly the ids the items hold, in the field named', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 20 }),
        fc.string({ minLength: 1 }),
        (ids, probe) => {
          const items = ids.map((id) => ({ id, name: probe }));
          expect(listsId(items, 'id', probe)).toBe(ids.includes(probe));
          expect(listsId(items, 'other', probe)).toBe(false);
        },
      ),
    );
  });
});

describe('the verdict', () => {
  it('passes when the list no longer holds it, fails naming where it still is', () => {
    const what = { id: 'grp-1', list: 'listGroups', deleted: 'deleteGroup' };
    expect(deletedListedVerdict(undefined, what)).toEqual({ pass: true });
    expect(deletedListedVerdict('page 2', what)).toEqual({
      pass: false,
      expected: 'grp-1 gone from listGroups after deleteGroup succeeded',
      seen: 'listGroups still lists grp-1 (page 2)',
    });
  });
});
