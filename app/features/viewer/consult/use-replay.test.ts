import { describe, expect, it } from 'vitest';
import type { ConsultStep } from '../../../../contracts/consult';
import { leadersOf, replayTimes } from './use-replay';

const step = (seq: number, eventAt: number | null): ConsultStep => ({
  seq,
  action: eventAt === null ? 'undo' : 'dispatch',
  event: eventAt === null ? null : { type: 'viewport/home', id: `e${seq}`, at: eventAt, origin: 'user' },
  byUserId: 'usr-provider',
  at: new Date(1_700_000_000_000 + seq * 5000).toISOString(),
});

describe('replayTimes', () => {
  it("keeps the leader's pace and shortens pauses over the cap", () => {
    const t0 = 1_700_000_000_000;
    expect(
      replayTimes([step(1, t0), step(2, t0 + 200), step(3, t0 + 10_000), step(4, t0 + 10_300)], 1000),
    ).toEqual([0, 200, 1200, 1500]);
  });
  it('times an undo or redo by when it reached the backend', () => {
    const t0 = 1_700_000_000_000;
    // Step 2 (an undo) arrived at t0 + 10 s by the server's clock; its pause is cut to the cap.
    expect(replayTimes([step(1, t0 + 5000), step(2, null)], 1000)).toEqual([0, 1000]);
  });
  it('is empty for an empty log', () => {
    expect(replayTimes([])).toEqual([]);
  });
});

describe('leadersOf', () => {
  it('names who led at each step, across a hand-over', () => {
    const steps = [
      { byUserId: 'usr-a' },
      { byUserId: 'usr-a' },
      { byUserId: 'usr-b' },
      { byUserId: 'usr-x' },
    ];
    const people = [
      { userId: 'usr-a', name: 'Maya Okafor' },
      { userId: 'usr-b', name: 'Esther Dubois' },
    ];
    expect(leadersOf(steps, people)).toEqual(['Maya Okafor', 'Maya Okafor', 'Esther Dubois', null]);
  });
});
