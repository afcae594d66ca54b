/**
 * event_stream_conformance, the heartbeat ("streams read as a client lives with them"): a stream marked
 * `x-event-stream: { heartbeatSeconds }` is never quiet for longer than that (a `: heartbeat` comment when nothing
 * else was sent). Waiting for it costs the run nothing: `heartbeatWatch` (early) opens the stream as the last
 * logged-in role that may (the one that hears the fewest events) and keeps it open, unread by anyone else, while the
 * run goes on; `heartbeatJudge` (last, before the rules that end sessions) closes it once a heartbeat came (at
 * once, when one came during the run), the stream was quiet past heartbeatSeconds and its grace, or that long
 * went by, and judges its longest quiet (./event-stream-judge.ts), less the time the checker itself stood still
 * (./stalls.ts: a busy checker reads no socket, and the quiet it would time is its own). The option
 * `heartbeatSeconds` (`--heartbeat-seconds`) judges a server configured with a shorter period (the mock's
 * MOCK_LIVE_HEARTBEAT_MS) against that period instead.
 */
import { callersOf, type RunContext } from '../context';
import type { OperationInfo } from '../openapi';
import type { Exchange } from '../types';
import { eachMarked, plainRequest } from './extension';
import {
  EVENT_STREAM_EXTENSION,
  heartbeatGraceMs,
  heartbeatVerdict,
  readEventStreamRule,
} from './event-stream-judge';
import { quietOutside, watchStalls } from './stalls';

const CHECK = 'event_stream_conformance';
/** A watched stream keeps at most this much text (the events still go through the response checks). */
const WATCH_MAX_BYTES = 8 * 1024 * 1024;

interface Watch {
  operation: OperationInfo;
  seconds: number;
  openedAt: number;
  lastAt: number;
  longestQuietMs: number;
  /** Comments (`: heartbeat`) seen so far. */
  heartbeats: number;
  /** When the server ended the stream (a session ended, a newer stream of the user): quiet is timed up to it. */
  endedAt?: number;
  stop: () => void;
  answer: Promise<Exchange>;
  /** The checker's own stalls while the stream is watched. */
  checker: ReturnType<typeof watchStalls>;
}

const watches = new WeakMap<RunContext, Watch[]>();

function startWatch(context: RunContext, operation: OperationInfo, contractSeconds?: number) {
  const seconds = context.heartbeatSeconds ?? contractSeconds;
  if (seconds === undefined)
    return context.results.skip(
      operation.operationId,
      CHECK,
      'heartbeat: x-event-stream names no heartbeatSeconds',
    );
  const role = callersOf(context, operation)
    .filter((r): r is string => !!r)
    .pop();
  if (!role) return;
  let stop = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const watch: Watch = {
    operation,
    seconds,
    openedAt: 0,
    lastAt: 0,
    longestQuietMs: 0,
    heartbeats: 0,
    stop,
    answer: undefined!,
    checker: watchStalls(),
  };
  const quiet = (text: string) => {
    const now = Date.now();
    watch.heartbeats += (text.match(/^:/gm) ?? []).length;
    watch.longestQuietMs = Math.max(watch.longestQuietMs, quietFor(watch, now));
    watch.lastAt = now;
  };
  watch.answer = context.client.send(plainRequest(operation, { role }), {
    untimed: true,
    maxBytes: WATCH_MAX_BYTES,
    until: () => true,
    windowMs: 0,
    whileOpen: () => {
      watch.openedAt = watch.lastAt = Date.now();
      return stopped;
    },
    onChunk: quiet,
    onEnd: () => (watch.endedAt = Date.now()),
  });
  watches.set(context, [...(watches.get(context) ?? []), watch]);
  context.log(`${operation.operationId}: watching the stream as ${role} for its ${seconds} s heartbeat`);
}

/** The stream's quiet from its last byte to `now`, less the checker's own stalls. */
const quietFor = (watch: Watch, now: number) => quietOutside(watch.lastAt, now, watch.checker.stalls);

async function judgeWatch(context: RunContext, watch: Watch) {
  const limit = watch.seconds * 1000 + heartbeatGraceMs(watch.seconds);
  // Until a heartbeat came, or the stream has been quiet past the limit; a stream kept busy by events, at most
  // the limit from here (never quiet is what the contract asks). Both timed without the checker's stalls.
  const from = Date.now();
  if (watch.openedAt && !watch.heartbeats) {
    context.log(`${watch.operation.operationId}: waiting up to ${limit / 1000} s for a heartbeat`);
    const waiting = () => quietOutside(from, Date.now(), watch.checker.stalls) < limit;
    while (!watch.heartbeats && !watch.endedAt && quietFor(watch, Date.now()) <= limit && waiting())
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const closedAt = watch.endedAt ?? Date.now();
  watch.stop();
  const exchange = await watch.answer;
  watch.checker.stop();
  if (!watch.openedAt || exchange.response?.status !== 200) {
    const why = exchange.response ? `answered ${exchange.response.status}` : `no answer (${exchange.error})`;
    return context.results.skip(watch.operation.operationId, CHECK, `heartbeat: the stream ${why}`);
  }
  const verdict = heartbeatVerdict(
    {
      openMs: closedAt - watch.openedAt,
      longestQuietMs: Math.max(watch.longestQuietMs, quietFor(watch, closedAt)),
      heartbeats: watch.heartbeats,
      stalledMs: closedAt - watch.openedAt - quietOutside(watch.openedAt, closedAt, watch.checker.stalls),
    },
    watch.seconds,
  );
  context.results.record(watch.operation, CHECK, verdict, exchange);
}

export const heartbeatWatch = {
  check: CHECK,
  phase: 'early',
  writes: false,
  run: (context: RunContext) =>
    eachMarked(context, EVENT_STREAM_EXTENSION, readEventStreamRule, async (operation, rule) =>
      startWatch(context, operation, rule.heartbeatSeconds),
    ),
} as const;

export const heartbeatJudge = {
  check: CHECK,
  phase: 'last',
  writes: false,
  run: async (context: RunContext) => {
    for (const watch of watches.get(context) ?? []) await judgeWatch(context, watch);
    watches.delete(context);
  },
} as const;
