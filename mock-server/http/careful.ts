/**
 * What keeps the HTTP mock answering like a careful server whatever it is sent (decision 042): every refusal
 * and every failure in the API's error envelope, as JSON, with no stack trace or file path in it.
 *
 * - `malformedUrlGuard` first: a path whose percent-encoding does not decode (`/api/cases/%E0%A4%A`) answers
 *   400 before any route, authentication included, looks at it.
 * - `asyncRoute` hands a rejected express handler to the error handler (express 4 would leave it unhandled).
 * - `notFoundHandler` last but one: nothing answered (outside `/api`, whose fallback answers 404/405 itself).
 * - `errorHandler` last: a 4xx error keeps its status with a sentence of ours, a change the database could not
 *   save is a 503 with Retry-After (decision 071), anything else is a 500; the details go to the server's log only.
 */
import { STATUS_CODES } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  STORAGE_RETRY_AFTER_SECONDS,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from '../store/write-queue';

export const MALFORMED_URL_MESSAGE = 'The request URL is malformed (its percent-encoding does not decode).';
export const SERVER_ERROR_MESSAGE = 'The server could not answer this request. Try again.';

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

function answer(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').json(envelope(message));
}

export function malformedUrlGuard(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    answer(res, 400, MALFORMED_URL_MESSAGE);
    return;
  }
  next();
}

/** An async express handler whose rejection goes to the error handler instead of nowhere. */
export function asyncRoute(
  handler: (req: Request, res: Response, next: NextFunction) => Promise<unknown>,
): RequestHandler {
  return (req, res, next) => {
    handler(req, res, next).catch(next);
  };
}

export function notFoundHandler(_req: Request, res: Response) {
  answer(res, 404, 'Not found.');
}

/** The words of a 4xx an error carried (express's own, body readers'), never the error's message. */
function clientErrorMessage(status: number): string {
  if (status === 400) return 'The request is malformed.';
  if (status === 413) return 'The request body is too large.';
  if (status === 415) return 'The request body has a type this server does not take.';
  return `${STATUS_CODES[status] ?? 'Request refused'}.`;
}

export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction) {
  const raw = (error as { status?: unknown; statusCode?: unknown } | null) ?? {};
  const carried = Number(raw.status ?? raw.statusCode);
  const storage = error instanceof StorageUnavailableError;
  const status =
    error instanceof URIError ? 400 : storage ? 503 : carried >= 400 && carried < 500 ? carried : 500;
  if (status === 500) {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.error(`mock: ${req.method} ${req.path} failed: ${what}`);
  }
  if (res.headersSent) {
    // Half an answer is already out: only closing the connection tells the client it is not whole.
    res.destroy();
    return;
  }
  if (error instanceof URIError) answer(res, 400, MALFORMED_URL_MESSAGE);
  else if (storage) {
    res.set('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
    answer(res, 503, STORAGE_UNAVAILABLE_MESSAGE);
  } else answer(res, status, status === 500 ? SERVER_ERROR_MESSAGE : clientErrorMessage(status));
}
