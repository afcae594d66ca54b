/**
 * `streamMyEvents` (GET /api/me/events): the signed-in user's server-sent events (docs/live.md).
 * Answered by express ahead of MSW, whose handlers answer once and end: the stream stays open, replays what the
 * client missed after `Last-Event-ID` (./bus.ts), sends a heartbeat comment when quiet, and ends with
 * `session.ended` when the token stops being good.
 */
import type { ServerResponse } from 'node:http';
import express from 'express';
import { authenticate, fail } from '../http/operation';
import { currentOperation } from '../http/operation-scope';
import { sendWebResponse, toWebRequest } from '../http/web-request';
import { db } from '../store/db';
import { sameStatus } from '../../contracts';
import { lastLiveId, liveEventsAfter, subscribeLive, type LiveEvent } from './bus';
import { streamClosed, streamOpened } from './presence';

export const LIVE_PATH = '/api/me/events';
/** A user's open streams at most; a newer one ends the oldest (a tab left open, reloaded many times). */
export const STREAMS_PER_USER = 8;
const heartbeatMs = () => Number(process.env.MOCK_LIVE_HEARTBEAT_MS ?? 15_000);
export const BAD_LAST_EVENT_ID = 'Last-Event-ID must be the id of an event the stream sent (digits only).';
export const BAD_CONSULT_ID = "consultId must be a consult's id (letters, digits, - and _, at most 64).";

type EndReason = Extract<LiveEvent, { type: 'session.ended' }>['data']['reason'];

interface OpenStream {
  userId: string;
  token: string;
  end(reason: EndReason | null): void;
}

const open = new Set<OpenStream>();

export const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

function start(
  res: ServerResponse,
  userId: string,
  token: string,
  lastEventId: string | undefined,
  consultId: string | null,
) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    'X-Accel-Buffering': 'no',
  });
  let last = BigInt(lastEventId ?? lastLiveId());
  // The heartbeat comes heartbeatMs after the last thing written, whatever it was (the contract: when nothing
  // else was sent for that long), so the stream is never quiet for longer.
  let beat: ReturnType<typeof setTimeout> | undefined;
  const write = (text: string) => {
    res.write(text);
    clearTimeout(beat);
    beat = setTimeout(() => write(': heartbeat\n\n'), heartbeatMs());
    beat.unref();
  };
  write('retry: 2000\n\n');
  const send = (event: LiveEvent) => {
    if (BigInt(event.id) <= last) return;
    last = BigInt(event.id);
    write(frame(event));
  };
  const now = () => new Date().toISOString();
  if (lastEventId !== undefined) {
    const resume = liveEventsAfter(userId, lastEventId);
    if (resume.kind === 'reset') {
      last = BigInt(lastLiveId());
      write(frame({ id: lastLiveId(), type: 'stream.reset', at: now(), data: { reason: resume.reason } }));
    } else resume.events.forEach(send);
  }
  const unsubscribe = subscribeLive(userId, send);
  const expiry = setInterval(() => {
    const session = db.sessions.findFirst((q) => q.where({ token }));
    if (!session || Date.parse(session.expiresAt) <= Date.now()) stream.end('Expired');
  }, heartbeatMs());
  expiry.unref();
  const stream: OpenStream = {
    userId,
    token,
    end(reason) {
      if (!open.delete(stream)) return;
      streamClosed(userId, consultId);
      clearInterval(expiry);
      clearTimeout(beat);
      unsubscribe();
      if (reason) res.write(frame({ id: lastLiveId(), type: 'session.ended', at: now(), data: { reason } }));
      res.end();
    },
  };
  res.on('close', () => stream.end(null));
  const mine = [...open].filter((other) => other.userId === userId);
  if (mine.length >= STREAMS_PER_USER) mine[0]!.end(null);
  open.add(stream);
  streamOpened(userId, consultId);
}

export function liveStreamRouter() {
  const router = express.Router();
  router.get(LIVE_PATH, (req, res) => {
    const auth = authenticate(toWebRequest(req));
    if (auth instanceof Response) return void sendWebResponse(req, res, auth);
    const lastEventId = req.get('last-event-id');
    if (lastEventId !== undefined && !/^[0-9]{1,20}$/.test(lastEventId)) {
      return void sendWebResponse(req, res, fail(400, BAD_LAST_EVENT_ID));
    }
    // The consult the page shows: presence in it is judged on such streams alone (decision 147).
    const consultId = req.query.consultId;
    if (
      consultId !== undefined &&
      (typeof consultId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(consultId))
    ) {
      return void sendWebResponse(req, res, fail(400, BAD_CONSULT_ID));
    }
    start(res, auth.user.id, auth.token, lastEventId, consultId ?? null);
  });
  return router;
}

// A session removed (logout, deactivation, a password reset ending others, the per-user bound) ends its streams.
db.sessions.hooks.on('delete', ({ data }) => {
  const { token, userId } = data.deletedRecord;
  const user = db.users.findFirst((q) => q.where({ id: userId }));
  const reason: EndReason =
    currentOperation() === 'logout'
      ? 'LoggedOut'
      : user && sameStatus(user.status, 'Deactivated')
        ? 'Deactivated'
        : 'Revoked';
  for (const stream of [...open]) if (stream.token === token) stream.end(reason);
});

/** Ends every open stream (the server closing: an open stream would hold `server.close()` for ever). */
export function closeLiveStreams() {
  for (const stream of [...open]) stream.end(null);
}

export const openLiveStreams = () => open.size;
