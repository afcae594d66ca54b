import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blindingPhase, type SampledReviewFacts } from './quality';

const people = ['p1', 'p2', 'p3'];
const person = fc.constantFrom(...people);
const review: fc.Arbitrary<SampledReviewFacts> = fc.record({
  assigneeId: fc.option(person, { nil: null }),
  status: fc.constantFrom('Open', 'InProgress', 'Completed', 'Cancelled'),
  graded: fc.boolean(),
  blindReadBy: fc.option(person, { nil: null }),
});
const reviews = fc.array(review, { maxLength: 5 });
const open = (r: SampledReviewFacts) => !r.graded && (r.status === 'Open' || r.status === 'InProgress');

describe('blindingPhase, for any reviews of a case', () => {
  it('never blinds an admin', () => {
    fc.assert(
      fc.property(person, reviews, (id, list) => {
        expect(blindingPhase({ id, isAdmin: true }, list)).toBeNull();
      }),
    );
  });

  it('blinds exactly the assignee of an open, ungraded review', () => {
    fc.assert(
      fc.property(person, reviews, (id, list) => {
        const mine = list.some((r) => r.assigneeId === id && open(r));
        expect(blindingPhase({ id, isAdmin: false }, list) !== null).toBe(mine);
      }),
    );
  });

  it('shows the diagnosis only once every open review of theirs has their own blind read', () => {
    fc.assert(
      fc.property(person, reviews, (id, list) => {
        const phase = blindingPhase({ id, isAdmin: false }, list);
        const mine = list.filter((r) => r.assigneeId === id && open(r));
        if (phase === 'Compare') expect(mine.every((r) => r.blindReadBy === id)).toBe(true);
        if (phase === 'BlindRead') expect(mine.some((r) => r.blindReadBy !== id)).toBe(true);
      }),
    );
  });

  it('a blind read by someone else (a reassigned task) does not count', () => {
    const task = { assigneeId: 'p1', status: 'Open', graded: false, blindReadBy: 'p2' };
    expect(blindingPhase({ id: 'p1', isAdmin: false }, [task])).toBe('BlindRead');
    expect(blindingPhase({ id: 'p1', isAdmin: false }, [{ ...task, blindReadBy: 'p1' }])).toBe('Compare');
    expect(
      blindingPhase({ id: 'p1', isAdmin: false }, [{ ...task, blindReadBy: 'p1', graded: true }]),
    ).toBeNull();
  });
});
