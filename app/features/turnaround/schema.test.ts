/** The Turnaround form's rules: hours as typed, and the stored settings as the form's values and back. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { formErrorMap } from '~/components/form';
import {
  formValuesOf,
  TARGET_BOUNDS,
  TARGET_GRID,
  targetInWords,
  TURNAROUND_MESSAGES,
  turnaroundForm,
} from './schema';

const grid = TARGET_GRID.flatMap((row) => row.cells);
const hoursMessage = (hours: string) => {
  const result = turnaroundForm.safeParse(
    { targets: [{ caseType: 'surgical', priority: 'Routine', hours }], holidays: [] },
    { error: formErrorMap },
  );
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('a target as typed', () => {
  it('accepts every whole number within the bounds, spaces around it allowed', () => {
    fc.assert(
      fc.property(fc.integer({ min: TARGET_BOUNDS.min, max: TARGET_BOUNDS.max }), (hours) => {
        const parsed = turnaroundForm.parse({
          targets: [{ caseType: 'cytology', priority: 'STAT', hours: ` ${hours} ` }],
        });
        expect(parsed.targets[0]!.hours).toBe(hours);
      }),
    );
  });

  it('says which rule a refused value breaks, one message each', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: TARGET_BOUNDS.min - 1 }), (n) => {
        expect(hoursMessage(String(n))).toEqual([TURNAROUND_MESSAGES.tooSmall]);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: TARGET_BOUNDS.max + 1, max: 1e9 }), (n) => {
        expect(hoursMessage(String(n))).toEqual([TURNAROUND_MESSAGES.tooBig]);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== '' && !/^\s*[-+]?\d+\s*$/.test(text)),
        (text) => {
          expect(hoursMessage(text)).toEqual([TURNAROUND_MESSAGES.wholeNumber]);
        },
      ),
    );
    expect(hoursMessage('1,500')).toEqual([TURNAROUND_MESSAGES.wholeNumber]);
    expect(TARGET_BOUNDS).toEqual({ min: 1, max: 1_500 });
  });
});

const hours = fc.integer({ min: TARGET_BOUNDS.min, max: TARGET_BOUNDS.max });
const day = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('formValuesOf', () => {
  it('gives the grid in order whatever order the API lists the targets, and parses back to the same settings', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(grid, { minLength: grid.length, maxLength: grid.length }),
        fc.array(hours, { minLength: grid.length, maxLength: grid.length }),
        fc.uniqueArray(day, { maxLength: 30 }),
        (order, hoursList, holidays) => {
          const targets = order.map((cell, i) => ({ ...cell, hours: hoursList[i]! }));
          const values = formValuesOf({ targets, holidays });
          expect(values.targets.map(({ caseType, priority }) => ({ caseType, priority }))).toEqual(grid);
          const parsed = turnaroundForm.parse(values);
          expect(schemas.zTurnaroundSettingsInput.parse(parsed)).toEqual(parsed);
          expect(new Set(parsed.targets.map((t) => `${t.caseType}/${t.priority}/${t.hours}`))).toEqual(
            new Set(targets.map((t) => `${t.caseType}/${t.priority}/${t.hours}`)),
          );
          expect(parsed.holidays).toEqual([...holidays].sort());
        },
      ),
    );
  });
});

describe('a target in words (beside the on-time figures judged against it)', () => {
  it('says its working hours, or that it is not set', () => {
    const { targets } = formValuesOf({
      targets: [
        { caseType: 'surgical', priority: 'STAT', hours: 4 },
        { caseType: 'surgical', priority: 'Routine', hours: 48 },
        { caseType: 'surgical', priority: 'Rush', hours: 1500 },
        { caseType: 'consult', priority: 'Routine', hours: 72 },
      ],
      holidays: [],
    });
    const words = (caseType: string) =>
      (['STAT', 'Rush', 'Routine'] as const).map((p) => targetInWords(targets, caseType, p));
    expect(words('surgical')).toEqual(['4 h', '1,500 h', '48 h']);
    expect(words('consult')).toEqual(['not set', 'not set', '72 h']);
  });

  it('says the stored target of its type and priority, and only that one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: TARGET_BOUNDS.min, max: TARGET_BOUNDS.max }), {
          minLength: grid.length,
          maxLength: grid.length,
        }),
        (hours) => {
          const stored = grid.map((cell, i) => ({ ...cell, hours: hours[i]! }));
          const { targets } = formValuesOf({ targets: stored, holidays: [] });
          for (const cell of grid) {
            const h = stored.find((t) => t.caseType === cell.caseType && t.priority === cell.priority)!.hours;
            expect(targetInWords(targets, cell.caseType, cell.priority)).toBe(
              `${h.toLocaleString('en-US')} h`,
            );
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
