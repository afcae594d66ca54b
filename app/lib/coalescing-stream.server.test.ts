import { setImmediate as nextTick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { CoalescingStream } from './coalescing-stream.server';

function collect(stream: CoalescingStream): string[] {
  const out: string[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk.toString()));
  return out;
}

describe('CoalescingStream', () => {
  it('hands on what is written in one tick as one chunk', async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    stream.write('<html>');
    stream.write(Buffer.from('<body>'));
    stream.write('<p>é</p>');
    expect(out).toEqual([]);
    await nextTick();
    expect(out).toEqual(['<html><body><p>é</p>']);
  });

  it('still streams: a later burst is a later chunk, and the end sends what is left', async () => {
    const stream = new CoalescingStream();
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('shell');
    await nextTick();
    stream.write('deferred ');
    stream.write('data');
    stream.end('</html>');
    await ended;
    expect(out).toEqual(['shell', 'deferred data</html>']);
  });
});
