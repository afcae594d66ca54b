import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETRY_TEXT, retryRefusal } from './archive-retry';

const storage = fc.option(
  fc.record({
    state: fc.constantFrom('Queued' as const, 'Storing' as const, 'Stored' as const, 'Failed' as const),
    message: fc.constant(null),
  }),
);
const input = fc.record({
  hasArchive: fc.boolean(),
  takenByArchive: fc.boolean(),
  storage,
  cancelled: fc.boolean(),
});

describe('retryRefusal', () => {
  it('allows exactly a failed store of a slide the archive takes, on a server with one, of a case not cancelled', () => {
    fc.assert(
      fc.property(input, (given) => {
        const allowed =
          given.hasArchive && given.takenByArchive && given.storage?.state === 'Failed' && !given.cancelled;
        expect(retryRefusal(given) === null).toBe(allowed);
      }),
    );
  });

  it('says first what the person can least change: the server, the kind of slide, the state, the case', () => {
    fc.assert(
      fc.property(input, (given) => {
        const said = retryRefusal(given);
        if (!given.hasArchive) expect(said).toBe(RETRY_TEXT.noArchive);
        else if (!given.takenByArchive || !given.storage) expect(said).toBe(RETRY_TEXT.notTaken);
        else if (given.storage.state === 'Stored') expect(said).toBe(RETRY_TEXT.stored);
        else if (given.storage.state !== 'Failed') expect(said).toBe(RETRY_TEXT.underWay);
        else expect(said).toBe(given.cancelled ? RETRY_TEXT.cancelled : null);
      }),
    );
  });
});
