/**
 * The contract's promises no check holds a server to yet (docs/conformance.md, "The contract's promises and what
 * checks each": its rows marked unchecked, in this order). The report ends with them, so a team reading a green
 * run knows what it did not prove.
 */
export const UNCHECKED_PROMISES: readonly string[] = [
  'the effect of an action or create no read in the contract is named for (the report lists each write_read_back left unchecked)',
  "the same answer whether or not an account exists (requestEmailVerification; the login's 429s)",
  "a follow-up a header hands out: createOrder's `Location` (getCase)",
  "the slide files' 416 past their end and 304 to a matching `If-None-Match`",
  'an `Idempotency-Key` sent again with another body answers 422',
];

/** The write_read_back lines of a report: each write whose effect no read proved, and why (not those another check reads). */
export function uncheckedWrites(
  operations: readonly { operationId: string; checks: Partial<Record<string, { skipped?: string }>> }[],
): string[] {
  return operations
    .map((op) => ({ op: op.operationId, why: op.checks.write_read_back?.skipped }))
    .filter((row): row is { op: string; why: string } => !!row.why && !row.why.startsWith('read back by'))
    .map(({ op, why }) => `${op}: ${why.replace(/^unchecked: /, '')}`);
}
