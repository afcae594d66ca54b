/** Tallies of every verdict per operation and check, the failures (one per distinct way of failing) and skips. */
import { excerptOf } from './excerpt';
import type { OperationInfo } from './openapi';
import type { CheckFailure, CheckName, Exchange, Verdict } from './types';

/**
 * The checks that judge any answer whatever was asked (checks/index.ts RESPONSE_CHECKS, and the time): a 429 is
 * an answer like another to them. To every other check a 429 is a request the server's rate limit stopped.
 */
export const ANSWER_CHECKS: ReadonlySet<CheckName> = new Set<CheckName>([
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'due_state_consistent',
  'assignment_ranking_consistent',
  'qa_blinding_kept',
  'no_secret_in_answer',
  'max_response_time',
]);

/** Requests a 429 stopped, per operation and check: the report warns of each (they are not passes). */
export interface RateLimited {
  operationId: string;
  check: CheckName;
  requests: number;
  /** The first 429's Retry-After, as sent. */
  retryAfter?: string;
}

export interface CheckTally {
  passed: number;
  failed: number;
  /** Why the check did not run for this operation, when it never did. */
  skipped?: string;
}

export interface OperationResult {
  operationId: string;
  method: string;
  path: string;
  checks: Partial<Record<CheckName, CheckTally>>;
  /** How many answers of each status the operation gave ('none' when no answer came). */
  statuses: Record<string, number>;
}

export interface Skip {
  operationId: string;
  what: string;
  reason: string;
}

const roleOf = (exchange: Exchange) => {
  const auth = exchange.request.auth;
  if ('role' in auth) return auth.role;
  return 'invalid' in auth ? '(invalid token)' : '(no token)';
};

export class Results {
  readonly operations = new Map<string, OperationResult>();
  readonly failures = new Map<string, CheckFailure>();
  readonly skips: Skip[] = [];
  readonly warnings: string[] = [];
  readonly rateLimited = new Map<string, RateLimited>();
  /**
   * Operations whose success the run chose not to seek, by its options or its rules (a read-only run, no
   * --mock-token, an irreversible request to a found record), and why: success_reached excuses them. A way in
   * stopped by an answer, or a sequence refused, is not here: that is the server's doing.
   */
  readonly withheld = new Map<string, string>();
  /** Each operation's last answered request: a verdict on the whole operation reproduces it. */
  private readonly lastAnswered = new Map<string, Exchange>();
  /** The time the server took on each operation's answers, all of them (a verdict on the whole operation). */
  private readonly answeredMs = new Map<string, number>();
  /** Per `check|operationId`: the time the server took on the answers the check judged (JUnit's case time). */
  private readonly judgedMs = new Map<string, number>();

  constructor(
    private readonly selected: ReadonlySet<CheckName>,
    operations: OperationInfo[],
  ) {
    for (const op of operations) {
      this.operations.set(op.operationId, {
        operationId: op.operationId,
        method: op.method,
        path: op.path,
        checks: {},
        statuses: {},
      });
    }
  }

  /** Counts the status of an answer to a documented operation. */
  observe(operation: OperationInfo, exchange: Exchange) {
    const result = this.operations.get(operation.operationId);
    if (!result) return;
    const status = String(exchange.response?.status ?? 'none');
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    this.lastAnswered.set(operation.operationId, exchange);
    const ms = exchange.response?.ms ?? 0;
    this.answeredMs.set(operation.operationId, (this.answeredMs.get(operation.operationId) ?? 0) + ms);
  }

  /** The milliseconds the server took on the answers the check judged for the operation (0 when none). */
  judgedTime(operationId: string, check: CheckName): number {
    return this.judgedMs.get(`${check}|${operationId}`) ?? 0;
  }

  private addTime(operationId: string, check: CheckName, ms: number) {
    const key = `${check}|${operationId}`;
    this.judgedMs.set(key, (this.judgedMs.get(key) ?? 0) + ms);
  }

  has(check: CheckName) {
    return this.selected.has(check);
  }

  private tally(operationId: string, check: CheckName): CheckTally | undefined {
    const result = this.operations.get(operationId);
    if (!result || !this.selected.has(check)) return undefined;
    return (result.checks[check] ??= { passed: 0, failed: 0 });
  }

  /** Counts a verdict in the operation's tally for the check; true when it is a failure to keep. */
  private counted(
    operationId: string,
    check: CheckName,
    verdict: Exclude<Verdict, null>,
  ): verdict is Extract<Verdict, { pass: false }> {
    const tally = this.tally(operationId, check);
    if (!tally) return false;
    delete tally.skipped;
    if (verdict.pass) tally.passed++;
    else tally.failed++;
    return !verdict.pass;
  }

  record(operation: OperationInfo, check: CheckName, verdict: Verdict, exchange: Exchange) {
    if (!verdict) {
      if (exchange.response?.status === 429 && !ANSWER_CHECKS.has(check))
        this.stoppedByRateLimit(operation.operationId, check, exchange);
      return;
    }
    if (this.tally(operation.operationId, check))
      this.addTime(operation.operationId, check, exchange.response?.ms ?? 0);
    if (!this.counted(operation.operationId, check, verdict)) return;
    const status = exchange.response?.status ?? 'none';
    const key = [check, operation.operationId, verdict.expected, status].join('|');
    const known = this.failures.get(key);
    if (known) {
      known.occurrences++;
      return;
    }
    this.failures.set(key, {
      check,
      operationId: operation.operationId,
      // A rule may judge an operation by another's answer (a list after a delete): the operation's own method.
      method: exchange.request.template === operation.path ? exchange.request.method : operation.method,
      path: operation.path,
      role: roleOf(exchange),
      expected: verdict.expected,
      seen: verdict.seen,
      curl: exchange.curl,
      answer: excerptOf(exchange),
      occurrences: 1,
    });
  }

  /**
   * A verdict on the operation as a whole, not on one of its answers (success_reached): a failure names the
   * operation, and its last answered request as the reproducer.
   */
  judgeOperation(operation: OperationInfo, check: CheckName, verdict: Exclude<Verdict, null>) {
    if (this.tally(operation.operationId, check))
      this.addTime(operation.operationId, check, this.answeredMs.get(operation.operationId) ?? 0);
    if (!this.counted(operation.operationId, check, verdict)) return;
    const last = this.lastAnswered.get(operation.operationId);
    this.failures.set([check, operation.operationId].join('|'), {
      check,
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      role: '(every role of the run)',
      expected: verdict.expected,
      seen: verdict.seen,
      ...(last ? { curl: last.curl, answer: excerptOf(last) } : { curl: '(no request was sent to it)' }),
      occurrences: 1,
    });
  }

  /** A 429 (its Retry-After too long to wait out) kept this check from judging a request of the operation. */
  stoppedByRateLimit(operationId: string, check: CheckName, exchange: Exchange) {
    if (!this.tally(operationId, check)) return;
    const key = `${check}|${operationId}`;
    const known = this.rateLimited.get(key);
    if (known) known.requests++;
    else
      this.rateLimited.set(key, {
        operationId,
        check,
        requests: 1,
        retryAfter: exchange.response?.headers['retry-after'],
      });
  }

  /** The check did not run for this operation, and why (kept only if nothing else ran it). */
  skip(operationId: string, check: CheckName, reason: string) {
    const tally = this.tally(operationId, check);
    if (tally && tally.passed + tally.failed === 0) tally.skipped ??= reason;
  }

  /** Something the run chose not to send (a destructive call), for the report's list of skips. */
  skipped(operationId: string, what: string, reason: string) {
    if (!this.skips.some((s) => s.operationId === operationId && s.what === what)) {
      this.skips.push({ operationId, what, reason });
    }
  }

  /** The run chose not to seek the operation's success (see `withheld`). */
  withhold(operationId: string, reason: string) {
    if (!this.withheld.has(operationId)) this.withheld.set(operationId, reason);
  }

  /** Checks that never ran and never said why: nothing to judge (e.g. no required header). */
  finish(reasons: Partial<Record<CheckName, string>>) {
    for (const result of this.operations.values()) {
      for (const check of this.selected) {
        const tally = (result.checks[check] ??= { passed: 0, failed: 0 });
        const limited = this.rateLimited.get(`${check}|${result.operationId}`);
        if (tally.passed + tally.failed === 0)
          tally.skipped = limited
            ? 'stopped by the rate limit (429)'
            : (tally.skipped ?? reasons[check] ?? 'nothing to judge');
      }
    }
    for (const { check, operationId, requests, retryAfter } of this.rateLimited.values()) {
      this.warnings.push(
        `rate limited: ${check} on ${operationId}: ${requests} request${requests > 1 ? 's' : ''} answered 429` +
          `${retryAfter ? ` (Retry-After ${retryAfter})` : ''} and went unjudged; slow the run (--rate) or ` +
          "raise the limit for the run's accounts",
      );
    }
  }
}
