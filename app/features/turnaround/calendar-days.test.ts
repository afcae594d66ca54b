import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarYears, dayLabel, isWeekend, monthWeeks, moveDay, WEEKDAYS } from './calendar-days';

const day = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('the holidays’ calendar', () => {
  it('names a day in full, weekday first', () => {
    expect(dayLabel('2026-12-25')).toBe('Friday, December 25, 2026');
    expect(dayLabel('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-27')).toBe(false);
  });

  it('lays a month out in weeks of seven, Sunday first, every day once under its weekday', () => {
    expect(monthWeeks(2026, 10)[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 0, max: 11 }), (year, month) => {
        const weeks = monthWeeks(year, month);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        const days = weeks.flat().filter((d): d is string => d !== null);
        const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
        expect(days).toEqual(Array.from({ length }, (_, i) => addDays(days[0]!, i)));
        expect(days[0]).toBe(`${year}-${String(month + 1).padStart(2, '0')}-01`);
        weeks.forEach((week) =>
          week.forEach((d, column) => {
            if (d) expect(dayLabel(d).startsWith(WEEKDAYS[column]!)).toBe(true);
          }),
        );
        // No week is empty: the first holds the 1st, the last the month's last day.
        expect(weeks[0]!.some(Boolean) && weeks.at(-1)!.some(Boolean)).toBe(true);
      }),
    );
  });

  it('moves as a date picker does: a day, a week, the week’s ends, a month; other keys do nothing', () => {
    fc.assert(
      fc.property(day, (d) => {
        expect(moveDay(moveDay(d, 'ArrowRight')!, 'ArrowLeft')).toBe(d);
        expect(moveDay(moveDay(d, 'ArrowDown')!, 'ArrowUp')).toBe(d);
        expect(moveDay(d, 'ArrowDown')).toBe(addDays(d, 7));
        expect(dayLabel(moveDay(d, 'Home')!).startsWith('Sunday')).toBe(true);
        expect(dayLabel(moveDay(d, 'End')!).startsWith('Saturday')).toBe(true);
        const next = moveDay(d, 'PageDown')!;
        const [y, m] = d.split('-').map(Number) as [number, number];
        expect(next.slice(0, 7)).toBe(new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7));
        expect(Number(next.slice(8))).toBe(
          Math.min(Number(d.slice(8)), new Date(Date.UTC(y, m + 1, 0)).getUTCDate()),
        );
        expect(moveDay(d, 'Enter')).toBeNull();
      }),
    );
    expect(moveDay('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(moveDay('2026-12-31', 'ArrowRight')).toBe('2027-01-01');
  });

  it('shows this year and every year a holiday is listed in, in order, each once', () => {
    expect(calendarYears(2026, ['2026-12-25', '2027-01-01', '2027-07-05'], [])).toEqual([2026, 2027]);
    expect(calendarYears(2026, [], [2028])).toEqual([2026, 2028]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.array(day, { maxLength: 30 }),
        fc.array(fc.integer({ min: 1990, max: 2100 }), { maxLength: 5 }),
        (first, listed, opened) => {
          const years = calendarYears(first, listed, opened);
          expect(years).toContain(first);
          for (const listedDay of listed) expect(years).toContain(Number(listedDay.slice(0, 4)));
          for (const year of opened) expect(years).toContain(year);
          expect(years).toEqual([...new Set(years)].sort((a, b) => a - b));
          expect(
            years.every(
              (y) => y === first || opened.includes(y) || listed.some((d) => d.startsWith(`${y}-`)),
            ),
          ).toBe(true);
        },
      ),
    );
  });
});
