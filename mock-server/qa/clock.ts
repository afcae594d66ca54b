/**
 * The QA clock (docs/qa.md): the time the turnaround rules read (contracts/turnaround.ts). Sending a case out
 * and signing it out stamp it, and every due state is judged at it. Tests move it forward to make a case at
 * risk or overdue without waiting; POST /__mock/reset puts it back to real time.
 *
 *   GET    /__mock/clock    { now, offsetHours }
 *   POST   /__mock/clock    { advanceHours } (0 < hours ≤ 8760) or { at } (an ISO time not before the clock's now)
 *   DELETE /__mock/clock    real time again
 */
import { http, HttpResponse } from 'msw';
import { fail } from '../http/operation';
import { readQaBody } from './qa-body';

const HOUR_MS = 3_600_000;
const MAX_ADVANCE_HOURS = 24 * 365;

let offsetMs = 0;
/** Told after the clock moved (escalation sweeps, notifications/sweep.ts); kept here so qa/ imports none of them. */
const movedListeners = new Set<() => Promise<unknown> | void>();

export function onClockMoved(listener: () => Promise<unknown> | void): () => void {
  movedListeners.add(listener);
  return () => void movedListeners.delete(listener);
}

/** Now, as the turnaround rules see it. */
export function clockNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * Every answer's Date header is the QA clock's time (ahead of every route, app.ts): a client judging due states
 * against the answer's time (the conformance checker's due_state_consistent) sees the clock the rules read.
 */
export function clockDateHeader(
  _req: unknown,
  res: { setHeader(name: string, value: string): unknown },
  next: () => void,
) {
  res.setHeader('Date', clockNow().toUTCString());
  next();
}

export function resetClock() {
  offsetMs = 0;
}

const ADVANCE_MESSAGE = `Send { "advanceHours": n } with 0 < n ≤ ${MAX_ADVANCE_HOURS}, or { "at": "<ISO time>" } not before the clock's now.`;

/** The new offset the body asks for, or why it cannot be had. The clock only moves forward. */
function offsetAsked(body: unknown): number | string {
  if (typeof body !== 'object' || body === null) return ADVANCE_MESSAGE;
  const { advanceHours, at } = body as { advanceHours?: unknown; at?: unknown };
  if (typeof advanceHours === 'number' && advanceHours > 0 && advanceHours <= MAX_ADVANCE_HOURS) {
    return offsetMs + Math.round(advanceHours * HOUR_MS);
  }
  if (typeof at === 'string' && advanceHours === undefined) {
    const target = Date.parse(at);
    if (Number.isFinite(target) && target >= clockNow().getTime()) return target - Date.now();
  }
  return ADVANCE_MESSAGE;
}

const view = (message: string) =>
  HttpResponse.json({
    isSuccess: true,
    message,
    data: { now: clockNow().toISOString(), offsetHours: offsetMs / HOUR_MS },
    error: null,
    details: null,
  });

export const clockHandlers = [
  http.get('*/__mock/clock', () => view('The QA clock.')),
  http.post('*/__mock/clock', async ({ request }) => {
    const body = await readQaBody(request);
    if (body instanceof Response) return body;
    const next = offsetAsked(body);
    if (typeof next === 'string') return fail(400, next);
    offsetMs = next;
    // What falls due at the new time is sent before the answer, so a test sees it at once.
    for (const listener of movedListeners) await listener();
    return view('Clock moved.');
  }),
  http.delete('*/__mock/clock', () => {
    resetClock();
    return view('Clock back to real time.');
  }),
];
