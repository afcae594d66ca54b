/**
 * A test client that sends a request body over a plain TCP socket as it is generated, and stops as soon as the
 * server answers: it shows whether the server answered before the body was all sent. (MSW, set up for every node
 * test, intercepts Node's http client and fetch and would take a whole body before passing it on.)
 */
import net from 'node:net';

export const MB = 1024 * 1024;

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Body bytes handed to the socket when the answer arrived. */
  sentWhenAnswered: number;
  /** Whether the whole body had been handed to the socket by then. */
  finishedSending: boolean;
}

/** `total` bytes: `first`, then `fill`, 1 MB at a time. */
export function* generated(first: Uint8Array, total: number, fill = 0x5a): Generator<Buffer> {
  const chunk = Buffer.alloc(MB, fill);
  let left = total;
  let piece = Buffer.concat([first, chunk]);
  while (left > 0) {
    const size = Math.min(piece.length, left);
    yield piece.subarray(0, size);
    left -= size;
    piece = chunk;
  }
}

/** A chunked answer's body, or null until its last chunk has arrived. */
function dechunked(bytes: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts);
    if (bytes.length < lineEnd + 2 + size + 2) return null;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * Sends `method path` to 127.0.0.1:port with `headers` and the body's pieces; chunked unless `headers` has a
 * Content-Length. Resolves with the answer (its body read by its Content-Length, or chunked) as soon as it is
 * complete.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Iterable<Uint8Array> = [],
): Promise<RawAnswer> {
  const chunked = !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (chunked && hasBody) lines.push('Transfer-Encoding: chunked');
  const frame = (bytes: Uint8Array) =>
    chunked
      ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
      : bytes;

  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const source = body[Symbol.iterator]();
    let sent = 0;
    let finished = false;
    let answered: RawAnswer | null = null;
    let reply = Buffer.alloc(0);
    const pump = () => {
      while (!answered && !socket.destroyed) {
        const next = source.next();
        if (next.done) {
          finished = true;
          if (chunked && hasBody) socket.write('0\r\n\r\n');
          return;
        }
        sent += next.value.length;
        if (!socket.write(frame(next.value))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    socket.on('data', (data: Buffer) => {
      reply = Buffer.concat([reply, data]);
      const text = reply.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const answerHeaders: Record<string, string> = {};
      for (const line of text.slice(0, end).split('\r\n').slice(1)) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const rest = reply.subarray(end + 4);
      const chunkedAnswer = method !== 'HEAD' && /chunked/i.test(answerHeaders['transfer-encoding'] ?? '');
      const length = method === 'HEAD' ? 0 : Number(answerHeaders['content-length'] ?? 0);
      const answerBody = chunkedAnswer
        ? dechunked(rest)
        : rest.length >= length
          ? rest.subarray(0, length)
          : null;
      if (!answerBody) return;
      answered ??= {
        status: Number(text.slice(9, 12)),
        headers: answerHeaders,
        text: answerBody.toString('utf8'),
        sentWhenAnswered: sent,
        finishedSending: finished,
      };
      socket.destroy();
      resolve(answered);
    });
    // Writing into a connection the server closed after answering may fail; the answer was read by then.
    socket.on('error', (error) => (answered ? undefined : reject(error)));
    socket.on('close', () => (answered ? undefined : reject(new Error('Closed without an answer.'))));
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    pump();
  });
}
