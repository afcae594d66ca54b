import { describe, expect, it } from 'vitest';
import { median, turnaroundOf } from './turnaround';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000).toISOString();

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones, and null for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('turnaroundOf', () => {
  it('measures assignment to sign-out in hours over the cases signed out in the last 30 days', () => {
    const result = turnaroundOf(
      [
        { assignedAt: at(30), signedOutAt: at(20) }, // 10 h
        { assignedAt: at(100), signedOutAt: at(50) }, // 50 h
        { assignedAt: at(48), signedOutAt: at(24) }, // 24 h
        // Signed out 31 days ago: outside the window.
        { assignedAt: at(31 * 24 + 5), signedOutAt: at(31 * 24) },
        // Not measurable: no assignment time, no sign-out, or a sign-out before the assignment.
        { assignedAt: null, signedOutAt: at(5) },
        { assignedAt: at(5), signedOutAt: null },
        { assignedAt: at(1), signedOutAt: at(2) },
      ],
      NOW,
    );
    expect(result).toEqual({ medianHours: 24, cases: 3, windowDays: 30 });
  });

  it('rounds to one decimal and says when there is nothing to measure', () => {
    expect(turnaroundOf([{ assignedAt: at(10), signedOutAt: at(8.66) }], NOW).medianHours).toBe(1.3);
    expect(turnaroundOf([], NOW)).toEqual({ medianHours: null, cases: 0, windowDays: 30 });
  });
});
