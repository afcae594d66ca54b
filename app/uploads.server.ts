/**
 * Files between the browser and the API, through our server so the browser never holds the API's token or
 * address (docs/decisions/021-file-slot.md):
 *
 * - `proxyUpload`: a file slot's upload (one multipart request from the browser) streamed through to an API
 *   upload operation as it arrives, never buffered: the declared size is checked first (413 before a byte is
 *   read), the body is cut off past the limit when no size was declared, and the API's JSON answer (the stored
 *   file, or the error envelope) goes back to the browser.
 * - `uploadFile`: the same upload from an action, for a file the page posted without JavaScript
 *   (`readFormWithFiles` has read it, bounded, into memory).
 * - `proxyDownload`: a stored file's bytes streamed from the API with its Content-Disposition, never cached.
 *
 * The cross-site check runs before any of this (server/index.js); the caller checks who may do it first.
 */
import type { z } from 'zod';
import { classifyFetchError, describeFailure, MESSAGES, REQUEST_TIMEOUT_MS, SENTENCES } from '../contracts';
import { apiBaseUrl } from './api.server';
import { backendHeaders } from './lib/backend-context.server';
import { describeUploadFailure, tooLargeMessage } from './components/form/file-rules';
import type { UploadOutcome } from './components/form/file-upload.server';

export interface UploadTarget {
  /** The API operation's path, e.g. /api/registration-documents. */
  apiPath: string;
  /** The operation's success envelope (`schemas.z…Response`): an answer that breaks it is a 502. */
  successSchema: z.ZodType<{ data: { id: string; fileName: string } }>;
  maxBytes: number;
  /** The session's bearer token, when there is a session. */
  token?: string | null;
  /** The browser's address, for the API's per-client limits (clientAddress(context)). */
  clientAddress?: string | null;
}

/** Multipart framing and the small fields beside the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The browser's address as server/index.js passes it in Remix's load context (absent in the dev server). */
export function clientAddress(context: unknown): string | null {
  const value = (context as { clientAddress?: unknown } | null | undefined)?.clientAddress;
  return typeof value === 'string' && value ? value : null;
}

/** An answer in the API's error envelope, so the slot reads ours and the API's the same way. */
function envelope(status: number, message: string, headers: HeadersInit = {}): Response {
  return Response.json(
    { isSuccess: false, message, data: null, error: null, details: null },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

class TooLarge extends Error {}

/** The body, cut off with an error past `cap` bytes; `exceeded()` tells afterwards whether it was. */
function limited(body: ReadableStream<Uint8Array>, cap: number) {
  let seen = 0;
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > cap) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return { stream, exceeded: () => seen > cap };
}

function apiHeaders(target: Pick<UploadTarget, 'token' | 'clientAddress'>): Headers {
  const headers = new Headers({ Accept: 'application/json', ...backendHeaders() });
  if (target.token) headers.set('Authorization', `Bearer ${target.token}`);
  if (target.clientAddress) headers.set('X-Forwarded-For', target.clientAddress);
  return headers;
}

const causedBy = (error: unknown, kind: new () => Error): boolean => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if (e instanceof kind) return true;
  return false;
};

/** The API's answer to an upload, as JSON for the browser: passed on, or our envelope when it is not JSON. */
async function answerOf(response: Response, target: UploadTarget): Promise<Response> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return envelope(
      502,
      describeFailure({ kind: 'http', status: response.status >= 500 ? response.status : 502 }),
    );
  }
  if (response.ok && !target.successSchema.safeParse(json).success) {
    return envelope(502, MESSAGES.serverError);
  }
  const retryAfter = response.headers.get('Retry-After');
  return Response.json(json, {
    status: response.status,
    headers: { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) },
  });
}

/** A browser's upload, streamed through to the API; answers the API's JSON (or ours, in its envelope). */
export async function proxyUpload(request: Request, target: UploadTarget): Promise<Response> {
  if (request.method !== 'POST') return envelope(405, MESSAGES.methodNotAllowed, { Allow: 'POST' });
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type) || !request.body) {
    return envelope(400, SENTENCES.request.notMultipart);
  }
  const cap = target.maxBytes + MULTIPART_OVERHEAD;
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= cap)) return envelope(413, tooLargeMessage(target.maxBytes));

  const headers = apiHeaders(target);
  headers.set('Content-Type', type);
  if (declared !== null) headers.set('Content-Length', declared);
  const body = limited(request.body, cap);
  let response: Response;
  try {
    response = await fetch(new URL(target.apiPath, apiBaseUrl()), {
      method: 'POST',
      headers,
      body: body.stream,
      // Node's fetch streams a request body only in half-duplex mode.
      duplex: 'half',
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    if (body.exceeded() || causedBy(error, TooLarge)) return envelope(413, tooLargeMessage(target.maxBytes));
    if (request.signal.aborted) return envelope(499, 'The upload was cancelled.');
    if ((error as Error)?.name === 'TimeoutError') return envelope(504, MESSAGES.fetchTimeout);
    return envelope(502, describeFailure(classifyFetchError(error)));
  }
  // The API may have answered the cut-off body in its own way; the reason is ours.
  if (body.exceeded()) {
    await response.body?.cancel();
    return envelope(413, tooLargeMessage(target.maxBytes));
  }
  return answerOf(response, target);
}

/** Uploads a file an action holds (a post without JavaScript) with the slot's fields beside it. */
export async function uploadFile(
  file: File,
  target: UploadTarget & { fields?: Record<string, string> },
): Promise<UploadOutcome> {
  const body = new FormData();
  for (const [name, value] of Object.entries(target.fields ?? {})) body.set(name, value);
  body.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(new URL(target.apiPath, apiBaseUrl()), {
      method: 'POST',
      headers: apiHeaders(target),
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const failure =
      (error as Error)?.name === 'TimeoutError' ? { kind: 'timeout' as const } : classifyFetchError(error);
    return { ok: false, message: describeFailure(failure) };
  }
  const answer = await answerOf(response, target);
  const json: unknown = await answer.json();
  if (!answer.ok) return { ok: false, message: describeUploadFailure(answer.status, json) };
  const { data } = target.successSchema.parse(json);
  return { ok: true, id: data.id, fileName: data.fileName };
}

/**
 * A stored file from the API, streamed to the browser as a download: the API's type and Content-Disposition
 * (always an attachment), nosniff, a sandboxing policy, never cached. A refusal is the sentence as plain text
 * with the API's status (the page that linked it stays where it is).
 */
export async function proxyDownload(
  request: Request,
  { apiPath, token }: { apiPath: string; token: string },
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(new URL(apiPath, apiBaseUrl()), {
      headers: { Authorization: `Bearer ${token}`, ...backendHeaders() },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
  } catch (error) {
    return text(502, describeFailure(classifyFetchError(error)));
  }
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => undefined);
    return text(
      response.status >= 400 ? response.status : 502,
      describeFailure({ kind: 'http', status: response.status, body }),
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const headers = new Headers({
    'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream',
    'Content-Disposition': /^attachment\b/i.test(disposition) ? disposition : 'attachment',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'no-store',
  });
  const length = response.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(response.body, { status: 200, headers });
}

function text(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
