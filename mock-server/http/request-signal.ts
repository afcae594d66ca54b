/**
 * Whether the caller of a request is still there (decision 072): every request over HTTP gets an
 * AbortSignal that aborts when its connection closes before its answer is sent, so a handler can drop work nobody
 * will read (a login's password check waiting its turn behind a spike). MSW builds the handlers' Request without
 * one, so the HTTP app (./app.ts) keeps each request's signal here under an id of its own, handed to the handlers
 * in SIGNAL_ID_HEADER (overwriting whatever the caller sent under that name); `requestSignal(request)` finds it.
 * In-process (the tests' MSW server), the Request's own signal is the caller's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { overwriteHeader } from './client-address';

export const SIGNAL_ID_HEADER = 'x-mock-signal-id';

/** The open requests' signals, by id: an entry goes when its answer is sent or its connection closes. */
const signals = new Map<string, AbortSignal>();
let lastId = 0;

/** Express middleware: a signal for this request, aborted when its connection closes before the answer. */
export function requestSignals() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const id = String(++lastId);
    const controller = new AbortController();
    signals.set(id, controller.signal);
    overwriteHeader(req, SIGNAL_ID_HEADER, id);
    res.once('finish', () => signals.delete(id));
    res.once('close', () => {
      if (!res.writableFinished) controller.abort();
      signals.delete(id);
    });
    next();
  };
}

/** The signal of the caller of `request`: aborted once it has gone. */
export function requestSignal(request: Request): AbortSignal {
  const id = request.headers.get(SIGNAL_ID_HEADER);
  return (id && signals.get(id)) || request.signal;
}

/** How many requests hold a signal now, for the tests of the bound. */
export const openRequestSignals = () => signals.size;
