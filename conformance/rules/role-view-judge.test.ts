/**
 * role_view_kept's pure part: x-role-view read from openapi.yaml and refused when malformed, and a page's items
 * judged against the caller's shapes ($caller, $facility, literals, lists of values).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOperations, loadOpenapi } from '../openapi';
import { operationExtension } from './extension';
import {
  fits,
  judgeItems,
  readRoleView,
  ROLE_VIEW_EXTENSION,
  shapesFor,
  valueAt,
  type Caller,
  type RoleView,
} from './role-view-judge';

const doc = loadOpenapi();
const viewOf = (id: string) =>
  readRoleView(
    operationExtension(
      doc,
      listOperations(doc).find((op) => op.operationId === id)!,
      ROLE_VIEW_EXTENSION,
    ),
  );

const facility: Caller = { role: 'MedicalFacility', userId: 'u-7', facilityId: 'fac-001' };
const provider: Caller = { role: 'Provider', userId: 'u-3' };

describe('x-role-view', () => {
  it("reads listCases' and listTasks' markers, and resolves $caller and $facility for the caller", () => {
    const cases = viewOf('listCases') as RoleView;
    expect(shapesFor(cases, provider)).toEqual([
      { status: ['Available'] },
      { 'assignedProvider.id': ['u-3'] },
    ]);
    expect(shapesFor(cases, facility)).toEqual([{ 'facility.id': ['fac-001'] }]);
    // A role the marker does not name sees everything: nothing to judge.
    expect(shapesFor(cases, { role: 'Admin', userId: 'u-1' })).toBeUndefined();
    const tasks = viewOf('listTasks') as RoleView;
    expect(shapesFor(tasks, facility)).toEqual([
      { 'facility.id': ['fac-001'], ownerGroup: ['Facility', 'Both'] },
      { 'assignee.id': ['u-7'] },
    ]);
    // A shape naming what the run does not know (a facility role without its facility) judges nothing.
    expect(shapesFor(tasks, { role: 'MedicalFacility', userId: 'u-7' })).toBeUndefined();
  });

  it('refuses a malformed marker with a sentence', () => {
    expect(readRoleView([])).toBe('x-role-view is not an object of roles');
    expect(readRoleView({ Provider: [] })).toBe('x-role-view.Provider is not a non-empty list of shapes');
    expect(readRoleView({ Provider: [{}] })).toBe(
      'x-role-view.Provider has a shape that is not an object of fields',
    );
    expect(readRoleView({ Provider: [{ status: [{}] }] })).toBe(
      'x-role-view.Provider.status is not a value or a list of values',
    );
  });
});

describe('judging a page', () => {
  const shapes = shapesFor(viewOf('listTasks') as RoleView, facility)!;
  const task = (id: string, facilityId: string | null, ownerGroup: string, assignee: string | null) => ({
    id,
    facility: facilityId && { id: facilityId },
    ownerGroup,
    assignee: assignee && { id: assignee },
  });

  it("passes the facility's own tasks and any task assigned to the caller; names the first other", () => {
    const own = [task('t1', 'fac-001', 'Both', null), task('t2', 'fac-009', 'Operator', 'u-7')];
    expect(judgeItems(own, shapes, facility, 'id')).toEqual({ pass: true });
    const leaked = [
      ...own,
      task('t3', 'fac-001', 'Operator', 'u-2'),
      task('t4', 'fac-002', 'Facility', null),
    ];
    expect(judgeItems(leaked, shapes, facility, 'id')).toEqual({
      pass: false,
      expected:
        'only items MedicalFacility may see: facility.id = fac-001 and ownerGroup in Facility, Both; or assignee.id = u-7',
      seen: 't3 with facility.id fac-001, ownerGroup Operator, assignee.id u-2 (2 of 4 items like it)',
    });
    expect(judgeItems([], shapes, facility, 'id')).toEqual({ pass: true });
  });

  it('reads dotted paths, and an absent or null field fits no value', () => {
    expect(valueAt({ a: { b: 2 } }, 'a.b')).toBe('2');
    expect(valueAt({ a: null }, 'a.b')).toBeUndefined();
    expect(fits({ assignee: null }, [{ 'assignee.id': ['u-7'] }])).toBe(false);
  });

  it('property: an item fits exactly when every field of some shape holds one of its values', () => {
    const value = fc.constantFrom<string>('a', 'b', 'c');
    const shape = fc.dictionary(
      fc.constantFrom('x', 'y.z'),
      fc.array(value, { minLength: 1, maxLength: 2 }),
      {
        minKeys: 1,
      },
    );
    const item = fc.record({ x: fc.option(value), y: fc.record({ z: fc.option(value) }) });
    fc.assert(
      fc.property(
        fc.array(shape, { minLength: 1, maxLength: 3 }),
        fc.array(item, { maxLength: 5 }),
        (all, items) => {
          const expected = items.filter((it) =>
            all.some((s) =>
              Object.entries(s).every(([field, values]) => values.includes(valueAt(it, field)!)),
            ),
          );
          const verdict = judgeItems(items, all, provider, 'x');
          expect(verdict!.pass).toBe(expected.length === items.length);
          if (!verdict!.pass)
            expect(verdict!.seen).toContain(`(${items.length - expected.length} of ${items.length}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});
