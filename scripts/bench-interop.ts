/**
 * `npm run bench:interop`: the HL7 interfaces on this machine, printed and never asserted (docs/interop.md,
 * decision 128). Runs the mock backend in this process (the seed, in memory) and measures
 *   1. the order intake over MLLP (order-mllp.ts's startOrderListener on a free port): ORDERS distinct OML^O21
 *      orders over CONNECTIONS connections, one after another on each, each waiting for its ACK; beside the same
 *      orders as FHIR Bundles through createOrder (POST /api/interop/orders on the mock's own HTTP server, same
 *      connections), which reaches the same intake (order-input.ts): the ratio is MLLP's transport and parsing
 *      against HTTP and JSON's, the intake's work being the same;
 *   2. a healthy facility's delivery latency, queued → acknowledged, ROUNDS deliveries one after another: with no
 *      dead endpoint, beside another facility's endpoint that accepts and never answers (3 deliveries queued to it),
 *      and beside a bound's worth of such endpoints (MOCK_HL7_DELIVERY_CONCURRENCY), each failed once and retrying;
 *      and once, the worst case: queued just after that many endpoints died, before any had failed.
 * Dead attempts wait the real ACK timeout (MOCK_HL7_ACK_TIMEOUT_MS, 10 s); their retries come every 100 ms and up
 * so they keep taking slots while the healthy one is measured.
 *
 *   npm run bench:interop -- --orders 300 --connections 4 --rounds 30
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { Hl7Message } from '@medplum/core';
import { Hl7Client } from '@medplum/hl7';
import { createMockBackend, db } from '../mock-server';
import { createMockApp } from '../mock-server/http/app';
import { queueDelivery } from '../mock-server/interop/deliveries';
import { deliveryConcurrency } from '../mock-server/interop/delivery-schedule';
import { credentialHash } from '../mock-server/interop/interfaces';
import { startListener, type Listener } from '../mock-server/interop/listener';
import { startOrderListener } from '../mock-server/interop/order-mllp';
import { orderBundle } from '../mock-server/testing/order-bundle';
import { quantile } from './lib';

process.env.MOCK_HL7_RETRY_BASE_MS ??= '100';
// The endpoints are listeners on this machine, which a facility's endpoint may only be where the loopback is allowed.
process.env.MOCK_INTERFACE_ALLOWED_NETWORKS ??= '127.0.0.0/8';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const orders = arg('orders', 300);
const connections = arg('connections', 4);
const rounds = arg('rounds', 30);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const line = (name: string, values: number[]) =>
  `${name.padEnd(52)} p50 ${quantile(values, 0.5).toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95)
    .toFixed(0)
    .padStart(5)} ms   max ${Math.max(...values)
    .toFixed(0)
    .padStart(5)} ms   (n=${values.length})`;
const machine = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/**
 * One new order (OML^O21) of the facility whose registered order sender is MSH-4 `RCH` from the loopback (as the
 * intake reads it), `placer` as the control id and the placer order number, two specimens like orderBundle's.
 */
function omlOrder(placer: string): Hl7Message {
  return Hl7Message.parse(
    [
      `MSH|^~\\&|LIS|RCH|PathBridge|PathBridge|20261127083000||OML^O21^OML_O21|${placer}|P|2.5.1`,
      'PID|1||MRN-1^^^RCH^MR||Doe^Jane||19700101|F',
      `ORC|NW|${placer}^RCH`,
      `OBR|1|${placer}^RCH||dermatopathology^Dermatopathology^99PB|||||||||Pigmented lesion, left shoulder, 6 mm.`,
      'SPM|1|S-1||Shave^Shave biopsy^99PB||||SHO^Left shoulder^99PB|||||||||202611261015',
      'SPM|2|S-2||Punch^Punch biopsy^99PB||||SHO^Left shoulder^99PB|||||||||202611261015',
    ].join('\r'),
  );
}

/** Runs `count` orders over `connections` lanes, each lane one order after another: orders per second, latencies. */
async function lanes(count: number, send: (index: number, lane: number) => Promise<void>) {
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let index = lane; index < count; index += connections) {
        const at = performance.now();
        await send(index, lane);
        times.push(performance.now() - at);
      }
    }),
  );
  return { perSecond: count / ((performance.now() - started) / 1000), times };
}

/** `facilityId`'s interfaces record with `change` (created as the Interfaces page would). */
async function saveInterfaces(
  facilityId: string,
  change: Partial<{ hl7: { enabled: boolean; host: string; port: number }; credentialHash: string }>,
) {
  const found = db.facilityInterfaces.findFirst((q) => q.where({ facilityId }));
  const hl7 = change.hl7 && { ...change.hl7, receivingApplication: 'LIS', receivingFacility: facilityId };
  if (found) {
    await db.facilityInterfaces.update((q) => q.where({ facilityId }), {
      data(draft) {
        if (hl7) draft.hl7 = hl7;
        if (change.credentialHash) draft.credentialHash = change.credentialHash;
      },
    });
  } else {
    await db.facilityInterfaces.create({
      facilityId,
      hl7: hl7 ?? { enabled: false, host: null, port: null, receivingApplication: '', receivingFacility: '' },
      orders: { sendingFacility: 'RCH', sourceNetworks: ['127.0.0.1'], acceptCredentialInMsh8: false },
      credentialHash: change.credentialHash ?? null,
      credentialHint: null,
      credentialCreatedAt: null,
    });
  }
}
const endpointAt = (facilityId: string, listener: Listener) =>
  saveInterfaces(facilityId, { hl7: { enabled: true, host: '127.0.0.1', port: listener.port } });

/** Queues a delivery of `caseID`'s report: its id. */
async function queueOne(caseID: string) {
  await queueDelivery(caseID, 1);
  return db.deliveries.all().at(-1)!.id;
}

/** `count` deliveries of `caseID`, one after another: each one's time from queued to acknowledged. */
async function latencies(caseID: string, count = rounds) {
  const times: number[] = [];
  for (let round = 0; round < count; round++) {
    const queued = Date.now();
    const id = await queueOne(caseID);
    for (;;) {
      const item = db.deliveries.findFirst((q) => q.where({ id }))!;
      if (item.status === 'acknowledged') {
        times.push(Date.parse(item.updatedAt) - queued);
        break;
      }
      if (item.status === 'failed') throw new Error(`delivery ${id} failed: ${item.ackText}`);
      await sleep(1);
    }
  }
  return times;
}

async function main() {
  console.log(`Before: ${machine()}`);
  const linkSecret = randomBytes(32).toString('hex');
  const backend = createMockBackend({ slidesDir: null, linkSecret });
  await backend.reset();
  const http = createMockApp({ backend, linkSecret }).listen(0, '127.0.0.1');
  await once(http, 'listening');
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  // 1. Orders in: MLLP and FHIR, alternately in two halves so neither gets the emptier database.
  const credential = `bench-${randomBytes(16).toString('hex')}`;
  await saveInterfaces('fac-001', { credentialHash: credentialHash(credential) });
  const intake = await startOrderListener(0);
  const clients = Array.from(
    { length: connections },
    () => new Hl7Client({ host: '127.0.0.1', port: intake.port }),
  );
  const overMllp = (prefix: string) => async (index: number, lane: number) => {
    const ack = await clients[lane]!.sendAndWait(omlOrder(`${prefix}-${index}`));
    const code = ack.getSegment('MSA')?.getField(1).toString();
    if (code !== 'AA')
      throw new Error(`OML ${prefix}-${index}: ${code} ${ack.getSegment('MSA')?.getField(3)}`);
  };
  const overFhir = (prefix: string) => async (index: number) => {
    const response = await fetch(`${origin}/api/interop/orders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/fhir+json' },
      body: JSON.stringify(orderBundle(`${prefix}-${index}`)),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`createOrder ${prefix}-${index}: ${response.status}`);
  };
  await lanes(20, overMllp('WARM-HL7'));
  await lanes(20, overFhir('WARM-FHIR'));
  const half = Math.ceil(orders / 2);
  const mllp: Awaited<ReturnType<typeof lanes>>[] = [];
  const fhir: Awaited<ReturnType<typeof lanes>>[] = [];
  for (const pass of ['A', 'B']) {
    mllp.push(await lanes(half, overMllp(`HL7-${pass}`)));
    fhir.push(await lanes(half, overFhir(`FHIR-${pass}`)));
  }
  await Promise.all(clients.map((client) => client.close()));
  await intake.stop();
  // Orders per second over both halves: all the orders over all the time they took.
  const rate = (runs: typeof mllp) =>
    (runs.length * half) / runs.reduce((sum, run) => sum + half / run.perSecond, 0);
  const mllpRate = rate(mllp);
  const fhirRate = rate(fhir);
  console.log(
    `\nOrders in, ${2 * half} distinct orders each way over ${connections} connections (one at a time on each):`,
  );
  console.log(
    `${'OML^O21 over MLLP (order-mllp.ts), per second'.padEnd(52)} ${mllpRate.toFixed(0).padStart(5)}`,
  );
  console.log(
    `${'FHIR Bundle to createOrder over HTTP, per second'.padEnd(52)} ${fhirRate.toFixed(0).padStart(5)}`,
  );
  console.log(`${'MLLP ÷ FHIR'.padEnd(52)} ${(mllpRate / fhirRate).toFixed(2).padStart(5)}`);
  console.log(
    line(
      'OML^O21 order → ACK',
      mllp.flatMap((run) => run.times),
    ),
  );
  console.log(
    line(
      'FHIR order → 201',
      fhir.flatMap((run) => run.times),
    ),
  );

  // 2. Deliveries: one case per facility with a signed-out report.
  const byFacility = new Map<string, string>();
  for (const item of db.cases.all()) {
    if (item.finalReport && !byFacility.has(item.facility.id)) byFacility.set(item.facility.id, item.caseID);
  }
  const bound = deliveryConcurrency();
  const [healthy, ...others] = [...byFacility];
  const deadOnes = others.slice(0, bound);
  if (!healthy || deadOnes.length === 0) throw new Error('the seed has too few facilities with a report');
  const answering = await startListener(0, 'AA');
  await endpointAt(healthy[0], answering);
  const alone = await latencies(healthy[1]);

  const silent = await Promise.all(deadOnes.map(() => startListener(0, 'silent')));
  await endpointAt(deadOnes[0]![0], silent[0]!);
  for (let i = 0; i < 3; i++) await queueOne(deadOnes[0]![1]);
  await sleep(50);
  const besideOne = await latencies(healthy[1]);

  for (const [index, [facilityId, caseID]] of deadOnes.entries()) {
    if (index > 0) {
      await endpointAt(facilityId, silent[index]!);
      for (let i = 0; i < 3; i++) await queueOne(caseID);
    }
  }
  // The worst case: as many endpoints as the bound died and none has failed yet, so each first attempt holds a
  // slot until its ACK timeout; the healthy result waits for the first of them to end.
  await sleep(50);
  const worst = await latencies(healthy[1], 1);
  // Every dead endpoint's first attempt ends (one ACK timeout); its retries then keep coming.
  const firsts = new Set(deadOnes.map(([facilityId]) => facilityId));
  while (
    db.deliveries
      .all()
      .some((item) => firsts.has(item.facility.id) && item.attempts === 0 && item.status === 'sent')
  )
    await sleep(100);
  const besideMany = await latencies(healthy[1]);
  const retries = silent.reduce((sum, listener) => sum + listener.received.length, 0);

  console.log(
    `\nA healthy facility's result, queued → acknowledged, ${rounds} one after another (bound ${bound} destinations):`,
  );
  console.log(line('no dead endpoint', alone));
  console.log(line('beside 1 dead endpoint (3 queued to it)', besideOne));
  console.log(line(`beside ${deadOnes.length} dead endpoints, each failed once, retrying`, besideMany));
  console.log(line(`worst: ${deadOnes.length} endpoints just died, none failed yet`, worst));
  console.log(
    `${'p50 ratio: beside 1 dead ÷ none, beside many ÷ none'.padEnd(52)} ${(quantile(besideOne, 0.5) / quantile(alone, 0.5)).toFixed(2)}   ${(quantile(besideMany, 0.5) / quantile(alone, 0.5)).toFixed(2)}   (${retries} messages reached the dead endpoints)`,
  );
  console.log(`\nAfter: ${machine()}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
