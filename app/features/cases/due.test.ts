/** How Due reads: words for every state, never a colour alone, and a signed-out case's outcome. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import {
  DUE_STATE_LABELS,
  DUE_TONES,
  DUE_WORDS,
  dueExportValue,
  dueStateText,
  dueWording,
  PRIORITY_LABELS,
  PRIORITY_TONES,
} from './due';

const clocked = fc.record({
  status: fc.constantFrom(...schemas.zCaseStatus.options),
  dueAt: fc.option(fc.constant('2026-11-27T09:00:00.000Z'), { nil: null }),
  dueState: fc.option(fc.constantFrom(...schemas.zDueState.options), { nil: null }),
});

describe('dueWording', () => {
  it('says the words of the spec for an open case', () => {
    expect(DUE_STATE_LABELS).toEqual({ OnTime: 'On time', AtRisk: 'At risk', Overdue: 'Overdue' });
    for (const state of schemas.zDueState.options)
      expect(dueWording({ status: 'Assigned', dueAt: '2026-11-27T09:00:00Z', dueState: state })).toBe(state);
  });

  it('for any case: words that differ where the colours differ, a draft not sent out, a signed-out case met or missed', () => {
    fc.assert(
      fc.property(clocked, (item) => {
        const wording = dueWording(item);
        expect(DUE_WORDS[wording]).toMatch(/\S/);
        if (item.status === 'Draft') expect(wording).toBe('NotSentOut');
        else if (!item.dueAt || !item.dueState || item.status === 'Cancelled') expect(wording).toBe('None');
        else if (item.status === 'SignOutCompleted')
          expect(wording).toBe(item.dueState === 'Overdue' ? 'Missed' : 'Met');
        else expect(wording).toBe(item.dueState);
        // The export says the same in words, and gives the time only where there is one.
        expect(dueStateText(item)).toBe(
          wording === 'None' || wording === 'NotSentOut' ? '' : DUE_WORDS[wording],
        );
        const value = dueExportValue(item);
        if (value instanceof Date) expect(value.toISOString()).toBe(new Date(item.dueAt!).toISOString());
      }),
    );
    // Colour is never the only cue: two wordings with different tones always have different words.
    const wordings = Object.keys(DUE_WORDS) as (keyof typeof DUE_WORDS)[];
    for (const a of wordings)
      for (const b of wordings)
        if (DUE_TONES[a] !== DUE_TONES[b]) expect(DUE_WORDS[a]).not.toBe(DUE_WORDS[b]);
    expect(new Set(Object.values(DUE_WORDS)).size).toBe(wordings.length);
  });

  it('makes Rush and STAT stand out from Routine', () => {
    expect(PRIORITY_LABELS).toEqual({ Routine: 'Routine', Rush: 'Rush', STAT: 'STAT' });
    expect(PRIORITY_TONES.Routine).toBe('neutral');
    expect(PRIORITY_TONES.Rush).not.toBe('neutral');
    expect(PRIORITY_TONES.STAT).toBe('danger');
  });
});
