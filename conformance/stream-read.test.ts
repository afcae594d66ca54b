/** Reading an event stream for a bounded window: on its own, and through the client against a stream that never ends. */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './http';
import { readEventStream, STREAM_MAX_BYTES } from './stream-read';

const encode = (text: string) => new TextEncoder().encode(text);

/** A stream the test writes to; it ends only when told. */
function source() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => void (controller = c),
    cancel: () => void (cancelled = true),
  });
  return {
    body,
    write: (text: string) => controller.enqueue(encode(text)),
    end: () => controller.close(),
    cancelled: () => cancelled,
  };
}

describe('readEventStream', () => {
  it('stops at the first frame by default and closes the stream', async () => {
    const s = source();
    s.write('retry: 2000\n\nid: 1\nevent: x\ndata: {}\n\n');
    const read = await readEventStream(s.body);
    expect(read.frames.map((f) => f.retry ?? f.id)).toEqual([2000, '1']);
    expect(read).toMatchObject({ text: 'retry: 2000\n\nid: 1\nevent: x\ndata: {}\n\n', ended: false });
    expect(s.cancelled()).toBe(true);
  });

  it('keeps a frame split across chunks whole, and says when the server ended the stream', async () => {
    const s = source();
    s.write('id: 7\nevent: x\nda');
    setTimeout(() => {
      s.write('ta: {"a":1}\n\n');
      s.end();
    }, 20);
    const read = await readEventStream(s.body, { until: () => false, windowMs: 2_000 });
    expect(read.frames).toEqual([{ id: '7', event: 'x', data: '{"a":1}', comments: [] }]);
    expect(read.ended).toBe(true);
  });

  it('gives up after its window when nothing comes', async () => {
    const s = source();
    const started = Date.now();
    const read = await readEventStream(s.body, { windowMs: 50 });
    expect(read).toMatchObject({ frames: [], size: 0, ended: false });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops at its byte limit', async () => {
    const s = source();
    const comment = `: ${'x'.repeat(1022)}\n\n`;
    for (let i = 0; i < 80; i++) s.write(comment);
    const read = await readEventStream(s.body, { until: () => false, windowMs: 2_000 });
    expect(read.size).toBeGreaterThanOrEqual(STREAM_MAX_BYTES);
    expect(read.size).toBeLessThan(80 * 1024);
  });

  it('reads on while whileOpen runs, then until what it waits for came', async () => {
    const s = source();
    s.write('retry: 2000\n\n');
    const read = await readEventStream(s.body, {
      whileOpen: async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        s.write(': heartbeat\n\n');
        setTimeout(() => s.write('id: 5\nevent: made\ndata: {}\n\nid: 6\nevent: later\ndata: {}\n\n'), 30);
      },
      until: (frames) => frames.some((f) => f.event === 'made'),
      windowMs: 2_000,
    });
    expect(read.frames.map((f) => f.id ?? f.comments[0] ?? f.retry)).toEqual([2000, 'heartbeat', '5', '6']);
  });
});

describe('the client on a stream that never ends', () => {
  let server: Server;
  let base: string;
  const open = new Set<ServerResponse>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      if (req.url === '/retry') res.write('retry: 2000\n\n');
      else res.flushHeaders();
      open.add(res);
      res.on('close', () => open.delete(res));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const request = (template: string) => ({
    method: 'GET',
    template,
    pathParams: {},
    query: {},
    headers: {},
    auth: { none: true } as const,
  });

  it('answers with the frames of its window, a curl line that stops, and closes the connection', async () => {
    const client = createClient({ baseUrl: base, tokens: new Map(), timeoutMs: 30_000 });
    const started = Date.now();
    const exchange = await client.send(request('/retry'));
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(exchange.error).toBeUndefined();
    expect(exchange.response).toMatchObject({ status: 200, text: 'retry: 2000\n\n', size: 13 });
    expect(exchange.response!.frames).toEqual([{ event: 'message', data: '', retry: 2000, comments: [] }]);
    expect(exchange.curl).toBe(`curl -sS -i -N --max-time 5 -X GET '${base}/retry'`);
    await expect.poll(() => open.size).toBe(0);
  });

  it('gives a silent stream its window (1 s), not the time-out', async () => {
    const client = createClient({ baseUrl: base, tokens: new Map(), timeoutMs: 30_000 });
    const started = Date.now();
    const exchange = await client.send(request('/silent'));
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(exchange.response).toMatchObject({ status: 200, frames: [], size: 0 });
    await expect.poll(() => open.size).toBe(0);
  });
});
