/** A start while the case holds fewer than 50 consults: taken, or a limit lower than documented. */
import { describe, expect, it } from 'vitest';
import { fillVerdict } from './consult-limit-kept';

const answer = (status: number, message = '') => ({
  response: { status, headers: {}, json: { message }, text: '', size: 1, ms: 1 },
});

describe('filling a case with consults', () => {
  it('passes a start taken (201)', () => {
    expect(fillVerdict(12, answer(201))).toEqual({ pass: true });
  });

  it('fails a start refused before the limit, saying how many the case held', () => {
    expect(fillVerdict(30, answer(422, 'This case has reached its limit of 30 consults.'))).toEqual({
      pass: false,
      expected: '201: the case holds 30 consults, fewer than 50',
      seen: '422 (no Content-Type) "This case has reached its limit of 30 consults."',
    });
  });

  it('judges nothing without an answer', () => {
    expect(fillVerdict(3, { response: undefined })).toBeNull();
  });
});
