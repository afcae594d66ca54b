/**
 * MLLP's framing (HL7 v2 Minimal Lower Layer Protocol, release 2): a message travels as VT (0x0B), its bytes, FS
 * (0x1C), CR (0x0D). TCP keeps no packet boundaries, so a read may hold half a frame, a frame and a half, or many
 * frames; the decoder takes the bytes as they come and hands out every whole frame in order. It keeps at most one
 * frame's bytes (the maximum it is given) and looks at each byte once: nothing already read is searched again.
 */

/** The byte that opens a frame. */
export const VT = 0x0b;
/** The byte that closes a frame's content; a CR follows it. */
export const FS = 0x1c;
/** The byte after FS. */
export const CR = 0x0d;

/**
 * What the bytes turned out to be. After `too-long` or `noise` the decoder takes nothing more: the peer is not
 * speaking MLLP within the limits, and its connection is closed.
 */
export type FrameEvent =
  | { kind: 'frame'; payload: Buffer }
  /** A frame's content passed the maximum; `head` is its first bytes (up to the maximum), for the refusal. */
  | { kind: 'too-long'; head: Buffer }
  /** More bytes than `maxBytesBetweenFrames` came outside any frame. */
  | { kind: 'noise' };

/** How much may sit between two frames: a stray CR LF is tolerated, a stream of them is not MLLP. */
export const MAX_BYTES_BETWEEN_FRAMES = 1024;

/** Frames `text` for the wire: VT, its UTF-8 bytes, FS, CR. */
export function encodeFrame(text: string): Buffer {
  const content = Buffer.from(text, 'utf8');
  return Buffer.concat([Buffer.of(VT), content, Buffer.of(FS, CR)], content.length + 3);
}

type State = 'between' | 'inside' | 'trailer' | 'stopped';

/**
 * An incremental MLLP decoder. A VT inside a frame is taken as content (HL7 never sends it there, so the message
 * then fails to parse and is refused); the CR after FS is taken when it comes, in this read or a later one, and a
 * frame without it is still whole: its content ended at FS.
 */
export class FrameDecoder {
  private state: State = 'between';
  private parts: Buffer[] = [];
  private length = 0;
  private between = 0;

  constructor(
    readonly maxFrameBytes: number,
    readonly maxBytesBetweenFrames = MAX_BYTES_BETWEEN_FRAMES,
  ) {}

  /** The content bytes kept for the frame in progress (never more than maxFrameBytes). */
  get buffered(): number {
    return this.length;
  }

  /** Whether a frame has begun (its VT came) and its FS has not come yet. */
  get inFrame(): boolean {
    return this.state === 'inside';
  }

  /** Whether the decoder has stopped taking bytes (after `too-long` or `noise`). */
  get stopped(): boolean {
    return this.state === 'stopped';
  }

  /** Takes the next bytes of the stream and returns what they complete, in order. */
  push(chunk: Uint8Array): FrameEvent[] {
    const events: FrameEvent[] = [];
    let at = 0;
    while (at < chunk.length && this.state !== 'stopped') {
      if (this.state === 'trailer') {
        if (chunk[at] === CR) at += 1;
        this.state = 'between';
      } else if (this.state === 'between') {
        const start = chunk.indexOf(VT, at);
        this.between += (start === -1 ? chunk.length : start) - at;
        if (this.between > this.maxBytesBetweenFrames) {
          this.stop();
          events.push({ kind: 'noise' });
        } else if (start === -1) {
          at = chunk.length;
        } else {
          this.state = 'inside';
          this.between = 0;
          at = start + 1;
        }
      } else {
        const end = chunk.indexOf(FS, at);
        const stop = end === -1 ? chunk.length : end;
        const room = this.maxFrameBytes - this.length;
        if (stop - at > room) {
          this.keep(chunk.subarray(at, at + room));
          const head = Buffer.concat(this.parts, this.length);
          this.stop();
          events.push({ kind: 'too-long', head });
        } else {
          this.keep(chunk.subarray(at, stop));
          at = stop;
          if (end !== -1) {
            events.push({ kind: 'frame', payload: Buffer.concat(this.parts, this.length) });
            this.parts = [];
            this.length = 0;
            this.state = 'trailer';
            at = end + 1;
          }
        }
      }
    }
    return events;
  }

  // A copy: the caller may reuse its read buffer, and a slice would keep the whole read alive.
  private keep(bytes: Uint8Array) {
    if (bytes.length === 0) return;
    this.parts.push(Buffer.from(bytes));
    this.length += bytes.length;
  }

  private stop() {
    this.state = 'stopped';
    this.parts = [];
    this.length = 0;
  }
}
