// @ts-check
/**
 * A bound on the work a process takes on at once (decision 072): a gate of `limit` slots with a short
 * queue behind it. Past the slots a request waits in the queue; past the queue, or after waiting `queueMs`, it
 * is refused at once (503 with Retry-After), so a spike is answered quickly, in part, instead of slowly, in
 * whole, and the process keeps the memory and the time of the work it has taken on.
 *
 * The app server (server/index.js) and the mock backend (mock-server/http/app.ts) each put one in front of their
 * routes; the mock's password hashing has its own (mock-server/auth/passwords.ts). A slot is given back once,
 * whatever ends the work: the answer sent, the connection closed, an error.
 */

/**
 * @typedef {object} GateOptions
 * @property {number} limit how many may work at once
 * @property {number} [queue] how many may wait for a slot (0: none wait)
 * @property {number} [queueMs] the longest a request waits for a slot before it is refused
 */

/** @typedef {() => void} Release gives the slot back; any call after the first does nothing */

/**
 * @param {GateOptions} options
 */
export function createGate({ limit, queue = 0, queueMs = 1_000 }) {
  if (!(limit >= 1)) throw new RangeError(`A gate needs at least one slot (limit ${limit}).`);
  let active = 0;
  /** @type {Array<(release: Release | null) => void>} */
  const waiting = [];

  /** @returns {Release} */
  const slot = () => {
    active++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active--;
      const next = waiting.shift();
      if (next) next(slot());
    };
  };

  return {
    /**
     * A slot: at once when one is free, after a wait in the queue, or null (refused) when the queue is full,
     * the wait passed `queueMs`, or `signal` aborted while waiting (the client left).
     * @param {AbortSignal} [signal]
     * @returns {Promise<Release | null>}
     */
    enter(signal) {
      if (active < limit && waiting.length === 0) return Promise.resolve(slot());
      if (waiting.length >= queue || signal?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        /** @param {Release | null} release */
        const grant = (release) => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', leave);
          resolve(release);
        };
        const leave = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          grant(null);
        };
        const timer = setTimeout(leave, queueMs);
        signal?.addEventListener('abort', leave, { once: true });
        waiting.push(grant);
      });
    },
    /** What it holds now, for tests and the bench. */
    get active() {
      return active;
    },
    get queued() {
      return waiting.length;
    },
  };
}

/** @typedef {ReturnType<typeof createGate>} Gate */

/**
 * A whole number from the environment, or `fallback` when it is unset or not one.
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {number} [min]
 */
export function intFromEnv(value, fallback, min = 0) {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min ? n : fallback;
}

/**
 * The gate as Node middleware: a request goes on with a slot, which is given back when its answer is sent or
 * its connection closes (an error ends in one or the other); refused, it gets `refuse(req, res)`.
 * @param {object} options
 * @param {Gate} options.gate
 * @param {(req: import('node:http').IncomingMessage) => boolean} [options.exempt] requests never held or refused
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} options.refuse
 * @param {number} [options.holdMs] the longest a request keeps its slot: work that has not ended by then (a
 *   render stuck on the API, a client that keeps a connection open without reading) no longer counts
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => void}
 */
export function loadShedder({ gate, exempt = () => false, refuse, holdMs = 30_000 }) {
  return (req, res, next) => {
    if (exempt(req)) return next();
    const left = new AbortController();
    const onClose = () => left.abort();
    res.once('close', onClose);
    void gate.enter(left.signal).then((release) => {
      if (!release) {
        res.off('close', onClose);
        if (!res.headersSent && !res.destroyed) refuse(req, res);
        return;
      }
      // Two turns: the end of a request's connection is read a turn after its bytes (libuv stops at a short read).
      setImmediate(() => setImmediate(() => start(release)));
    });
    /** @param {Release} release */
    const start = (release) => {
      // A socket may be gone before its response hears of it (a spike's clients leaving at once): nothing would
      // then give the slot back until holdMs (measured: 16 slots held ~10 s after a spike, logins refused). And
      // a client that sent its request and left before it was read (a spike's connections waiting to be
      // accepted) has its end read by now, one turn of the event loop later: dropped, not worked on.
      if (left.signal.aborted || res.writableFinished || req.socket.destroyed || req.socket.readableEnded) {
        res.off('close', onClose);
        release();
        return;
      }
      res.off('close', onClose);
      // The answer sent, or the connection gone: the response's own 'close' does not always come when the
      // socket closes under a stream that never ends (a render waiting on the API), so the socket is heard too.
      const socket = req.socket;
      const done = () => {
        clearTimeout(held);
        release();
        socket.off('close', done);
      };
      const held = setTimeout(done, holdMs);
      held.unref?.();
      res.once('finish', done);
      res.once('close', done);
      socket.once('close', done);
      next();
    };
  };
}

/** Seconds a refused client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** A body larger than this is not drained after a refusal: the connection is closed instead. */
const DRAIN_BYTES = 64 * 1024;

/**
 * Answers a refused request at once: 503, Retry-After, never cached. Its body is not wanted: a small one is
 * drained so the connection can be reused, a large one (an upload) ends the connection instead.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ contentType: string, body: string, headers?: Record<string, string> }} answer
 */
export function answerBusy(req, res, { contentType, body, headers = {} }) {
  const length = Number(req.headers['content-length'] ?? 0);
  const close = Boolean(req.headers['transfer-encoding']) || !(length <= DRAIN_BYTES);
  if (!close) req.resume();
  res.writeHead(503, {
    'Content-Type': contentType,
    'Cache-Control': 'no-store',
    'Retry-After': String(RETRY_AFTER_SECONDS),
    ...(close ? { Connection: 'close' } : {}),
    ...headers,
  });
  res.end(body);
}
