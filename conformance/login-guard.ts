/**
 * Keeps the login operation's own probes (its generated valid and broken requests, wrong passwords among them)
 * under the failed-login limits the contract states (config.ts HAZARDS.login.failureLimits), so that a run
 * against a backend enforcing them completes:
 *   - a probe never names one of the run's accounts unless with that account's right password: a throwaway
 *     email takes its place, so the run's accounts collect no failures and stay able to log in;
 *   - no email collects as many failures as the contract allows (another throwaway email takes its place);
 *   - probes stop one short of the failures per client after which the contract slows a client down (the
 *     shared-address check, last of the run, crosses that line on purpose; it does not go through here).
 * Every answer to login counts (the run's observer): a 2xx is a success, anything else may count as a failure.
 */
import type { Account } from './auth';
import type { Exchange, RequestSpec } from './types';

export interface LoginLimits {
  perEmail: number;
  perAccount: number;
  perClient: number;
}

/** The credentials a login request carries (a JSON body, or one sent without its Content-Type). */
export function credentialsOf(request: RequestSpec): { email?: unknown; password?: unknown } | undefined {
  const body = request.body;
  let value: unknown;
  if (body?.kind === 'json') value = body.value;
  else if (body?.kind === 'untyped') {
    try {
      value = JSON.parse(body.text);
    } catch {
      return undefined;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as { email?: unknown; password?: unknown })
    : undefined;
}

function withEmail(request: RequestSpec, email: string): RequestSpec {
  const body = request.body;
  if (body?.kind === 'json')
    return { ...request, body: { kind: 'json', value: { ...(body.value as object), email } } };
  if (body?.kind === 'untyped')
    return {
      ...request,
      body: { kind: 'untyped', text: JSON.stringify({ ...JSON.parse(body.text), email }) },
    };
  return request;
}

export class LoginGuard {
  private failures = 0;
  private readonly byEmail = new Map<string, number>();
  private throwaways = 0;

  constructor(
    private readonly limits: LoginLimits,
    private readonly accounts: () => Iterable<Account>,
    private readonly seed: number,
  ) {}

  /** Failed logins seen so far in the run (every answer to login but a 2xx). */
  get failed() {
    return this.failures;
  }

  /** Counts an answer to login, whoever sent it. */
  observe(exchange: Exchange) {
    const status = exchange.response?.status;
    if (status === undefined || (status >= 200 && status < 300)) return;
    this.failures++;
    const email = credentialsOf(exchange.request)?.email;
    if (typeof email === 'string')
      this.byEmail.set(email.toLowerCase(), (this.byEmail.get(email.toLowerCase()) ?? 0) + 1);
  }

  /** The probe to send instead of this one (its email changed, or as it is), or why it is not sent. */
  guard(request: RequestSpec): { request: RequestSpec } | { skip: string } {
    if (this.failures >= this.limits.perClient - 1) {
      return {
        skip: `the run has had ${this.failures} failed logins; the contract slows a client down past ${this.limits.perClient}`,
      };
    }
    const credentials = credentialsOf(request);
    const email = typeof credentials?.email === 'string' ? credentials.email.toLowerCase() : undefined;
    if (email === undefined) return { request };
    const account = [...this.accounts()].find((a) => a.email.toLowerCase() === email);
    const rightPassword = account !== undefined && credentials!.password === account.password;
    const spent =
      (this.byEmail.get(email) ?? 0) >= Math.min(this.limits.perEmail, this.limits.perAccount) - 1;
    if ((account && !rightPassword) || spent) {
      const throwaway = `conformance.probe.${this.seed}.${this.throwaways++}@example.test`;
      return { request: withEmail(request, throwaway) };
    }
    return { request };
  }
}
