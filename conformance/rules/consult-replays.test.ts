/** The consult replays' verdicts: an append's counts, and a replay's consult against the first answer's. */
import { describe, expect, it } from 'vitest';
import type { Exchange } from '../types';
import { appendVerdict, leaveVerdict, unchangedVerdict } from './consult-replays';

const answer = (status: number, data: unknown): Pick<Exchange, 'response'> => ({
  response: { status, headers: {}, json: { data }, text: '', size: 1, ms: 1 },
});

describe('consult replays', () => {
  it('an append passes only with the applied, held and lastSeq the words make it', () => {
    const expected = { applied: 0, held: 0, lastSeq: 3 };
    expect(appendVerdict('w', expected, answer(200, { applied: 0, held: 0, lastSeq: 3 }))).toEqual({
      pass: true,
    });
    expect(appendVerdict('w', expected, answer(200, { applied: 1, held: 0, lastSeq: 4 }))).toMatchObject({
      pass: false,
      expected: '200 with {"applied":0,"held":0,"lastSeq":3}: w',
    });
    expect(appendVerdict('w', expected, answer(409, null))).toMatchObject({ pass: false });
  });

  it('a replay passes when the consult is as the first answer left it, its last activity aside', () => {
    const first = { consultId: 'c', participants: [{ userId: 'u' }], lastActiveAt: '2026-01-01T00:00:00Z' };
    const same = { ...first, lastActiveAt: '2026-01-01T00:00:09Z' };
    expect(unchangedVerdict('w', first, answer(200, same))).toEqual({ pass: true });
    const twice = { ...first, participants: [{ userId: 'u' }, { userId: 'u' }] };
    expect(unchangedVerdict('w', first, answer(200, twice))).toMatchObject({ pass: false });
    expect(unchangedVerdict('w', first, { response: undefined })).toBeNull();
  });

  it("a leader's leave passes only with the state and leader the words make it", () => {
    const passed = { state: 'Active', leaderId: 'usr-p' };
    expect(leaveVerdict('w', passed, answer(200, { ...passed, consultId: 'c' }))).toEqual({ pass: true });
    expect(leaveVerdict('w', passed, answer(200, { state: 'Ended', leaderId: 'usr-p' }))).toMatchObject({
      pass: false,
      expected: '200 with {"state":"Active","leaderId":"usr-p"}: w',
    });
    expect(leaveVerdict('w', { state: 'Ended' }, answer(200, { state: 'Ended', leaderId: 'x' }))).toEqual({
      pass: true,
    });
    expect(leaveVerdict('w', { state: 'Ended' }, { response: undefined })).toBeNull();
  });
});
