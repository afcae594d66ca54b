/**
 * Remix's answers written at the client's pace (decision 099): the next chunk of a body is read only once the
 * response has taken the last, a client that leaves stops the body, and a body that fails after the answer
 * started cuts the connection instead of ending it.
 */
import { EventEmitter } from 'node:events';
import type { Response as ExpressResponse } from 'express';
import { describe, expect, it } from 'vitest';
import { sendResponse } from './send-response.js';

/** What the function uses of Express's response; `full` makes `write` answer false (the socket is full). */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  statusMessage = '';
  headers: Array<[string, string]> = [];
  written: string[] = [];
  full = false;
  ended = false;
  destroyed = false;
  writableFinished = false;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  append(name: string, value: string) {
    this.headers.push([name, value]);
    return this;
  }
  flushHeaders() {}
  write(chunk: Uint8Array) {
    this.written.push(new TextDecoder().decode(chunk));
    return !this.full;
  }
  end() {
    this.ended = true;
    this.writableFinished = true;
    this.emit('finish');
    this.emit('close');
    return this;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this;
  }
}

/** A body of `chunks`, each made when it is read (then `pulls` counts it); `fail` errors the read of that one. */
function body(chunks: string[], fail?: number) {
  const made = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const index = made.pulls++;
        if (index === fail) throw new Error('The API failed on page 37.');
        if (index < chunks.length) controller.enqueue(new TextEncoder().encode(chunks[index]));
        else controller.close();
      },
      cancel() {
        made.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, made };
}

const settle = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve));
};

const send = (res: FakeResponse, response: Response) =>
  sendResponse(res as unknown as ExpressResponse, response);

describe('sendResponse', () => {
  it('writes the status, the headers and the body, then ends', async () => {
    const res = new FakeResponse();
    const { stream } = body(['a,b\r\n', '1,2\r\n']);
    await send(res, new Response(stream, { status: 201, headers: { 'Content-Type': 'text/csv' } }));
    expect(res.statusCode).toBe(201);
    expect(res.headers).toEqual([['content-type', 'text/csv']]);
    expect(res.written).toEqual(['a,b\r\n', '1,2\r\n']);
    expect(res.ended).toBe(true);
  });

  it('reads the next chunk only once the response has taken the last one', async () => {
    const res = new FakeResponse();
    res.full = true;
    const { stream, made } = body(['page 1', 'page 2', 'page 3']);
    const sent = send(res, new Response(stream));
    await settle();
    // The socket is full after the first chunk: nothing more is read (@remix-run/express read all three).
    expect(res.written).toEqual(['page 1']);
    expect(made.pulls).toBe(1);
    res.emit('drain');
    await settle();
    expect(res.written).toEqual(['page 1', 'page 2']);
    expect(made.pulls).toBe(2);
    res.full = false;
    res.emit('drain');
    await sent;
    expect(res.written).toEqual(['page 1', 'page 2', 'page 3']);
    expect(res.ended).toBe(true);
  });

  it('cancels the body when the client leaves before the end', async () => {
    const res = new FakeResponse();
    res.full = true;
    const { stream, made } = body(['page 1', 'page 2', 'page 3']);
    const sent = send(res, new Response(stream));
    await settle();
    res.destroy();
    await sent;
    expect(made.cancelled).toBe(true);
    expect(made.pulls).toBe(1);
    expect(res.written).toEqual(['page 1']);
    expect(res.ended).toBe(false);
  });

  it('cuts the connection when the body fails after the answer started, and throws the error on', async () => {
    const res = new FakeResponse();
    const { stream } = body(['page 1', 'page 2'], 1);
    await expect(send(res, new Response(stream))).rejects.toThrow('The API failed on page 37.');
    expect(res.written).toEqual(['page 1']);
    expect(res.destroyed).toBe(true);
    expect(res.ended).toBe(false);
  });
});
