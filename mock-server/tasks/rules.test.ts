import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusAfterWorkStep, taskTransitionError } from './rules';

const STATUSES = ['Open', 'InProgress', 'Completed', 'Cancelled'] as const;

describe('a step of a task’s work (statusAfterWorkStep)', () => {
  it('starts an Open task, as Start does, and keeps every other status', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), (status) => {
        const after = statusAfterWorkStep(status);
        if (status === 'Open') {
          expect(after).toBe('InProgress');
          expect(taskTransitionError(status, 'start')).toBeNull();
        } else {
          expect(after).toBe(status);
        }
        // Once moved on, Start is never offered again and the task can still be completed.
        expect(taskTransitionError(after, 'start') === null).toBe(after === 'Open');
        expect(statusAfterWorkStep(after)).toBe(after);
      }),
    );
  });
});
