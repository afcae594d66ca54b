/**
 * What QA can do to one request, whoever asked for it (an armed fault, an active scenario, a Prefer header):
 * wait, answer instead of the handler, reset the connection, expire the caller's token, or change the bytes of
 * the handler's own answer. The HTTP app applies all of them (./http-middleware.ts); the in-process handlers
 * (vitest, no socket) apply all but the byte changes (./handlers.ts).
 */

/** An answer given instead of the handler's. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A change to the bytes of the handler's answer, as they are sent. */
export type Transform =
  /** The body sent `chunkBytes` at a time, `intervalMs` apart (slow tiles). */
  | { kind: 'dribble'; chunkBytes: number; intervalMs: number }
  /** The headers and the first `fraction` of the body, then the connection is closed (partial tiles). */
  | { kind: 'cut'; fraction: number }
  /** A TIFF's bytes mangled as they go: the first IFD offset pointed past the end, every `every`th byte flipped. */
  | { kind: 'corrupt'; header: boolean; every: number }
  /** A success answer's `data.role` and `data.status` in another spelling the contract allows (decision 066). */
  | { kind: 'respell'; role?: string; status?: string };

export type Effect =
  | { kind: 'delay'; ms: number }
  | { kind: 'answer'; answer: Answer }
  | { kind: 'reset' }
  | { kind: 'expire-token' }
  | { kind: 'transform'; transform: Transform };

/** What QA does to one request, all effects that apply put together. */
export interface Decision {
  delayMs: number;
  /** Set: the handler is not asked; this is the answer. */
  answer?: Answer;
  /** The connection is reset before anything is answered. */
  reset: boolean;
  /** The caller's session ends before the handler runs (it then answers 401 as for any expired token). */
  expireToken: boolean;
  transform?: Transform;
  /** What applied, for the request journal: `fault 3`, `scenario burst-5xx`, `prefer code=404`. */
  applied: string[];
}

export const emptyDecision = (): Decision => ({ delayMs: 0, reset: false, expireToken: false, applied: [] });

/** Adds an effect to a decision: delays add up; the first answer, reset or transform wins. False when ignored. */
export function addEffect(decision: Decision, effect: Effect, label: string): boolean {
  const settled = decision.answer !== undefined || decision.reset;
  switch (effect.kind) {
    case 'delay':
      decision.delayMs += effect.ms;
      break;
    case 'answer':
      if (settled) return false;
      decision.answer = effect.answer;
      break;
    case 'reset':
      if (settled) return false;
      decision.reset = true;
      break;
    case 'expire-token':
      decision.expireToken = true;
      break;
    case 'transform':
      if (settled || decision.transform) return false;
      decision.transform = effect.transform;
      break;
  }
  decision.applied.push(label);
  return true;
}

/** An answer in the API's envelope. */
/** A 429 or 503 the QA routes make (a fault, burst-5xx) says when to try again, as the contract's always do. */
export const QA_RETRY_AFTER_SECONDS = 1;

export function envelopeAnswer(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Answer {
  const retry: Record<string, string> =
    (status === 429 || status === 503) && !Object.keys(headers).some((h) => h.toLowerCase() === 'retry-after')
      ? { 'Retry-After': String(QA_RETRY_AFTER_SECONDS) }
      : {};
  return {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...retry, ...headers },
    body: JSON.stringify({ isSuccess: false, message, data: null, error: null, details: null }),
  };
}

/** An answer as a web Response (the in-process handlers). */
export const toResponse = (answer: Answer) =>
  new Response(answer.body, { status: answer.status, headers: answer.headers });

/** A JSON answer of any shape. */
export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  body: JSON.stringify(body),
});
