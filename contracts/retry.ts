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
