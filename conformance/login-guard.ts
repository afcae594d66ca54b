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
 *
 * By default a run sends **no failed login at all** (`quiet`, decision 105): a valid probe is sent with one of the
 * run's accounts' right credentials in place of the ones it was generated with (the rest of its body kept), and a
 * broken one (a 400 on a server that honours the contract) for a throwaway email. The probes above, wrong
 * passwords for throwaway emails, are `--probe-limits`'s.
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

function withCredentials(
  request: RequestSpec,
  credentials: { email: string; password?: string },
): RequestSpec {
  const body = request.body;
  if (body?.kind === 'json')
    return { ...request, body: { kind: 'json', value: { ...(body.value as object), ...credentials } } };
  if (body?.kind === 'untyped')
    return {
      ...request,
      body: { kind: 'untyped', text: JSON.stringify({ ...JSON.parse(body.text), ...credentials }) },
    };
  return request;
}

const withEmail = (request: RequestSpec, email: string) => withCredentials(request, { email });

export class LoginGuard {
  private failures = 0;
  private readonly byEmail = new Map<string, number>();
  private throwaways = 0;

  constructor(
    private readonly limits: LoginLimits,
    private readonly accounts: () => Iterable<Account>,
    private readonly seed: number,
    /** No failed login: valid probes carry a run account's right credentials (no `--probe-limits`). */
    private readonly quiet = false,
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
  guard(request: RequestSpec, broken = false): { request: RequestSpec } | { skip: string } {
    if (this.quiet) return this.quietly(request, broken);
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
    // A valid probe's wrong password goes to a throwaway email (a generated email may be someone's real one).
    const stranger = !broken && !rightPassword && !email.startsWith('conformance.');
    if ((account && !rightPassword) || spent || stranger) {
      const throwaway = `conformance.probe.${this.seed}.${this.throwaways++}@example.test`;
      return { request: withEmail(request, throwaway) };
    }
    return { request };
  }

  /** Without `--probe-limits`: right credentials for a valid probe, a throwaway email for a broken one. */
  private quietly(request: RequestSpec, broken: boolean): { request: RequestSpec } {
    const credentials = credentialsOf(request);
    if (!credentials) return { request };
    const email = typeof credentials.email === 'string' ? credentials.email.toLowerCase() : undefined;
    const accounts = [...this.accounts()];
    if (broken) {
      // Its email stays as generated (it may be what is broken), unless it names one of the run's accounts.
      if (!accounts.some((a) => a.email.toLowerCase() === email)) return { request };
      const throwaway = `conformance.probe.${this.seed}.${this.throwaways++}@example.test`;
      return { request: withCredentials(request, { email: throwaway }) };
    }
    const own = accounts.find((a) => a.email.toLowerCase() === email && a.password === credentials.password);
    if (own) return { request };
    const account = accounts[this.throwaways++ % Math.max(accounts.length, 1)];
    if (!account) return { request };
    return { request: withCredentials(request, { email: account.email, password: account.password }) };
  }
}
