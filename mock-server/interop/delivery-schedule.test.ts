/** Which deliveries may be sent now: the schedule's rules as properties (delivery-schedule.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deliveryConcurrency,
  dueAt,
  plan,
  reservedSlots,
  type Sending,
  type Waiting,
} from './delivery-schedule';

const NOW = 1_000_000;
const DESTINATIONS = ['a:1', 'b:1', 'c:1', 'd:1', 'e:1', 'f:1'];

/** Waiting deliveries of a few destinations and facilities, some due, some not, with distinct queue places. */
const waitingArb = fc
  .array(
    fc.record({
      destination: fc.constantFrom(...DESTINATIONS),
      facility: fc.constantFrom('f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'),
      dueAt: fc.oneof(fc.constant(0), fc.integer({ min: NOW - 5000, max: NOW + 5000 })),
      suspect: fc.boolean(),
    }),
    { maxLength: 20 },
  )
  .chain((items) =>
    fc.shuffledSubarray(
      items.map((item, seq): Waiting => ({ ...item, id: `dlv-${seq}`, seq })),
      { minLength: items.length },
    ),
  );
/** Sends in flight: distinct destinations and facilities, as the pump keeps them, within the bound. */
const sendingArb = (bound: number) =>
  fc
    .uniqueArray(
      fc.record({
        destination: fc.constantFrom(...DESTINATIONS, 'x:1', 'y:1'),
        facility: fc.constantFrom('f1', 'f2', 'f3', 'f8', 'f9'),
        suspect: fc.boolean(),
      }),
      { selector: (each) => each.destination, maxLength: bound },
    )
    .map((items) =>
      items.filter((item, index) => items.findIndex((o) => o.facility === item.facility) === index),
    )
    .map((items) => {
      // As the pump keeps them: suspect sends never more than the bound less the kept slots.
      let room = bound - reservedSlots(bound);
      return items.filter((item) => !item.suspect || room-- > 0);
    });
const caseArb = fc.integer({ min: 1, max: 6 }).chain((bound) =>
  fc.record({
    bound: fc.constant(bound),
    waiting: waitingArb,
    sending: sendingArb(bound),
    lastEnded: fc.dictionary(fc.constantFrom(...DESTINATIONS), fc.integer({ min: NOW - 9000, max: NOW })),
  }),
);
interface Case {
  bound: number;
  waiting: Waiting[];
  sending: Sending[];
  lastEnded: Record<string, number>;
}
const run = ({ bound, waiting, sending, lastEnded }: Case) =>
  plan(waiting, sending, { bound, now: NOW, lastEnded: new Map(Object.entries(lastEnded)) });

/** The first waiting delivery of `destination`, in queue order. */
const headOf = (waiting: Waiting[], destination: string) =>
  waiting.filter((item) => item.destination === destination).sort((a, b) => a.seq - b.seq)[0];

describe('plan', () => {
  it('never more sends than the bound, nor suspect ones beyond the bound less the kept slots', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        const { start } = run(input);
        const all = [...input.sending, ...start];
        expect(all.length).toBeLessThanOrEqual(input.bound);
        expect(all.filter((each) => each.suspect).length).toBeLessThanOrEqual(
          input.bound - reservedSlots(input.bound),
        );
      }),
    );
  });

  it('one send per destination and per facility; each the first waiting of its destination, and due', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        const { start } = run(input);
        const all = [...input.sending, ...start];
        expect(new Set(all.map((each) => each.destination)).size).toBe(all.length);
        expect(new Set(all.map((each) => each.facility)).size).toBe(all.length);
        for (const item of start) {
          expect(item).toBe(headOf(input.waiting, item.destination));
          expect(item.dueAt).toBeLessThanOrEqual(NOW);
        }
      }),
    );
  });

  it('leaves a free slot unused only for a head not due, busy, or suspect with no room left', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        const { start } = run(input);
        const all = [...input.sending, ...start];
        if (all.length === input.bound) return;
        const suspectRoom = input.bound - reservedSlots(input.bound) - all.filter((e) => e.suspect).length;
        for (const destination of new Set(input.waiting.map((item) => item.destination))) {
          const head = headOf(input.waiting, destination)!;
          const idle =
            head.dueAt <= NOW &&
            !all.some((each) => each.destination === destination || each.facility === head.facility);
          if (idle) expect(head.suspect && suspectRoom <= 0).toBe(true);
        }
      }),
    );
  });

  it('a healthy destination starts at once however many failing ones are being sent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 32 }), fc.integer({ min: 0, max: 40 }), (bound, dead) => {
        // As many failing destinations as would take every slot, waiting longer than the healthy one.
        const failing: Waiting[] = Array.from({ length: dead }, (_, index) => ({
          id: `dead-${index}`,
          seq: index,
          destination: `dead:${index}`,
          facility: `dead-${index}`,
          dueAt: 0,
          suspect: true,
        }));
        const healthy: Waiting = {
          id: 'ok',
          seq: dead,
          destination: 'ok:1',
          facility: 'ok',
          dueAt: NOW,
          suspect: false,
        };
        const first = plan(failing, [], { bound, now: NOW });
        const sending = first.start.map(({ destination, facility, suspect }) => ({
          destination,
          facility,
          suspect,
        }));
        const { start } = plan([...failing.slice(first.start.length), healthy], sending, { bound, now: NOW });
        expect(start).toContain(healthy);
      }),
    );
  });

  it('the destination waiting longest goes first: after its send ends, a destination goes to the back', () => {
    const item = (destination: string, seq: number): Waiting => ({
      id: `dlv-${seq}`,
      seq,
      destination,
      facility: destination,
      dueAt: 0,
      suspect: false,
    });
    // a:1 has a backlog queued first; b:1 one delivery queued later; a:1's last send ended after that.
    const waiting = [item('a:1', 1), item('a:1', 2), item('b:1', 3)];
    const lastEnded = new Map([['a:1', NOW - 10]]);
    const { start } = plan(waiting, [], { bound: 1, now: NOW, lastEnded });
    expect(start.map((each) => each.id)).toEqual(['dlv-3']);
    expect(plan(waiting, [], { bound: 1, now: NOW }).start.map((each) => each.id)).toEqual(['dlv-1']);
  });

  it('a destination waiting on a retry holds its own later deliveries, not the others; it wakes at its time', () => {
    fc.assert(
      fc.property(caseArb, (input) => {
        const { start, wakeAt } = run(input);
        const busy = new Set(input.sending.map((each) => each.destination));
        const later = [...new Set(input.waiting.map((each) => each.destination))]
          .filter((destination) => !busy.has(destination))
          .map((destination) => headOf(input.waiting, destination)!)
          .filter((head) => head.dueAt > NOW);
        expect(wakeAt).toBe(Math.min(Infinity, ...later.map((head) => head.dueAt)));
        for (const head of later)
          expect(start.some((each) => each.destination === head.destination)).toBe(false);
      }),
    );
  });
});

describe('the rules around it', () => {
  it('keeps a quarter of the bound (at least one, none of a bound of 1) for destinations not failing', () => {
    expect([1, 2, 3, 4, 8, 16].map(reservedSlots)).toEqual([0, 1, 1, 1, 2, 4]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1000 }), (bound) => {
        expect(reservedSlots(bound)).toBeGreaterThanOrEqual(1);
        expect(reservedSlots(bound)).toBeLessThan(bound);
      }),
    );
  });

  it('reads MOCK_HL7_DELIVERY_CONCURRENCY: 8 unless set, a whole number of at least 1', () => {
    expect(deliveryConcurrency({})).toBe(8);
    expect(deliveryConcurrency({ MOCK_HL7_DELIVERY_CONCURRENCY: ' 3 ' })).toBe(3);
    for (const raw of ['0', '-2', '1.5', 'many'])
      expect(() => deliveryConcurrency({ MOCK_HL7_DELIVERY_CONCURRENCY: raw })).toThrow(
        `MOCK_HL7_DELIVERY_CONCURRENCY must be a whole number of at least 1, not "${raw}".`,
      );
  });

  it('a delivery half sent before a stop is due at once; a queued one at its next attempt', () => {
    const at = '2026-11-28T07:00:00.000Z';
    expect(dueAt({ status: 'sent', nextAttemptAt: at })).toBe(0);
    expect(dueAt({ status: 'queued', nextAttemptAt: at })).toBe(Date.parse(at));
    expect(dueAt({ status: 'queued', nextAttemptAt: null })).toBe(0);
  });
});
