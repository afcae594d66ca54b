/**
 * The mock's bound on requests at once (decision 072; the gate is the app server's,
 * server/load-shed.js): past MOCK_MAX_REQUESTS at work and MOCK_MAX_QUEUED waiting (at most MOCK_QUEUE_MS), a
 * request is answered 503 at once, with Retry-After, in the API's error envelope. Slide bytes (files, answered
 * by express from the cache) and the QA routes (`/__mock/*`, health and the tests' resets among them) are never
 * held back.
 */
import type { IncomingMessage } from 'node:http';
import { HttpResponse } from 'msw';
import {
  RETRY_AFTER_SECONDS,
  answerBusy,
  createGate,
  intFromEnv,
  loadShedder,
} from '../../server/load-shed.js';

export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

export const busyEnvelope = () =>
  JSON.stringify({ isSuccess: false, message: BUSY_MESSAGE, data: null, error: null, details: null });

/** The same refusal from a handler (a login whose password check was refused): MSW's answer. */
export const busyAnswer = () =>
  new HttpResponse(busyEnvelope(), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });

// The live stream stays open for hours: it would hold a place for good (../live/stream.ts bounds it per user).
const EXEMPT = /^\/(?:__mock|slides|api\/me\/events)(?:[/?]|$)/;

export function mockLoadShedder(env: Record<string, string | undefined> = process.env) {
  const gate = createGate({
    limit: intFromEnv(env.MOCK_MAX_REQUESTS, 64, 1),
    queue: intFromEnv(env.MOCK_MAX_QUEUED, 64),
    queueMs: intFromEnv(env.MOCK_QUEUE_MS, 1_000),
  });
  const middleware = loadShedder({
    gate,
    exempt: (req: IncomingMessage) => EXEMPT.test(req.url ?? '/'),
    refuse: (req, res) => answerBusy(req, res, { contentType: 'application/json', body: busyEnvelope() }),
  });
  return Object.assign(middleware, { gate });
}
