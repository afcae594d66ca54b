import { describe, expect, it } from 'vitest';
import { closing, drainBody } from './drain.server';

function body(chunks: number, size: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new Uint8Array(size));
    },
  });
  return { reader: stream.getReader(), sent: () => sent };
}

describe('drainBody', () => {
  it('reads a body to its end and says so', async () => {
    const { reader, sent } = body(10, 1000);
    expect(await drainBody(reader, 10_000)).toBe(true);
    expect(sent()).toBe(10);
  });

  it('stops past its limit and says the body was not drained', async () => {
    const { reader, sent } = body(10, 1000);
    expect(await drainBody(reader, 2500)).toBe(false);
    expect(sent()).toBeLessThan(10);
  });

  it('says a body that broke off was not drained', async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: (c) => c.error(new Error('aborted')) });
    expect(await drainBody(stream.getReader())).toBe(false);
  });
});

describe('closing', () => {
  it('closes the connection after an answer whose body was not drained', () => {
    expect(closing(new Response('x'), false).headers.get('Connection')).toBe('close');
    expect(closing(new Response('x'), true).headers.get('Connection')).toBeNull();
  });
});
