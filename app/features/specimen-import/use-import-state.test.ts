/** Drop and its Undo on the import's rows (decision 069): Undo gives back exactly the rows before the drop. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, type ImportState } from './import-storage';
import { dropOf, dropped, withRowRestored } from './use-import-state';
import { EXAMPLE } from './test-helpers';

const stateWith = (lines: number[], issuesOn: number[]): ImportState => ({
  ...EMPTY_STATE,
  fileName: 'specimens.xlsx',
  rows: lines.map((line) => ({ id: `row-${line}`, line, cells: { ...EXAMPLE, specimenId: `S${line}` } })),
  apiIssues: Object.fromEntries(
    issuesOn
      .filter((line) => lines.includes(line))
      .map((line) => [`row-${line}`, { specimenId: ['Taken.'] }]),
  ),
});

const rowsAndOne = fc
  .uniqueArray(fc.integer({ min: 2, max: 500 }), { minLength: 1, maxLength: 12 })
  .chain((lines) =>
    fc.record({
      lines: fc.constant(lines),
      issuesOn: fc.subarray(lines),
      dropAt: fc.integer({ min: 0, max: lines.length - 1 }),
    }),
  );

describe('drop and Undo', () => {
  it('Undo right after a drop gives back the same rows, in order, with their messages', () => {
    fc.assert(
      fc.property(rowsAndOne, ({ lines, issuesOn, dropAt }) => {
        const before = stateWith(lines, issuesOn);
        const id = before.rows[dropAt]!.id;
        const drop = dropOf(before, id)!;
        const after = dropped(before, id);
        expect(after.rows.map((r) => r.id)).not.toContain(id);
        expect(after.apiIssues[id]).toBeUndefined();
        expect(withRowRestored(after, drop)).toEqual(before);
      }),
    );
  });

  it('puts rows dropped one after another back in order when undone in reverse', () => {
    const before = stateWith([2, 3, 4, 5], [3]);
    const first = dropOf(before, 'row-3')!;
    const once = dropped(before, 'row-3');
    const second = dropOf(once, 'row-5')!;
    const twice = dropped(once, 'row-5');
    expect(withRowRestored(withRowRestored(twice, second), first)).toEqual(before);
  });

  it('does nothing once the rows are another spreadsheet’s, the cases are created, or the row is back', () => {
    const before = stateWith([2, 3], []);
    const drop = dropOf(before, 'row-2')!;
    const after = dropped(before, 'row-2');
    const other = { ...after, fileName: 'other.xlsx' };
    expect(withRowRestored(other, drop)).toBe(other);
    const created = { ...EMPTY_STATE, result: { cases: [], message: null } };
    expect(withRowRestored(created, drop)).toBe(created);
    const back = withRowRestored(after, drop);
    expect(withRowRestored(back, drop)).toBe(back);
    expect(dropOf(before, 'row-9')).toBeNull();
  });
});
