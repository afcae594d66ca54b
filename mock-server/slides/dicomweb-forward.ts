/**
 * One read forwarded to the site's image archive, its answer streamed back as it comes: the archive is a peer
 * like any other. At most `concurrent` requests go to it at once (a few more wait briefly, then 503), each must
 * end within `timeoutMs` from sending to its last byte, and past `maxBytes` the answer is cut (refused before it
 * starts when its Content-Length says so). A request waiting on the archive holds a socket and a timer, never the
 * event loop, so every other route keeps answering while the archive hangs. A client that leaves ends its
 * request to the archive.
 *
 * Failures answer 502 with a sentence that names no address or credential of the archive; the archive's own
 * headers are not passed on, only its content type and length.
 */
import http, { ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { pipeline, Transform } from 'node:stream';
import type { Request, Response } from 'express';
import { createGate, RETRY_AFTER_SECONDS } from '../../server/load-shed.js';
import { BUSY_MESSAGE } from '../http/load-shed';
import { archiveAuthorization, type DicomwebArchive } from './archive-config';
import type { ArchiveRead } from './dicomweb-paths';

export const ARCHIVE_SENTENCES = {
  unreachable: 'The image archive could not be reached. Try again in a moment.',
  timedOut: 'The image archive did not answer in time. Try again in a moment.',
  failed: 'The image archive could not answer this request.',
  tooLarge: "The image archive's answer is larger than this server passes on.",
  notFound: 'Not found in the image archive.',
  notAcceptable: 'The image archive cannot answer in the media type asked for.',
  notAllowed:
    "The facility's image archive is not set, or its address is no longer allowed: a facility admin can check it under Interfaces.",
} as const;

const envelope = (message: string) => ({ isSuccess: false, message, data: null, error: null, details: null });

function refuse(res: Response, status: number, message: string) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('Cache-Control', 'no-store');
  if (status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json(envelope(message));
}

/** What the archive's status becomes: its own for a read it answered, else 502 with our sentence. */
function refusalFor(status: number): { status: number; message: string } | null {
  if (status === 200) return null;
  if (status === 404) return { status: 404, message: ARCHIVE_SENTENCES.notFound };
  if (status === 406) return { status: 406, message: ARCHIVE_SENTENCES.notAcceptable };
  return { status: 502, message: ARCHIVE_SENTENCES.failed };
}

/** A pass-through that fails once more than `max` bytes went through it. */
function byteBound(max: number) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > max) done(new Error(ARCHIVE_SENTENCES.tooLarge));
      else done(null, chunk);
    },
  });
}

const CONTENT_TYPE = /^[\x20-\x7e]{1,300}$/;

/**
 * Opens the request to the archive for a read's path below its root, or says why it may not be made (a sentence
 * for the log of the refusal, never sent to the client).
 */
export type OpenUpstream = (
  path: string,
  headers: Record<string, string>,
) => ClientRequest | { refusal: string } | Promise<ClientRequest | { refusal: string }>;

/** The site's archive: its fixed root, pooled connections, its credential from DICOMWEB_URL. */
function siteArchive(archive: DicomwebArchive) {
  const secure = archive.root.startsWith('https:');
  const agent = new (secure ? https : http).Agent({ keepAlive: true, maxSockets: archive.limits.concurrent });
  const open: OpenUpstream = (path, headers) => {
    const authorization = archiveAuthorization(archive);
    return (secure ? https : http).request(`${archive.root}${path}`, {
      method: 'GET',
      headers: authorization ? { ...headers, Authorization: authorization } : headers,
      agent,
    });
  };
  return { open, close: () => agent.destroy() };
}

/**
 * Forwards reads to one archive: the site's (DICOMWEB_URL) by default, or whatever `target` opens (a facility's
 * own archive, judged by the destination rule on every connection: ./facility-archive.ts).
 */
export function archiveForwarder(
  archive: Pick<DicomwebArchive, 'limits'> & Partial<DicomwebArchive>,
  target: { open: OpenUpstream; close: () => void } = siteArchive(archive as DicomwebArchive),
) {
  const { limits } = archive;
  const gate = createGate({ limit: limits.concurrent, queue: limits.queue, queueMs: limits.queueMs });

  /** Answers `res` with the archive's answer to `read`, streamed; or with a refusal. */
  async function forward(req: Request, res: Response, read: ArchiveRead, cacheControl: string) {
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once('close', onClose);
    const release = await gate.enter(left.signal);
    if (!release) {
      res.off('close', onClose);
      if (!left.signal.aborted) refuse(res, 503, BUSY_MESSAGE);
      return;
    }
    let timedOut = false;
    // An opener that fails is a refusal too: the gate's place is given back whatever happens.
    const opened = await Promise.resolve()
      .then(() => target.open(read.path, { Accept: read.accept }))
      .catch(() => ({ refusal: 'The request to the archive could not be opened.' }));
    if (!(opened instanceof ClientRequest)) {
      release();
      res.off('close', onClose);
      if (!left.signal.aborted) refuse(res, 502, ARCHIVE_SENTENCES.notAllowed);
      return;
    }
    const upstream = opened;
    const timer = setTimeout(() => {
      timedOut = true;
      upstream.destroy();
    }, limits.timeoutMs);
    // Once, whatever ends the exchange first (an answer, an error, the client leaving).
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      res.off('close', onClose);
      res.off('close', leave);
      release();
    };
    // The client gone: nobody reads the answer, so the archive is not asked for the rest of it.
    const leave = () => {
      if (!res.writableFinished) upstream.destroy();
    };
    res.once('close', leave);
    if (left.signal.aborted) upstream.destroy();
    upstream.on('error', () => {
      done();
      refuse(res, 502, timedOut ? ARCHIVE_SENTENCES.timedOut : ARCHIVE_SENTENCES.unreachable);
    });
    upstream.on('response', (answer: IncomingMessage) => {
      const status = answer.statusCode ?? 502;
      // A search without matches may come back 204; the contract has one answer for it, an empty list.
      if (status === 204 && read.kind === 'instances') {
        answer.resume();
        done();
        res.setHeader('Cache-Control', cacheControl);
        res.type('application/dicom+json').send('[]');
        return;
      }
      const refusal = refusalFor(status);
      const declared = Number(answer.headers['content-length']);
      if (refusal || declared > read.maxBytes) {
        answer.destroy();
        done();
        const { status: code, message } = refusal ?? { status: 502, message: ARCHIVE_SENTENCES.tooLarge };
        refuse(res, code, message);
        return;
      }
      const type = answer.headers['content-type'];
      if (type && CONTENT_TYPE.test(type)) res.setHeader('Content-Type', type);
      if (Number.isSafeInteger(declared)) res.setHeader('Content-Length', String(declared));
      res.setHeader('Cache-Control', cacheControl);
      res.status(status);
      if (req.method === 'HEAD') {
        answer.destroy();
        done();
        res.end();
        return;
      }
      // Errors after the first byte (time-out, bound, the archive hanging up) close the connection: the client
      // must not take half an answer for a whole one.
      pipeline(answer, byteBound(read.maxBytes), res, (error) => {
        done();
        if (error) res.destroy();
      });
    });
    upstream.end();
  }

  return {
    forward,
    /** What it holds now, for tests. */
    gate,
    close: target.close,
  };
}
