/** Judging an event stream's frames: framing and schema, for hand-made frames and any well-formed stream. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrame, type StreamFrame } from '../../contracts/event-stream';
import { createSchemas, listOperations, loadOpenapi, pointer } from '../openapi';
import type { Exchange } from '../types';
import { describeFrames, judgeFrames } from './event-stream';
import { contentTypeConformance, responseSchemaConformance } from './response';

const doc = loadOpenapi();
const schemas = createSchemas(doc);
const liveEvent = schemas.validatorAt(pointer('components', 'schemas', 'LiveEvent'));
const validate = (json: unknown) => (liveEvent(json) ? null : schemas.errorsText(liveEvent));
const stream = listOperations(doc).find((op) => op.operationId === 'streamMyEvents')!;

const read = (id: string, unreadCount = 0) => ({
  id,
  type: 'notifications.read',
  at: '2026-11-26T09:30:00.000Z',
  data: { unreadCount },
});
/** The frame the contract describes for an event (`id:`, `event:`, one `data:` line). */
const framed = (event: { id: string; type: string }): StreamFrame =>
  parseFrame(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}`);
const retry = parseFrame('retry: 2000');
const heartbeat = parseFrame(': heartbeat');

describe('judgeFrames', () => {
  it('passes events framed as the contract says, and leaves retry and heartbeat frames be', () => {
    const frames = [retry, framed(read('1041')), heartbeat, framed(read('1042', 3))];
    expect(judgeFrames(frames, validate)).toEqual({ framing: [], schema: [] });
    expect(describeFrames(frames)).toBe(
      'retry: 2000, notifications.read#1041, : heartbeat, notifications.read#1042',
    );
    expect(describeFrames([])).toBe('no frame');
  });

  it('names each framing fault: no id, an id not digits, ids that do not grow, event or id not repeated', () => {
    const frames = [
      parseFrame(`event: notifications.read\ndata: ${JSON.stringify(read('7'))}`),
      parseFrame(`id: x7\nevent: notifications.read\ndata: ${JSON.stringify(read('x7'))}`),
      framed(read('1042')),
      framed(read('1041')),
      parseFrame(`id: 1050\nevent: case.changed\ndata: ${JSON.stringify(read('1050'))}`),
      parseFrame(`id: 1051\nevent: notifications.read\ndata: ${JSON.stringify(read('1049'))}`),
    ];
    expect(judgeFrames(frames, validate).framing).toEqual([
      'event 1 has no id: line',
      'event 2 (id x7): id "x7" is not 1 to 20 decimal digits',
      'event 4 (id 1041): id 1041 does not grow (after 1042)',
      'event 5 (id 1050): event: case.changed but its data\'s type is "notifications.read"',
      'event 6 (id 1051): its data\'s id "1049" is not the frame\'s id',
    ]);
  });

  it('holds a resume to ids past its Last-Event-ID', () => {
    expect(judgeFrames([framed(read('1042'))], validate, '1042').framing).toEqual([
      'event 1 (id 1042): id 1042 does not grow (after 1042)',
    ]);
    expect(judgeFrames([framed(read('1043'))], validate, '1042').framing).toEqual([]);
  });

  it('judges data that is not JSON, or not a LiveEvent, under the schema', () => {
    const frames = [
      parseFrame('id: 5\nevent: notifications.read\ndata: {oops'),
      framed(read('6', -1)),
      framed({ id: '7', type: 'case.exploded' }),
    ];
    const { schema } = judgeFrames(frames, validate);
    expect(schema[0]).toBe('event 1 (id 5): data is not JSON: "{oops"');
    expect(schema[1]).toMatch(/^event 2 \(id 6\) \(notifications\.read\): .*unreadCount must be >= 0/);
    expect(schema[2]).toMatch(/^event 3 \(id 7\) \(case\.exploded\): /);
    expect(schema).toHaveLength(3);
  });
});

describe('judgeFrames, for any stream', () => {
  const stream = fc
    .uniqueArray(fc.bigInt({ min: 0n, max: 10n ** 20n - 1n }), { minLength: 1, maxLength: 12 })
    .map((ids) => ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String))
    .chain((ids) =>
      fc.tuple(
        fc.constant(ids),
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: ids.length, maxLength: ids.length }),
        fc.array(fc.constantFrom(retry, heartbeat), { maxLength: 3 }),
      ),
    );

  it('finds nothing wrong with events framed as the contract says, ids growing, among other frames', () => {
    fc.assert(
      fc.property(stream, ([ids, counts, others]) => {
        const frames = ids.flatMap((id, i) => [framed(read(id, counts[i])), ...others]);
        expect(judgeFrames(frames, validate)).toEqual({ framing: [], schema: [] });
      }),
    );
  });

  it('finds every pair of events out of order, and every frame whose id its data does not repeat', () => {
    fc.assert(
      fc.property(stream, fc.nat(), ([ids, counts], pick) => {
        fc.pre(ids.length >= 2);
        const frames = [...ids].reverse().map((id, i) => framed(read(id, counts[i])));
        expect(judgeFrames(frames, validate).framing).toHaveLength(ids.length - 1);
        const i = pick % ids.length;
        const wrong = ids.map((id, n) => (n === i ? framedAs(id, read(`${id}0`)) : framed(read(id))));
        expect(judgeFrames(wrong, validate).framing).toEqual([
          `event ${i + 1} (id ${ids[i]}): its data's id "${ids[i]}0" is not the frame's id`,
        ]);
      }),
    );
  });
});

/** A frame with this id holding another event's JSON. */
const framedAs = (id: string, event: { type: string }) =>
  parseFrame(`id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}`);

describe('response_schema_conformance and content_type_conformance on a stream', () => {
  const answer = (frames: StreamFrame[], type = 'text/event-stream; charset=utf-8'): Exchange => ({
    request: {
      method: 'GET',
      template: stream.path,
      pathParams: {},
      query: {},
      headers: {},
      auth: { role: 'Admin' },
    },
    url: 'http://server/api/me/events',
    curl: 'curl',
    response: { status: 200, headers: { 'content-type': type }, text: '', frames, size: 1, ms: 1 },
  });
  const context = (frames: StreamFrame[], type?: string) => ({
    operation: stream,
    exchange: answer(frames, type),
  });

  it("judges each event's data against LiveEvent, and says nothing of a stream without events", () => {
    expect(responseSchemaConformance(context([retry, framed(read('9'))]), schemas)).toEqual({ pass: true });
    expect(responseSchemaConformance(context([retry, heartbeat]), schemas)).toBeNull();
    const bad = responseSchemaConformance(context([framed(read('9', -2))]), schemas);
    expect(bad).toMatchObject({
      pass: false,
      expected: "every event's data a JSON matching the 200 schema (text/event-stream)",
    });
  });

  it('takes text/event-stream and refuses another type', () => {
    expect(contentTypeConformance(context([retry]))).toEqual({ pass: true });
    expect(contentTypeConformance(context([retry], 'application/json'))).toMatchObject({ pass: false });
  });
});
