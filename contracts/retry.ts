/** Request timing rules of spec sections 4.2 and 9. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const RETRY_STEP_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 5_000;

/** Delay before retry number `attempt` (1-based): grows by one step per attempt, capped. */
export function retryDelay(attempt: number): number {
  return Math.min(Math.max(1, attempt) * RETRY_STEP_MS, RETRY_MAX_DELAY_MS);
}

/** Only 500-class answers are retried; a 4xx will not change by asking again. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/**
 * How long to wait before retry number `attempt` of an answer that asked for `retryAfterSeconds` (its
 * Retry-After, null when it has none): the back-off, or longer when the server asked for longer (a 503 of a
 * server shedding load, decision 072), so retries never come back sooner than asked. null: no retry, because the
 * server asks for more than the policy's longest wait; the answer then goes to the user, whose message says when.
 */
export function retryWait(attempt: number, retryAfterSeconds: number | null): number | null {
  const asked = (retryAfterSeconds ?? 0) * 1000;
  if (asked > RETRY_MAX_DELAY_MS) return null;
  return Math.max(retryDelay(attempt), asked);
}
