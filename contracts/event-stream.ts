/**
 * Reads a `text/event-stream` (the WHATWG server-sent events format) frame by frame: for the conformance
 * command, the tests and the benches, which read `streamMyEvents` with fetch rather than EventSource.
 */
export interface StreamFrame {
  /** `id:` of the frame, or undefined. */
  id?: string;
  /** `event:` of the frame ('message' when absent). */
  event: string;
  /** The `data:` lines joined by newlines. */
  data: string;
  /** `retry:` in milliseconds, when the frame set it. */
  retry?: number;
  /** Comment lines (`: heartbeat`), without the colon. */
  comments: string[];
}

/** Parses one frame (the text between blank lines). */
export function parseFrame(block: string): StreamFrame {
  const frame: StreamFrame = { event: 'message', data: '', comments: [] };
  const data: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line.startsWith(':')) {
      frame.comments.push(line.slice(1).trim());
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) frame.retry = Number(value);
  }
  frame.data = data.join('\n');
  return frame;
}

/** The whole frames at the start of `text` (ended by a blank line), and the rest, not ended yet. */
export function splitFrames(text: string): { frames: StreamFrame[]; rest: string } {
  const frames: StreamFrame[] = [];
  let rest = text;
  let end: RegExpExecArray | null;
  while ((end = /\r?\n\r?\n/.exec(rest))) {
    const block = rest.slice(0, end.index);
    rest = rest.slice(end.index + end[0].length);
    if (block.length > 0) frames.push(parseFrame(block));
  }
  return { frames, rest };
}

/** The frames of a byte stream as they arrive. */
export async function* readFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamFrame> {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const { frames, rest } = splitFrames(buffered + decoder.decode(value, { stream: true }));
      buffered = rest;
      yield* frames;
    }
  } finally {
    reader.releaseLock();
  }
}
