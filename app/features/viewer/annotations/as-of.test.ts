/** A slide's annotations as the server held them at a moment (as-of.ts; a consult's replay). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldDocument, isDocumentEvent, type DocumentEvent } from 'contracts';
import { eventArbitrary } from '../model/arbitraries';
import { annotationsAsOf, eventsAsOf } from './as-of';

const T0 = Date.parse('2026-11-26T09:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A stored log: document events in the log's order, each received at some time of a day. */
const storedLog = fc.array(
  fc.record({
    event: eventArbitrary.filter(isDocumentEvent),
    receivedAt: fc.integer({ min: 0, max: 86_400_000 }).map((ms) => iso(T0 + ms)),
  }),
  { maxLength: 40 },
);
const moment = fc.integer({ min: -1000, max: 86_401_000 }).map((ms) => iso(T0 + ms));

describe('annotationsAsOf', () => {
  it('is the fold of exactly the events received by then, in the log order', () => {
    fc.assert(
      fc.property(storedLog, moment, (log, asOf) => {
        const held = eventsAsOf(log, asOf);
        expect(held).toEqual(log.filter((each) => Date.parse(each.receivedAt) <= Date.parse(asOf)));
        expect(annotationsAsOf(log, asOf)).toEqual(
          foldDocument(held.map((each) => each.event as DocumentEvent)),
        );
      }),
    );
  });

  it('holds more as time goes on, and everything after the last arrival', () => {
    fc.assert(
      fc.property(storedLog, moment, moment, (log, a, b) => {
        const [early, late] = Date.parse(a) <= Date.parse(b) ? [a, b] : [b, a];
        const later = new Set(eventsAsOf(log, late));
        expect(eventsAsOf(log, early).every((each) => later.has(each))).toBe(true);
        expect(annotationsAsOf(log, iso(T0 + 86_401_000))).toEqual(
          foldDocument(log.map((each) => each.event as DocumentEvent)),
        );
      }),
    );
  });
});
