/**
 * The verdicts of state_transitions on one try: a move the contract allows from a state must succeed (2xx) and
 * leave the record in the move's target state; a move it forbids must answer 409 in the ErrorEnvelope and
 * change nothing. Pure functions of the answers; no answer, a 429 or a 5xx says nothing here (the response
 * checks judge those).
 */
import { describeResponse } from '../checks/response';
import type { Exchange, Verdict } from '../types';

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;

/** What the report says of a try: `cancelCase from Assigned` (allowed from Draft, Available). */
export const describeTry = (label: string, state: string, allowedFrom: string[]) =>
  `${label} from ${state} (allowed from ${allowedFrom.length ? allowedFrom.join(', ') : 'no state'})`;

/**
 * A try the contract forbids: 409 in the ErrorEnvelope. `hidden`: the caller cannot read the record at all
 * (its read answered 403 or 404), so a 403 or 404 refuses it by permission before its state: nothing to judge.
 * `answeredState`: the state a 2xx answer's record is in, for the report.
 */
export function refusedTry(
  exchange: Exchange,
  what: string,
  isErrorEnvelope: (body: unknown) => boolean,
  hidden = false,
  answeredState?: unknown,
): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  const expected = `409 in the ErrorEnvelope: ${what}`;
  if (response.status === 409) {
    if (isErrorEnvelope(response.json)) return { pass: true };
    return { pass: false, expected, seen: `${describeResponse(response)}, not in the ErrorEnvelope` };
  }
  if (hidden && (response.status === 403 || response.status === 404)) return null;
  if (response.status < 300) {
    const state = answeredState === undefined ? '' : `, the answer's record ${JSON.stringify(answeredState)}`;
    return { pass: false, expected, seen: `${response.status}: it was done${state}` };
  }
  return { pass: false, expected, seen: describeResponse(response) };
}

/** A try the contract allows: a 2xx. */
export function allowedTry(exchange: Exchange, what: string, to: string): Verdict {
  if (inconclusive(exchange)) return null;
  const response = exchange.response!;
  if (response.status < 300) return { pass: true };
  return { pass: false, expected: `2xx: ${what} moves it to ${to}`, seen: describeResponse(response) };
}

/** After an allowed try (or at the end of a walk, read back): the record is in the state it should be. */
export function landed(seen: string | undefined, expected: string, after: string): Verdict {
  if (seen === expected) return { pass: true };
  return {
    pass: false,
    expected: `the record is ${expected} after ${after}`,
    seen: seen === undefined ? 'no state the contract names' : `it is ${seen}`,
  };
}
