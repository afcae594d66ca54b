/**
 * The delivery pump (decision 128): a queue per destination, destinations sent in parallel within a bound, as
 * delivery-schedule.ts's rules say. It keeps the ids of open deliveries (read from the log once, then kept by
 * `track`), the sends in flight, and a timer for the earliest retry; each pass reads only the open deliveries, so
 * its cost follows the queue, not the log. The send itself is given to it (deliveries.ts's attempt).
 */
import type { components } from '../../contracts';
import { db } from '../store/db';
import { deliveryConcurrency, dueAt, plan, type Sending, type Waiting } from './delivery-schedule';

type Delivery = components['schemas']['Delivery'];

/** Still to be sent: queued, or sent and not yet answered. */
export const isOpen = (item: Delivery) => item.status === 'queued' || item.status === 'sent';

/**
 * Where `facilityId`'s deliveries of a kind go now: an ORU^R01 to its endpoint's host:port, so facilities behind
 * one interface engine share a queue (one message in flight to it, one slot while it is dead); a FHIR transaction
 * to its server's origin (decision 139), likewise; the facility itself, by kind, when that destination is off or
 * incomplete (the attempt then fails without a connection).
 */
export function destinationOf(facilityId: string, messageType: Delivery['messageType']): string {
  const settings = db.facilityInterfaces.findFirst((q) => q.where({ facilityId }));
  if (messageType === 'FHIR transaction') {
    const push = settings?.fhirPush;
    const origin =
      push?.enabled && push.baseUrl && URL.canParse(push.baseUrl) && new URL(push.baseUrl).origin;
    return origin ? `fhir ${origin}` : `facility ${facilityId} fhir`;
  }
  const hl7 = settings?.hl7;
  return hl7?.enabled && hl7.host && hl7.port
    ? `${hl7.host.toLowerCase()}:${hl7.port}`
    : `facility ${facilityId}`;
}

const THROWN_SEND_WAIT_MS = 30_000;
const find = (id: string) => db.deliveries.findFirst((q) => q.where({ id }));
/** The queue order of a delivery id (`dlv-000042`: 42). */
const serialOf = (id: string) => Number(id.replace(/\D/g, '')) || 0;

export interface Pump {
  /** Keeps the open ids in step with a write: `open` after it, or closed (acknowledged, failed, gone). */
  track(id: string, open: boolean): void;
  /** Starts what the schedule allows now and sets the timer for the next retry due. */
  run(): void;
}

/** A pump that sends each delivery it starts with `send`, which records the attempt's outcome (a throw is logged). */
export function createPump(send: (delivery: Delivery) => Promise<void>): Pump {
  let open: Set<string> | null = null;
  const sending = new Map<string, Sending>();
  const lastEnded = new Map<string, number>();
  // Destinations whose last attempt was not acknowledged: their next first attempts may not take a kept slot.
  const failing = new Set<string>();
  // A send that threw recorded nothing: it waits here before it is tried again, or the pump would spin on it.
  const heldUntil = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;

  const ids = () =>
    (open ??= new Set(
      db.deliveries
        .all()
        .filter(isOpen)
        .map((item) => item.id),
    ));

  function waiting(): Waiting[] {
    const destinations = new Map<string, string>();
    const items: Waiting[] = [];
    for (const id of ids()) {
      if (sending.has(id)) continue;
      const item = find(id);
      // A reset removed or closed it behind the pump's back.
      if (!item || !isOpen(item)) {
        ids().delete(id);
        continue;
      }
      // A facility's results go in order to each of its receiving systems, not across them: its FHIR server
      // does not wait on its HL7 endpoint.
      const facility = `${item.facility.id} ${item.messageType}`;
      let destination = destinations.get(facility);
      if (destination === undefined)
        destinations.set(facility, (destination = destinationOf(item.facility.id, item.messageType)));
      items.push({
        id,
        seq: serialOf(id),
        destination,
        facility,
        dueAt: Math.max(dueAt(item), heldUntil.get(id) ?? 0),
        suspect: item.attempts > 0 || failing.has(destination),
      });
    }
    return items;
  }

  function launch(item: Waiting) {
    const delivery = find(item.id)!;
    sending.set(item.id, { destination: item.destination, facility: item.facility, suspect: item.suspect });
    void send(delivery)
      .catch((error: unknown) => {
        heldUntil.set(item.id, Date.now() + THROWN_SEND_WAIT_MS);
        console.error(`mock: delivery ${item.id}: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        sending.delete(item.id);
        lastEnded.set(item.destination, Date.now());
        const after = find(item.id);
        if (after?.status === 'acknowledged') failing.delete(item.destination);
        else if (after) failing.add(item.destination);
        run();
      });
  }

  function run() {
    clearTimeout(timer);
    const now = Date.now();
    const next = plan(waiting(), [...sending.values()], { bound: deliveryConcurrency(), now, lastEnded });
    for (const item of next.start) launch(item);
    if (Number.isFinite(next.wakeAt)) timer = setTimeout(run, Math.max(0, next.wakeAt - now)).unref();
  }

  return {
    track(id, isOpenNow) {
      if (isOpenNow) ids().add(id);
      else ids().delete(id);
    },
    run,
  };
}
