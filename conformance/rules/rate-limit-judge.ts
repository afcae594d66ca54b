/**
 * rate_limit_conformance's pure part: the limits the contract states (`x-rate-limit: { limit, window,
 * key[, field] }` on an operation), the throwaway identities a probe counts under, and the judgements on what the
 * probe saw: the first refusal comes right past the limit, and its `Retry-After` is valid (RFC 9110 §10.2.3) and
 * within the window. The rule that sends the probe is ./rate-limits.ts.
 */

export const RATE_LIMIT_EXTENSION = 'x-rate-limit';

/** What a limit counts by: the client (its address) or an email the request body names. */
export type LimitKey = { by: 'client' } | { by: 'email'; field: string };

export interface RateLimitRule {
  /** Requests allowed within the window; the next one is refused (429). */
  limit: number;
  /** The window as the contract writes it (an ISO 8601 duration) and in seconds. */
  window: string;
  windowSeconds: number;
  key: LimitKey;
}

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** An ISO 8601 duration of days, hours, minutes and seconds (`PT10M`) in seconds; undefined when not one. */
export function durationSeconds(text: string): number | undefined {
  const match = DURATION.exec(text);
  if (!match || text === 'P' || text.endsWith('T')) return undefined;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0));
  return ((days! * 24 + hours!) * 60 + minutes!) * 60 + seconds!;
}

/** `x-rate-limit` as the contract writes it, or a problem with it (the rule warns and passes the operation over). */
export function readRateLimit(raw: unknown): RateLimitRule | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return `${RATE_LIMIT_EXTENSION} is not an object`;
  const { limit, window, key, field } = raw as Record<string, unknown>;
  if (!Number.isInteger(limit) || (limit as number) < 1)
    return `${RATE_LIMIT_EXTENSION}.limit is not a positive integer`;
  const windowSeconds = typeof window === 'string' ? durationSeconds(window) : undefined;
  if (!windowSeconds) return `${RATE_LIMIT_EXTENSION}.window is not an ISO 8601 duration (PT10M)`;
  const base = { limit: limit as number, window: window as string, windowSeconds };
  if (key === 'client') return { ...base, key: { by: 'client' } };
  if (key === 'email') {
    if (typeof field !== 'string' || !field)
      return `${RATE_LIMIT_EXTENSION}.field must name the body field that holds the email`;
    return { ...base, key: { by: 'email', field } };
  }
  return `${RATE_LIMIT_EXTENSION}.key is not one the checker knows (client, email)`;
}

/** The limit in words, for verdicts: "5 per client within PT10M". */
export const describeLimit = (rule: RateLimitRule) =>
  `${rule.limit} per ${rule.key.by === 'client' ? 'client' : `${rule.key.field}`} within ${rule.window}`;

/**
 * A throwaway client address: one of RFC 2544's benchmarking range (198.18.0.0/15), which no real client has, sent
 * as `X-Forwarded-For` (a server behind a proxy it trusts counts it; one that does not counts the run's address).
 */
export function throwawayAddress(random: number): string {
  const n = Math.abs(Math.floor(random)) % (2 * 254 * 254);
  return `198.${18 + Math.floor(n / (254 * 254))}.${(Math.floor(n / 254) % 254) + 1}.${(n % 254) + 1}`;
}

export const throwawayEmail = (tag: string, n: number) => `conformance.limit.${tag}.${n}@example.test`;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = DAYS.join('|');
const month = MONTHS.join('|');
const time = '(\\d{2}):(\\d{2}):(\\d{2})';
const IMF_FIXDATE = new RegExp(`^(?:${day}), (\\d{2}) (${month}) (\\d{4}) ${time} GMT$`);
const RFC850 = new RegExp(`^(?:${LONG_DAYS.join('|')}), (\\d{2})-(${month})-(\\d{2}) ${time} GMT$`);
const ASCTIME = new RegExp(`^(?:${day}) (${month}) ([ \\d]\\d) ${time} (\\d{4})$`);

/** The instant of a date's fields, when they name one (no 31 February, no hour 24). */
function instant(year: number, monthName: string, date: number, h: number, m: number, s: number) {
  const monthIndex = MONTHS.indexOf(monthName);
  if (h > 23 || m > 59 || s > 60) return undefined;
  const at = Date.UTC(year, monthIndex, date, h, m, Math.min(s, 59));
  const back = new Date(at);
  return back.getUTCMonth() === monthIndex && back.getUTCDate() === date ? at : undefined;
}

/**
 * An HTTP-date (RFC 9110 §5.6.7) as milliseconds: IMF-fixdate, or the obsolete RFC 850 and asctime forms a
 * recipient must also accept (a two-digit year more than 50 years ahead of `now` is of the century before).
 */
export function httpDate(text: string, now = Date.now()): number | undefined {
  let match = IMF_FIXDATE.exec(text);
  if (match) {
    const [, d, mon, y, h, m, s] = match;
    return instant(Number(y), mon!, Number(d), Number(h), Number(m), Number(s));
  }
  match = RFC850.exec(text);
  if (match) {
    const [, d, mon, yy, h, m, s] = match;
    const thisYear = new Date(now).getUTCFullYear();
    let year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear + 50) year -= 100;
    return instant(year, mon!, Number(d), Number(h), Number(m), Number(s));
  }
  match = ASCTIME.exec(text);
  if (match) {
    const [, mon, d, h, m, s, y] = match;
    return instant(Number(y), mon!, Number(d!.trim()), Number(h), Number(m), Number(s));
  }
  return undefined;
}

/**
 * Seconds a `Retry-After` asks to wait (RFC 9110 §10.2.3: delay-seconds, or an HTTP-date counted from `now`, the
 * answer's own Date where it has one); undefined when it is neither.
 */
export function retryAfterSeconds(value: string, now: number): number | undefined {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = httpDate(text, now);
  return at === undefined ? undefined : (at - now) / 1000;
}

/** A date may be a second or two off the answer's own clock. */
const CLOCK_SLACK_SECONDS = 2;

/**
 * What is wrong with a refusal's `Retry-After`, if anything: missing, neither form of RFC 9110 §10.2.3, or asking
 * to wait past the window (a sliding window frees a place within it).
 */
export function retryAfterProblem(
  value: string | undefined,
  windowSeconds: number,
  now: number,
): string | undefined {
  if (value === undefined) return 'no Retry-After';
  const seconds = retryAfterSeconds(value, now);
  if (seconds === undefined)
    return `Retry-After ${JSON.stringify(value)}: neither delay-seconds nor an HTTP-date (RFC 9110 §10.2.3)`;
  if (seconds > windowSeconds + CLOCK_SLACK_SECONDS)
    return `Retry-After ${JSON.stringify(value)}: ${Math.round(seconds)} s, past the ${windowSeconds} s window`;
  return undefined;
}

/** What a probe saw: the statuses its identity's requests got, in order (0: no answer), and a fresh one's. */
export interface ProbeSeen {
  statuses: number[];
  /** The status of one request with a fresh throwaway identity, sent after the first refusal. */
  fresh?: number;
}

export type ProbeJudgement =
  /** The limit's requests were accepted and the next one refused 429: the answer is judged next. */
  | { kind: 'refused-at-limit' }
  | { kind: 'never-enforced'; accepted: number }
  /** Refused after `accepted` (fewer than the limit), and a fresh identity was accepted: the limit is lower. */
  | { kind: 'too-early'; accepted: number }
  /** Refused early, and the fresh identity was refused too: the server does not count the throwaway identity. */
  | { kind: 'identity-not-counted'; accepted: number }
  /** The request past the limit was refused, but not with 429. */
  | { kind: 'not-429'; status: number }
  /** A request under the limit was refused otherwise (its data, a 5xx): nothing to count. */
  | { kind: 'unjudged'; at: number; status: number };

/** Where a probe of `limit` requests (and one more) stopped, and what that says of the limit. */
export function judgeProbe(limit: number, seen: ProbeSeen): ProbeJudgement {
  const accepted = seen.statuses.findIndex((s) => s < 200 || s >= 300);
  if (accepted < 0) return { kind: 'never-enforced', accepted: seen.statuses.length };
  const status = seen.statuses[accepted]!;
  if (accepted >= limit) return status === 429 ? { kind: 'refused-at-limit' } : { kind: 'not-429', status };
  if (status !== 429) return { kind: 'unjudged', at: accepted + 1, status };
  if (seen.fresh === 429) return { kind: 'identity-not-counted', accepted };
  return { kind: 'too-early', accepted };
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The verdict on the limit itself (null: nothing to judge), in the checker's expected/seen words. */
export function enforcementVerdict(
  rule: RateLimitRule,
  judgement: ProbeJudgement,
): { pass: true } | { pass: false; expected: string; seen: string } | null {
  const expected = `the first ${rule.limit} requests accepted, the ${ordinal(rule.limit + 1)} refused 429 (x-rate-limit: ${describeLimit(rule)})`;
  switch (judgement.kind) {
    case 'refused-at-limit':
      return { pass: true };
    case 'never-enforced':
      return {
        pass: false,
        expected,
        seen: `all ${judgement.accepted} accepted: the limit is not enforced`,
      };
    case 'too-early':
      return {
        pass: false,
        expected,
        seen: `429 after ${judgement.accepted} accepted (a fresh identity was then accepted): the limit is lower than documented`,
      };
    case 'not-429':
      return { pass: false, expected, seen: `the ${ordinal(rule.limit + 1)} answered ${judgement.status}` };
    default:
      return null;
  }
}
