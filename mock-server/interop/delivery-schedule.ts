/**
 * Which deliveries may be sent now (decision 128), as pure rules: each destination's deliveries go in queue order,
 * one at a time (an MLLP receiver expects one message in flight per connection, and a facility's results must
 * arrive in the order they were signed); destinations go in parallel up to a bound; the destination that has
 * waited longest starts first; and the last slots are kept for destinations not known to be failing, so dead
 * endpoints, which hold a slot for a whole ACK timeout, cannot take every slot from a healthy one.
 * delivery-pump.ts applies them; delivery-schedule.test.ts states them as properties.
 */
import type { components } from '../../contracts';

type Delivery = components['schemas']['Delivery'];

/** A delivery still to send, as the schedule sees it. */
export interface Waiting {
  id: string;
  /** Its place in the queue: a destination's deliveries are sent in this order. */
  seq: number;
  /** Where it goes: the endpoint's host:port, or a FHIR server's origin (delivery-pump.ts's destinationOf). */
  destination: string;
  /** Whose results and to which kind of receiver: one is sent at a time, in order. */
  facility: string;
  /** When it may be sent, in ms since the epoch (0: at once). */
  dueAt: number;
  /** Tried before, or its destination did not acknowledge its last attempt: it may not take a kept slot. */
  suspect: boolean;
}

/** A delivery being sent. */
export type Sending = Pick<Waiting, 'destination' | 'facility' | 'suspect'>;

/** What to start now, and when to look again (Infinity: only when a send ends or a delivery is queued). */
export interface Plan {
  start: Waiting[];
  wakeAt: number;
}

/** The slots kept for destinations not known to fail: a quarter of the bound, at least one, none of a bound of 1. */
export const reservedSlots = (bound: number) => Math.min(bound - 1, Math.max(1, Math.floor(bound / 4)));

/** MOCK_HL7_DELIVERY_CONCURRENCY: how many destinations are sent to at once (8 unless set; a whole number ≥ 1). */
export function deliveryConcurrency(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env['MOCK_HL7_DELIVERY_CONCURRENCY']?.trim();
  if (!raw) return 8;
  const bound = Number(raw);
  if (!Number.isInteger(bound) || bound < 1)
    throw new Error(`MOCK_HL7_DELIVERY_CONCURRENCY must be a whole number of at least 1, not "${raw}".`);
  return bound;
}

/** When a delivery may be sent: one a stop left half sent ('sent') at once, else at its next attempt's time. */
export function dueAt(delivery: Pick<Delivery, 'status' | 'nextAttemptAt'>): number {
  if (delivery.status === 'sent' || !delivery.nextAttemptAt) return 0;
  return Date.parse(delivery.nextAttemptAt) || 0;
}

/**
 * The deliveries to start, given those waiting and those being sent: only a destination's first waiting delivery,
 * once due, when nothing of its destination or facility is being sent; the destinations that have waited longest
 * first (since the later of their delivery's due time and their last send's end: round robin under load); no more
 * than `bound` sends in all, and suspect ones no more than `bound` less the kept slots.
 */
export function plan(
  waiting: readonly Waiting[],
  sending: readonly Sending[],
  options: { bound: number; now: number; lastEnded?: ReadonlyMap<string, number> },
): Plan {
  const { bound, now, lastEnded = new Map<string, number>() } = options;
  const heads = new Map<string, Waiting>();
  for (const item of waiting) {
    const head = heads.get(item.destination);
    if (!head || item.seq < head.seq) heads.set(item.destination, item);
  }
  const busyDestinations = new Set(sending.map((each) => each.destination));
  const busyFacilities = new Set(sending.map((each) => each.facility));
  let wakeAt = Infinity;
  const ready: Waiting[] = [];
  for (const head of heads.values()) {
    if (busyDestinations.has(head.destination)) continue;
    if (head.dueAt > now) wakeAt = Math.min(wakeAt, head.dueAt);
    else ready.push(head);
  }
  const since = (item: Waiting) => Math.max(item.dueAt, lastEnded.get(item.destination) ?? -Infinity);
  ready.sort((a, b) => since(a) - since(b) || a.seq - b.seq);

  let free = bound - sending.length;
  let suspectRoom = bound - reservedSlots(bound) - sending.filter((each) => each.suspect).length;
  const start: Waiting[] = [];
  for (const item of ready) {
    if (free <= 0) break;
    if (busyFacilities.has(item.facility) || (item.suspect && suspectRoom <= 0)) continue;
    start.push(item);
    busyFacilities.add(item.facility);
    free -= 1;
    if (item.suspect) suspectRoom -= 1;
  }
  return { start, wakeAt };
}
