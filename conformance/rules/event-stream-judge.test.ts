/** event_stream_conformance's verdicts: the stream opening, the events framed, a live event, a resume, a bad id. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrame, type StreamFrame } from '../../contracts/event-stream';
import { createSchemas, loadOpenapi, pointer } from '../openapi';
import type { Exchange } from '../types';
import {
  badIdVerdict,
  framesVerdict,
  heartbeatGraceMs,
  heartbeatVerdict,
  liveVerdict,
  openVerdict,
  readEventStreamRule,
  resumeVerdict,
} from './event-stream-judge';

const schemas = createSchemas(loadOpenapi());
const liveEvent = schemas.validatorAt(pointer('components', 'schemas', 'LiveEvent'));
const validate = (json: unknown) => (liveEvent(json) ? null : schemas.errorsText(liveEvent));

const banner = (id: string, message: string | null = 'Maintenance at 22:00.') => ({
  id,
  type: 'banner.changed',
  at: '2026-11-26T09:30:00.000Z',
  data: { message },
});
const framed = (event: { id: string; type: string }): StreamFrame =>
  parseFrame(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}`);
const retry = parseFrame('retry: 2000');
const reset = framed({
  id: '2000',
  type: 'stream.reset',
  at: '2026-11-26T09:30:00.000Z',
  data: { reason: 'UnknownId' },
} as never);

function exchange(status: number, type: string, text = '', frames?: StreamFrame[]): Exchange {
  return {
    request: {
      method: 'GET',
      template: '/api/me/events',
      pathParams: {},
      query: {},
      headers: {},
      auth: { role: 'Admin' },
    },
    url: 'http://h/api/me/events',
    curl: 'curl',
    response: { status, headers: { 'content-type': type }, text, frames, size: text.length, ms: 1 },
  };
}
const BY = 'setBanner as Admin';

describe('event_stream_conformance', () => {
  it('reads the extension: the event schema is required, the heartbeat kept', () => {
    expect(readEventStreamRule({ event: 'LiveEvent', heartbeatSeconds: 15 })).toEqual({
      event: 'LiveEvent',
      heartbeatSeconds: 15,
    });
    expect(readEventStreamRule({ heartbeatSeconds: 15 })).toBe(
      'x-event-stream.event is not a non-empty string',
    );
  });

  it('passes a stream opened as text/event-stream, fails JSON or an error, leaves a 429 unjudged', () => {
    expect(openVerdict(exchange(200, 'text/event-stream; charset=utf-8', '', [retry]))).toEqual({
      pass: true,
    });
    expect(openVerdict(exchange(200, 'application/json', '{}'))).toEqual({
      pass: false,
      expected: '200 with Content-Type text/event-stream',
      seen: '200 (application/json) "{}"',
    });
    expect(openVerdict({ ...exchange(200, ''), response: undefined, error: 'TimeoutError' })).toMatchObject({
      pass: false,
      seen: 'no response (TimeoutError)',
    });
    expect(openVerdict(exchange(429, 'application/json'))).toBeNull();
  });

  it('judges the events framed, and says nothing of a stream that sent none', () => {
    expect(framesVerdict([retry, framed(banner('10')), framed(banner('12'))], validate, 'LiveEvent')).toEqual(
      {
        pass: true,
      },
    );
    expect(framesVerdict([retry], validate, 'LiveEvent')).toBeNull();
    expect(framesVerdict([framed(banner('10')), framed(banner('9'))], validate, 'LiveEvent')).toEqual({
      pass: false,
      expected:
        'each event as id: <digits that grow>, event: <its type>, data: one LiveEvent repeating that id and type',
      seen: 'event 2 (id 9): id 9 does not grow (after 10)',
    });
    const past = framesVerdict([framed(banner('10'))], validate, 'LiveEvent', '10');
    expect(past).toMatchObject({ pass: false, seen: 'event 1 (id 10): id 10 does not grow (after 10)' });
    expect((past as { expected: string }).expected).toContain('<digits that grow past 10>');
  });

  it('passes a live event of the type made, and says what came instead', () => {
    expect(liveVerdict([retry, framed(banner('10'))], 'banner.changed', BY, 3000)).toEqual({ pass: true });
    expect(liveVerdict([retry, parseFrame(': heartbeat')], 'banner.changed', BY, 3000)).toEqual({
      pass: false,
      expected: 'a banner.changed event within 3 s of setBanner as Admin',
      seen: 'retry: 2000, : heartbeat',
    });
  });

  it('passes a resume whose first event is the one missed, fails nothing, a reset, an old id or another event', () => {
    const expected =
      'the events missed after Last-Event-ID 10 first (the banner.changed setBanner as Admin made while it was closed)';
    const resume = (frames: StreamFrame[]) => resumeVerdict(frames, '10', 'banner.changed', BY);
    expect(resume([retry, framed(banner('11')), framed(banner('12'))])).toEqual({ pass: true });
    expect(resume([retry])).toEqual({
      pass: false,
      expected,
      seen: 'nothing replayed (frames: retry: 2000)',
    });
    expect(resume([retry, reset])).toEqual({
      pass: false,
      expected,
      seen: `stream.reset first: ${reset.data}`,
    });
    expect(resume([framed(banner('10'))])).toEqual({
      pass: false,
      expected,
      seen: 'banner.changed with id 10 first',
    });
    const other = framed({ ...banner('11'), type: 'notifications.read', data: { unreadCount: 0 } } as never);
    expect(resume([retry, other])).toEqual({
      pass: false,
      expected,
      seen: 'no banner.changed (frames: retry: 2000, notifications.read#11)',
    });
  });

  it('passes a bad Last-Event-ID refused 400, fails a stream that took it', () => {
    expect(badIdVerdict(exchange(400, 'application/json', '{}'))).toEqual({ pass: true });
    expect(badIdVerdict(exchange(200, 'text/event-stream', 'retry: 2000\n\n', [retry]))).toEqual({
      pass: false,
      expected: '400 for Last-Event-ID "not-an-event-id" (1 to 20 digits only)',
      seen: '200 (text/event-stream) "retry: 2000\\n\\n"',
    });
    expect(badIdVerdict(exchange(429, 'application/json', '{}'))).toBeNull();
  });
});

describe('heartbeatVerdict', () => {
  it('passes a stream never quiet past the period and its grace, once watched that long', () => {
    expect(heartbeatVerdict({ openMs: 20_000, longestQuietMs: 15_040, heartbeats: 1 }, 15)).toEqual({
      pass: true,
    });
    expect(heartbeatVerdict({ openMs: 1_100, longestQuietMs: 1_000, heartbeats: 1 }, 1)).toEqual({
      pass: true,
    });
    // Watched for less than the period, no heartbeat yet: nothing to say.
    expect(heartbeatVerdict({ openMs: 9_000, longestQuietMs: 9_000, heartbeats: 0 }, 15)).toBeNull();
  });

  it('fails a quiet longer than the period and its grace, saying how long', () => {
    expect(heartbeatVerdict({ openMs: 3_500, longestQuietMs: 3_450, heartbeats: 0 }, 1)).toEqual({
      pass: false,
      expected: 'a heartbeat comment (or an event) whenever the stream was quiet for 1 s (heartbeatSeconds)',
      seen: '3.5 s without a byte, in 3.5 s watched (0 heartbeats)',
    });
  });

  it("names the checker's own stalls, left out of the quiet", () => {
    expect(
      heartbeatVerdict({ openMs: 6_000, longestQuietMs: 3_200, heartbeats: 0, stalledMs: 2_500 }, 1),
    ).toEqual({
      pass: false,
      expected: 'a heartbeat comment (or an event) whenever the stream was quiet for 1 s (heartbeatSeconds)',
      seen: '3.2 s without a byte, in 6.0 s watched (0 heartbeats; the checker itself busy 2.5 s, not counted)',
    });
  });

  it('for any watch: fails exactly past the limit, passes once a heartbeat came or it was watched that long', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.nat(200_000),
        fc.nat(200_000),
        fc.nat(3),
        (seconds, a, b, beats) => {
          const [quiet, open] = a <= b ? [a, b] : [b, a];
          const verdict = heartbeatVerdict(
            { openMs: open, longestQuietMs: quiet, heartbeats: beats },
            seconds,
          );
          const limit = seconds * 1000 + heartbeatGraceMs(seconds);
          if (quiet > limit) expect(verdict?.pass).toBe(false);
          else if (open >= limit || beats > 0) expect(verdict).toEqual({ pass: true });
          else expect(verdict).toBeNull();
        },
      ),
    );
  });
});
