/**
 * The MLLP decoder: however a stream is cut into reads, the same frames come out, in order; it never keeps more
 * than one frame's maximum; a frame past it and a run of bytes outside any frame stop it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CR, encodeFrame, FrameDecoder, FS, MAX_BYTES_BETWEEN_FRAMES, VT, type FrameEvent } from './frames';

/** `bytes` cut at `cuts` (positions, any order, repeats allowed). */
function cut(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const at = [...new Set(cuts.map((each) => each % (bytes.length + 1)))].sort((a, b) => a - b);
  return [0, ...at].map((start, index) => bytes.subarray(start, at[index] ?? bytes.length));
}

function decode(chunks: Uint8Array[], maxFrameBytes: number) {
  const decoder = new FrameDecoder(maxFrameBytes);
  const events: FrameEvent[] = [];
  let mostKept = 0;
  for (const chunk of chunks) {
    events.push(...decoder.push(chunk));
    mostKept = Math.max(mostKept, decoder.buffered);
  }
  return { events, mostKept };
}

/** A frame's content: any bytes but FS (which HL7 never sends inside a message). */
const content = fc
  .uint8Array({ maxLength: 300 })
  .map((bytes) => bytes.map((byte) => (byte === FS ? 0x41 : byte)));
const frames = fc.array(content, { maxLength: 8 });
const framed = (payloads: Uint8Array[]) =>
  Buffer.concat(payloads.map((payload) => Buffer.concat([Buffer.of(VT), payload, Buffer.of(FS, CR)])));
const cuts = fc.array(fc.nat(), { maxLength: 40 });

describe('FrameDecoder', () => {
  it('any cutting of a stream of frames gives the same frames, in order', () => {
    fc.assert(
      fc.property(frames, cuts, (payloads, at) => {
        const { events } = decode(cut(framed(payloads), at), 1024);
        expect(events).toEqual(payloads.map((payload) => ({ kind: 'frame', payload: Buffer.from(payload) })));
      }),
    );
  });

  it('any bytes at all, cut anyhow, give what they give in one read, and keep no more than the maximum', () => {
    // Bytes drawn mostly from the framing ones, so frames, stray bytes and long runs all occur.
    const byte = fc.oneof(fc.constantFrom(VT, FS, CR, 0x0a, 0x41), fc.integer({ min: 0, max: 255 }));
    fc.assert(
      fc.property(
        fc.array(byte, { maxLength: 3000 }),
        cuts,
        fc.integer({ min: 1, max: 400 }),
        (raw, at, max) => {
          const bytes = Uint8Array.from(raw);
          const whole = decode([bytes], max);
          const pieces = decode(cut(bytes, at), max);
          expect(pieces.events).toEqual(whole.events);
          expect(pieces.mostKept).toBeLessThanOrEqual(max);
        },
      ),
    );
  });

  it('a frame of the maximum is taken; one byte more is refused with its head, and nothing after it is read', () => {
    const exact = new FrameDecoder(4).push(encodeFrame('MSH|'));
    expect(exact).toEqual([{ kind: 'frame', payload: Buffer.from('MSH|') }]);
    const decoder = new FrameDecoder(4);
    expect(decoder.push(encodeFrame('MSH|1'))).toEqual([{ kind: 'too-long', head: Buffer.from('MSH|') }]);
    expect(decoder.stopped).toBe(true);
    expect(decoder.push(encodeFrame('MSH|'))).toEqual([]);
  });

  it('a CR LF between frames and a frame without its CR are tolerated; a run of stray bytes is not', () => {
    const stream = Buffer.concat([
      encodeFrame('A'),
      Buffer.from('\n'),
      Buffer.from('\vB\x1c'),
      encodeFrame('C'),
    ]);
    expect(
      new FrameDecoder(10).push(stream).map((event) => event.kind === 'frame' && String(event.payload)),
    ).toEqual(['A', 'B', 'C']);
    const noisy = new FrameDecoder(10);
    expect(noisy.push(Buffer.alloc(MAX_BYTES_BETWEEN_FRAMES, 0x20))).toEqual([]);
    expect(noisy.push(Buffer.from(' '))).toEqual([{ kind: 'noise' }]);
  });
});
