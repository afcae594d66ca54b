/**
 * The first bytes of a request body, read before anyone else reads it and then put back (Readable#unshift), so a
 * tus PATCH can be judged by its first chunk (./signatures.ts) before a byte of it is stored, and otherwise
 * handed on whole. Resolves with fewer bytes when the body ends first (and then nothing is put back: a body
 * read to its end cannot be read again, so the caller must answer it itself).
 */
import type { IncomingMessage } from 'node:http';

export interface Peeked {
  head: Buffer;
  /** The body ended within the peek: it has been read whole, and `head` is all of it. */
  ended: boolean;
}

export function peekBody(req: IncomingMessage, length: number): Promise<Peeked> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let read = 0;
    const finish = (ended: boolean) => {
      req.off('readable', onReadable);
      req.off('end', onEnd);
      req.off('error', onError);
      const all = Buffer.concat(chunks);
      if (!ended && all.length) req.unshift(all);
      resolve({ head: all.subarray(0, length), ended });
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      while (read < length && (chunk = req.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        read += chunk.length;
      }
      if (read >= length) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      req.off('readable', onReadable);
      req.off('end', onEnd);
      reject(error);
    };
    req.on('readable', onReadable);
    req.once('end', onEnd);
    req.once('error', onError);
  });
}
