import { describe, expect, it } from 'vitest';
import { appendOnlyProblem, appendOnlyVerdict } from './append-only';

const a = { id: 'aud-3', action: 'CaseViewed', detail: null };
const b = { id: 'aud-2', action: 'Logout', detail: null };
const c = { id: 'aud-1', action: 'LoginSucceeded', detail: null };

describe('append_only', () => {
  it('passes when every earlier record is still there, unchanged and in order, new ones before them', () => {
    expect(appendOnlyProblem([a, b, c], [a, b, c])).toBeNull();
    expect(appendOnlyProblem([a, b, c], [{ id: 'aud-4' }, a, b, c])).toBeNull();
    expect(appendOnlyVerdict([a], [a])).toEqual({ pass: true });
  });

  it('fails a record gone, changed or moved, and says which', () => {
    expect(appendOnlyProblem([a, b, c], [a, c])).toBe('aud-2 is gone');
    expect(appendOnlyProblem([a, b], [a, { ...b, detail: 'Edited' }])).toBe('aud-2 changed');
    expect(appendOnlyProblem([a, b], [b, a])).toBe('aud-2 moved');
    expect(appendOnlyVerdict([a], [])).toEqual({
      pass: false,
      expected: 'every record read before still there, unchanged, in order',
      seen: 'aud-3 is gone',
    });
  });
});
