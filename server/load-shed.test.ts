/**
 * The bound on work at once (decision 072): the gate's slots and queue, and the middleware over real HTTP: past
 * the bound a request is refused at once with 503 and Retry-After, and a slot comes back however the work ends
 * (answered, failed, the client gone), so a spike never leaves the server with fewer slots than it had.
 */
import { EventEmitter } from 'node:events';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, answerBusy, createGate, intFromEnv, loadShedder } from './load-shed.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createGate', () => {
  it('lets `limit` in at once, queues `queue` more in order, and refuses the rest at once', async () => {
    const gate = createGate({ limit: 2, queue: 1, queueMs: 60_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect([first, second].every(Boolean)).toBe(true);
    const third = gate.enter();
    expect(await gate.enter()).toBeNull(); // the queue is full
    expect([gate.active, gate.queued]).toEqual([2, 1]);
    first!();
    const release = await third;
    expect(release).toBeTypeOf('function');
    expect([gate.active, gate.queued]).toEqual([2, 0]);
  });

  it('gives a slot back once however often it is released', async () => {
    const gate = createGate({ limit: 1 });
    const release = (await gate.enter())!;
    release();
    release();
    expect(gate.active).toBe(0);
    const again = (await gate.enter())!;
    expect(await gate.enter()).toBeNull();
    again();
  });

  it('refuses a waiter after queueMs, and one whose client left, and forgets both', async () => {
    const gate = createGate({ limit: 1, queue: 2, queueMs: 20 });
    const held = (await gate.enter())!;
    const left = new AbortController();
    const leaving = gate.enter(left.signal);
    const waiting = gate.enter();
    left.abort();
    expect(await leaving).toBeNull();
    expect(await waiting).toBeNull();
    expect([gate.active, gate.queued]).toEqual([1, 0]);
    held();
    expect(gate.active).toBe(0);
  });
});

describe('intFromEnv', () => {
  it('reads a whole number at least the minimum, else the default', () => {
    expect(intFromEnv('12', 3)).toBe(12);
    expect(intFromEnv('0', 3)).toBe(0);
    expect(intFromEnv('0', 3, 1)).toBe(3);
    for (const value of [undefined, '', ' ', 'many', '2.5', '-1']) expect(intFromEnv(value, 3)).toBe(3);
  });
});

describe('loadShedder over HTTP', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A server of `limit` slots (no queue) whose work ends as each request's path says, when the test says. */
  async function serve(limit: number, holdMs = 60_000) {
    const gate = createGate({ limit, queue: 0 });
    const shed = loadShedder({
      gate,
      holdMs,
      exempt: (req) => req.url === '/health',
      refuse: (req, res) => answerBusy(req, res, { contentType: 'text/plain', body: 'busy' }),
    });
    const finish: Array<() => void> = [];
    server = createServer((req, res) =>
      shed(req, res, (error) => {
        if (error) throw error;
        if (req.url === '/health') return res.end('ok');
        if (req.url === '/throw') {
          // What express does with an error: an answer of its own (here a 500), and the slot comes back.
          res.statusCode = 500;
          return res.end('failed');
        }
        if (req.url === '/hang') return; // never answers: only the client's leaving ends it
        finish.push(() => res.end('done'));
      }),
    );
    server.keepAliveTimeout = 100;
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return { gate, finish, port: (server.address() as AddressInfo).port };
  }

  const send = (port: number, path: string, method = 'GET', body?: string) =>
    new Promise<{ status: number; retryAfter: string | undefined; text: string }>((resolve, reject) => {
      const req = request({ port, path, method, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], text }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });

  /** A request the test abandons: its socket is destroyed before any answer. */
  function abandon(port: number, path: string) {
    const req = request({ port, path, agent: false });
    req.on('error', () => {});
    req.end();
    return () => req.destroy();
  }

  async function until(condition: () => boolean) {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it('serves up to the bound, refuses the next at once with 503 and Retry-After, and serves again after', async () => {
    const { gate, finish, port } = await serve(2);
    const working = [send(port, '/a'), send(port, '/b')];
    await until(() => finish.length === 2);
    expect(await send(port, '/c', 'POST', 'email=a&password=b')).toEqual({
      status: 503,
      retryAfter: String(RETRY_AFTER_SECONDS),
      text: 'busy',
    });
    // Health checks are never held back.
    expect((await send(port, '/health')).status).toBe(200);
    for (const end of finish.splice(0)) end();
    expect((await Promise.all(working)).map((a) => a.status)).toEqual([200, 200]);
    await until(() => gate.active === 0);
    const again = send(port, '/d');
    await until(() => finish.length === 1);
    finish[0]!();
    expect((await again).status).toBe(200);
  });

  it('gives the slot back when the work fails', async () => {
    const { gate, port } = await serve(1);
    expect((await send(port, '/throw')).status).toBe(500);
    await until(() => gate.active === 0);
    expect((await send(port, '/throw')).status).toBe(500);
  });

  it('gives the slot back when the client leaves before an answer (no slot leaks)', async () => {
    const { gate, port } = await serve(2);
    // Twice the slots, abandoned one after another: a leak would leave none for the last request.
    for (let i = 0; i < 4; i++) {
      const leave = abandon(port, '/hang');
      await until(() => gate.active === 1);
      leave();
      await until(() => gate.active === 0);
    }
    const hanging = [abandon(port, '/hang'), abandon(port, '/hang')];
    await until(() => gate.active === 2);
    expect((await send(port, '/health')).status).toBe(200);
    expect((await send(port, '/x')).status).toBe(503);
    for (const leave of hanging) leave();
    await until(() => gate.active === 0);
    await tick();
  });

  it("never works for a request whose client sent it and left before it was read (a spike's backlog)", async () => {
    const { gate, finish, port } = await serve(1);
    // The server reads the connection late, as it does the connections a spike leaves waiting to be accepted:
    // by then the client has sent its request and closed its end.
    server!.prependListener('connection', (socket) => {
      socket.pause();
      setTimeout(() => socket.resume(), 100);
    });
    let requests = 0;
    server!.on('request', () => requests++);
    const client = connect(port, '127.0.0.1');
    client.on('error', () => {});
    client.end('POST /login HTTP/1.1\r\nHost: app.test\r\nContent-Length: 7\r\n\r\nemail=a');
    await until(() => requests === 1);
    for (let i = 0; i < 4; i++) await tick();
    // Before: the request was worked on (next()) once a slot was free, its client long gone.
    expect(finish).toEqual([]);
    expect(gate.active).toBe(0);
    const served = send(port, '/a');
    await until(() => finish.length === 1);
    finish[0]!();
    expect((await served).status).toBe(200);
  });

  it('gives the slot back after holdMs when the work never ends and the client stays', async () => {
    const { gate, port } = await serve(1, 50);
    const stay = abandon(port, '/hang');
    await until(() => gate.active === 1);
    await until(() => gate.active === 0);
    expect((await send(port, '/health')).status).toBe(200);
    stay();
  });
});

describe('loadShedder, a socket gone before its response hears of it', () => {
  /** A request and response as Node's server makes them, reduced to what the shedder reads. */
  const exchange = () => {
    const socket = Object.assign(new EventEmitter(), { destroyed: false });
    const req = { socket } as unknown as IncomingMessage;
    const res = Object.assign(new EventEmitter(), {
      writableFinished: false,
      headersSent: false,
      destroyed: false,
    }) as unknown as ServerResponse;
    return { socket, req, res };
  };

  it('gives the slot back at once, never working for it (a spike left 16 slots held until holdMs)', async () => {
    const gate = createGate({ limit: 1, queue: 1 });
    const shed = loadShedder({ gate, refuse: () => {}, holdMs: 60_000 });
    const worked: string[] = [];
    const first = exchange();
    shed(first.req, first.res, () => worked.push('first'));
    // Started two turns of the event loop after its slot is granted (a client gone by then is not worked for).
    for (let i = 0; i < 3; i++) await tick();
    const second = exchange();
    shed(second.req, second.res, () => worked.push('second'));
    await tick();
    expect(gate.queued).toBe(1);
    // The second client's connection ends; its response is not told (no 'close' yet), as seen under a spike.
    second.socket.destroyed = true;
    first.res.emit('finish');
    for (let i = 0; i < 3; i++) await tick();
    expect(worked).toEqual(['first']);
    expect(gate.active).toBe(0);
  });
});
