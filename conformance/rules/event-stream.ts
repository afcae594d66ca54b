/**
 * event_stream_conformance: an operation marked `x-event-stream: { event }` (streamMyEvents) is a server-sent
 * event stream as its description says. As a role that may open it and make an event (EVENT_PROVOKER in
 * ../config.ts: setting the banner), the rule: opens it with a Last-Event-ID that is not an id (400); opens it and
 * sets the banner while it is open (the banner.changed event arrives; every event framed as the contract says and
 * valid against `event`); closes it, sets the banner again, and reopens it with `Last-Event-ID` = the last id
 * taken (the missed event comes first), and once more after the last id that resume took; then puts back the
 * banner it found. The verdicts are ./event-stream-judge.ts.
 */
import { EVENT_PROVOKER } from '../config';
import { callersOf, type RunContext } from '../context';
import { describeExchange } from '../checks/response';
import { isEvent } from '../checks/event-stream';
import { pointer, type OperationInfo } from '../openapi';
import type { StreamReading } from '../stream-read';
import type { StreamFrame } from '../../contracts/event-stream';
import type { Exchange, Verdict } from '../types';
import { eachMarked, plainRequest } from './extension';
import {
  BAD_LAST_EVENT_ID,
  badIdVerdict,
  EVENT_STREAM_EXTENSION,
  framesVerdict,
  liveVerdict,
  openVerdict,
  readEventStreamRule,
  resumeVerdict,
  type EventStreamRule,
} from './event-stream-judge';

const CHECK = 'event_stream_conformance';
/** How long the rule waits for an event it made. */
export const EVENT_WINDOW_MS = 3_000;

const ok = (exchange: Exchange) => !!exchange.response && exchange.response.status < 300;

/** The frames an answer read (none when it was not a stream). */
const framesOf = (exchange: Exchange) => exchange.response?.frames ?? [];
const lastEventId = (exchange: Exchange) =>
  framesOf(exchange)
    .filter(isEvent)
    .map((frame) => frame.id)
    .filter((id): id is string => !!id && /^\d{1,20}$/.test(id))
    .pop();

async function checkStream(context: RunContext, operation: OperationInfo, rule: EventStreamRule) {
  const { client, results } = context;
  const find = (id: string) => context.operations.find((op) => op.operationId === id);
  const provokers = [EVENT_PROVOKER.read, EVENT_PROVOKER.set, EVENT_PROVOKER.clear].map(find);
  const [read, set, clear] = provokers;
  const callers = callersOf(context, operation).filter((r): r is string => !!r);
  const mayProvoke = (role: string) => provokers.every((op) => op && (!op.roles || op.roles.includes(role)));
  const role = callers.find(mayProvoke) ?? callers[0];
  if (!role) return results.skip(operation.operationId, CHECK, 'no logged-in role may open the stream');
  if (!context.doc.components?.schemas?.[rule.event]) {
    results.warnings.push(`${operation.operationId}: ${EVENT_STREAM_EXTENSION}.event names no schema`);
    return;
  }
  const schema = context.schemas.validatorAt(pointer('components', 'schemas', rule.event));
  const validate = (json: unknown) => (schema(json) ? null : context.schemas.errorsText(schema));
  const record = (verdict: Verdict, exchange: Exchange) =>
    results.record(operation, CHECK, verdict, exchange);
  const open = (headers: Record<string, string>, reading?: StreamReading) =>
    client.send({ ...plainRequest(operation, { role }), headers }, reading);
  const notTried = (reason: string) =>
    results.skipped(operation.operationId, 'event_stream_conformance: an event made, a resume', reason);

  const refused = await open({ 'Last-Event-ID': BAD_LAST_EVENT_ID });
  record(badIdVerdict(refused), refused);
  if (context.readOnly || !mayProvoke(role)) {
    const opened = await open({});
    record(openVerdict(opened), opened);
    record(framesVerdict(framesOf(opened), validate, rule.event), opened);
    return notTried(
      context.readOnly
        ? `a read-only run does not ${EVENT_PROVOKER.set}`
        : `no logged-in role may both open the stream and ${EVENT_PROVOKER.set}`,
    );
  }

  const found = await client.send(plainRequest(read!, { role }));
  if (!ok(found)) return notTried(`${EVENT_PROVOKER.read} answered ${describeExchange(found)}`);
  const before = (found.response!.json as { data?: Record<string, unknown> } | undefined)?.data?.[
    EVENT_PROVOKER.field
  ];
  let made = 0;
  const by = `${EVENT_PROVOKER.set} as ${role}`;
  const provoke = () =>
    client.send(
      plainRequest(
        set!,
        { role },
        {},
        {
          kind: 'json',
          value: {
            [EVENT_PROVOKER.field]: `Conformance check of the event stream (seed ${context.seed}, ${++made}).`,
          },
        },
      ),
    );
  const madeOne = (frames: StreamFrame[]) =>
    frames.some(
      (frame) => isEvent(frame) && (frame.event === EVENT_PROVOKER.event || frame.event === 'stream.reset'),
    );
  try {
    // Open; make an event while it is open: it arrives, framed as the contract says.
    let first: Exchange | undefined;
    const live = await open(
      {},
      { whileOpen: async () => (first = await provoke()), until: madeOne, windowMs: EVENT_WINDOW_MS },
    );
    record(openVerdict(live), live);
    if (!first || !ok(first))
      return notTried(`${by} answered ${first ? describeExchange(first) : 'nothing'}`);
    record(liveVerdict(framesOf(live), EVENT_PROVOKER.event, by, EVENT_WINDOW_MS), live);
    record(framesVerdict(framesOf(live), validate, rule.event), live);
    const lastId = lastEventId(live);
    if (!lastId) return notTried('no event with an id came to resume after');
    // Closed: make another; reopen after the last id taken: the missed one comes first. Twice: a
    // client reconnects many times, each time after the last id the previous stream gave it.
    let after = lastId;
    for (const time of [1, 2]) {
      const missed = await provoke();
      if (!ok(missed)) return notTried(`${by} answered ${describeExchange(missed)}`);
      const resumed = await open({ 'Last-Event-ID': after }, { until: madeOne, windowMs: EVENT_WINDOW_MS });
      record(openVerdict(resumed), resumed);
      record(resumeVerdict(framesOf(resumed), after, EVENT_PROVOKER.event, by), resumed);
      record(framesVerdict(framesOf(resumed), validate, rule.event, after), resumed);
      const next = lastEventId(resumed);
      if (!next) return notTried(`resume ${time} took no event with an id to resume after`);
      after = next;
    }
  } finally {
    // The banner the run found, back.
    if (typeof before === 'string' && before)
      await client.send(
        plainRequest(set!, { role }, {}, { kind: 'json', value: { [EVENT_PROVOKER.field]: before } }),
      );
    else await client.send(plainRequest(clear!, { role }));
  }
}

export const eventStreamConformance = {
  check: CHECK,
  phase: 'early',
  // It sets the banner (and puts it back), unless the run is read-only: then it only opens the stream.
  writes: false,
  run: (context: RunContext) =>
    eachMarked(context, EVENT_STREAM_EXTENSION, readEventStreamRule, (operation, rule) =>
      checkStream(context, operation, rule),
    ),
} as const;
