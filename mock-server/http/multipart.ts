/**
 * Operations whose body is multipart/form-data: the shared `operation()` reads JSON bodies, so these run the
 * same steps (latency → authenticate → path parameters) and leave the body to the handler, which streams it
 * (`receiveUpload`).
 *
 * Each is an MSW handler (the in-process tests) that also carries its resolver as `streamed`, so the HTTP server
 * answers it from express ahead of MSW (mock-server/http/streamed-routes.ts): MSW's handlers get a clone of the
 * request, and the body's other branch, never read, would hold every byte of the upload.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { HttpHandler } from 'msw';
import type { z } from 'zod';
import { operations, type OperationId, SENTENCES } from '../../contracts';
import { authenticate, fail, outsideRoles, route, simulateLatency, type Authenticated } from './operation';
import { newStorageKey, storagePath, uploadsDir } from '../store/files';

type Params<Op extends OperationId> = (typeof operations)[Op]['params'] extends z.ZodType
  ? z.infer<(typeof operations)[Op]['params']>
  : undefined;

export interface StreamedOperation {
  operationId: OperationId;
  /** Answers the request as the MSW handler does; the body is read as a stream. */
  resolve(request: Request, params: Record<string, string>): Promise<Response>;
}
export type StreamedHandler = HttpHandler & { streamed: StreamedOperation };

export const isStreamed = (handler: unknown): handler is StreamedHandler =>
  typeof handler === 'object' && handler !== null && 'streamed' in handler;

function streamedRoute(operationId: OperationId, resolve: StreamedOperation['resolve']): StreamedHandler {
  const handler = route(operationId, ({ request, params }) =>
    resolve(request, params as Record<string, string>),
  );
  return Object.assign(handler, { streamed: { operationId, resolve } });
}

export function multipartOperation<Op extends OperationId>(
  operationId: Op,
  handler: (context: { request: Request; auth: Authenticated; params: Params<Op> }) => Promise<Response>,
): StreamedHandler {
  const op = operations[operationId];
  return streamedRoute(operationId, async (request, params) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    // A role x-roles leaves out is refused before the path or the body is looked at (./operation.ts).
    const refused = outsideRoles(operationId, auth.user);
    if (refused) return refused;
    let parsed: unknown = undefined;
    if (op.params) {
      const result = op.params.safeParse(params);
      if (!result.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of result.error.issues)
          (fieldErrors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
        return fail(400, 'Validation failed', { fieldErrors });
      }
      parsed = result.data;
    }
    return handler({ request, auth, params: parsed as Params<Op> });
  });
}

/** A multipart operation without authentication (a visitor's registration document). */
export function publicMultipartOperation(
  operationId: OperationId,
  handler: (context: { request: Request }) => Promise<Response>,
): StreamedHandler {
  return streamedRoute(operationId, async (request) => {
    await simulateLatency();
    return handler({ request });
  });
}

/** Multipart framing and the small fields beside the file; a body past limit + this is refused. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** The first bytes of a received file kept for type checks (slide signatures need 132). */
const HEAD_BYTES = 132;

/** A received file: its bytes already on disk under `key`, never in memory. */
export interface ReceivedFile {
  /** The storage key (mock-server/store/files.ts) its bytes were written under. */
  key: string;
  /** The name and type the client declared. */
  name: string;
  type: string;
  size: number;
  sha256: string;
  /** The first bytes, for the type checks. */
  head: Uint8Array;
  /** Deletes the stored bytes (a refused file). */
  discard(): Promise<void>;
}

class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

const badMultipart = () => fail(400, SENTENCES.request.unreadableMultipart);

/**
 * The uploaded file (part `file`) of a multipart body, streamed to disk as it arrives under a new storage key of
 * `kind`, with the other fields; or the 400/413 answer. The size limit holds while the body streams: a declared
 * Content-Length past it is refused before a byte is read, and a body without one (chunked) is cut off as soon
 * as the file passes the limit: reading stops there, the partial file is deleted, and the server closes the
 * connection after answering (mock-server/http/streamed-routes.ts). The caller checks the file and `discard()`s it
 * when refused.
 */
export async function receiveUpload(
  request: Request,
  options: { limit: number; tooLarge: string; kind: 'att' | 'sld' | 'doc' },
): Promise<{ file: ReceivedFile; fields: Map<string, string> } | Response> {
  const { limit, tooLarge, kind } = options;
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type)) {
    return fail(400, SENTENCES.request.notMultipart, {
      fieldErrors: { file: [SENTENCES.request.notMultipart] },
    });
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit + MULTIPART_OVERHEAD) return fail(413, tooLarge);
  if (!request.body) return badMultipart();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send a file name as UTF-8 inside filename="…"; busboy's default reads it as Latin-1 (mojibake).
      defParamCharset: 'utf8',
      limits: { fileSize: limit, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
    });
  } catch {
    return badMultipart();
  }
  const fields = new Map<string, string>();
  let received: Promise<ReceivedFile> | null = null;
  let refusal: Response | null = null;
  const refuse = (response: Response) => {
    refusal ??= response;
  };

  parser.on('field', (name, value) => fields.set(name, value));
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || received) {
      stream.resume();
      return;
    }
    received = storeStream(stream, kind, info, () => refuse(fail(413, tooLarge)));
    // A failure is read where `received` is awaited; this keeps it from counting as unhandled meanwhile.
    received.catch(() => undefined);
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve);
    parser.on('error', reject);
  });
  parsed.catch(() => undefined);

  const reader = request.body.getReader();
  let total = 0;
  try {
    for (;;) {
      if (refusal) throw new Refused(refusal);
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit + MULTIPART_OVERHEAD) throw new Refused(fail(413, tooLarge));
      if (!parser.write(value)) {
        await new Promise<void>((resolve, reject) => {
          parser.once('drain', resolve);
          parser.once('error', reject);
        });
      }
    }
    parser.end();
    await parsed;
    if (refusal) throw new Refused(refusal);
  } catch (error) {
    // Stop reading: the rest of the body is never read (the connection is closed after the answer). Not
    // awaited: cancelling one branch of a tee'd body (MSW's clone) settles only when the other is cancelled too.
    reader.cancel().catch(() => undefined);
    parser.destroy();
    const file = await (received as Promise<ReceivedFile> | null)?.catch(() => null);
    await file?.discard();
    return error instanceof Refused ? error.response : badMultipart();
  }
  const file = await (received as Promise<ReceivedFile> | null)?.catch(() => null);
  if (refusal) {
    await file?.discard();
    return refusal;
  }
  if (!file)
    return fail(400, 'Validation failed', { fieldErrors: { file: [SENTENCES.request.fileMissing] } });
  if (file.size === 0) {
    await file.discard();
    return fail(400, 'Validation failed', { fieldErrors: { file: ['The file is empty.'] } });
  }
  return { file, fields };
}

/** Writes one file part to disk as it arrives, hashing it and keeping its first bytes. */
function storeStream(
  stream: Readable & { truncated?: boolean },
  kind: 'att' | 'sld' | 'doc',
  info: busboy.FileInfo,
  onLimit: () => void,
): Promise<ReceivedFile> {
  const key = newStorageKey(kind);
  const target = storagePath(key);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const discard = () => unlink(target).catch(() => undefined);
  // The parser destroys a file stream it is cut off in with an error, possibly after the pipeline has let go.
  stream.on('error', () => undefined);
  stream.on('limit', () => {
    onLimit();
    stream.resume();
  });
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.byteLength;
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.byteLength, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return mkdir(uploadsDir(), { recursive: true })
    .then(() => pipeline(stream, meter, createWriteStream(target, { flags: 'wx' })))
    .then(
      () => ({
        key,
        name: info.filename ?? '',
        type: info.mimeType ?? '',
        size,
        sha256: hash.digest('hex'),
        head: new Uint8Array(Buffer.concat(head)),
        discard,
      }),
      async (error: unknown) => {
        await discard();
        throw error;
      },
    );
}
