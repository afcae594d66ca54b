/**
 * `runConformance(options) → report`: checks a server at a URL against openapi.yaml. The CLI (cli.ts) and the
 * tests call it; it prints nothing itself (progress goes to `log`).
 */
import path from 'node:path';
import { accountsFor, describeSession, logIn, type Account, type Session } from './auth';
import { DEFAULT_OTHER_FACILITY, DEMO_PASSWORD, HAZARDS, LOGIN_OPERATION } from './config';
import { OTHER_FACILITY } from './rules/authz-probe';
import { logInOtherFacility } from './rules/tenant-isolation';
import { collectBindings, operationsInPlay } from './collect';
import type { RunContext } from './context';
import { createClient } from './http';
import { fetchFrom, runClientAddress, sentFromOwnAddress } from './client-address';
import { LoginGuard } from './login-guard';
import { createSchemas, listOperations, loadOpenapi, root, type OperationInfo } from './openapi';
import { judgeResponse } from './checks';
import { checkOperation } from './operation-run';
import { RULES, runRules } from './rules';
import { buildReport, type Report } from './report';
import { Results } from './results';
import { runCoverage } from './coverage-run';
import { checkSharedAddressLogin, probeUnsupportedMethods, runSequences } from './stateful-run';
import { runWays } from './ways-run';
import { Hygiene } from './hygiene';
import { harmOfRun } from './harm';
import { logInScratch, runAsScratch } from './scratch';
import { runEmail } from './run-email';
import { CHECK_NAMES, type CheckName, type Exchange } from './types';
import { judgeSuccessReached } from './rules/success-reached';
import { HeaderLinkLog } from './rules/header-links-followed';
import { SecretLedger } from './secret-ledger';
import { OutsideSurfaces } from './outside-surfaces';
import { FhirAnswers } from './fhir-answers';
import { judgeOutside } from './rules/outside-exposure';
import { BlindedFieldsWatch } from './rules/blinded-fields';
import { knownCaller, RoleFieldsWatch } from './rules/role-fields';
import type { Caller } from './rules/role-view-judge';

export interface ConformanceOptions {
  baseUrl: string;
  /** The contract; openapi.yaml of this repository by default. */
  spec?: string;
  /** Only these checks (all by default). */
  checks?: CheckName[];
  /** Only these operations, by operationId (all by default). */
  operations?: string[];
  /** Valid and broken requests generated per operation and role, besides the contract's examples (default 5). */
  maxExamples?: number;
  /** Same seed, same requests (for the same data on the server). Random by default, and reported. */
  seed?: number;
  /** Accounts replacing or adding to the demo ones, by role. */
  auth?: Account[];
  /**
   * An account of another facility than the facility roles' (role MedicalFacility or Facility_NP): sent the
   * requests that succeeded for those roles on their facility's records (ignored_auth). The mock's Lakeshore
   * staff account by default (DEFAULT_OTHER_FACILITY); null sends no such probe.
   */
  otherFacility?: Omit<Account, 'role'> | null;
  /** A facility account set aside for the run: the account-level irreversible operations are sent as it (./scratch.ts). */
  scratchFacility?: Omit<Account, 'role'>;
  /**
   * The mock's QA token: the mock is reset (POST /__mock/reset) before and after the run, and the forgot-password
   * way in reads its code from the mock's outbox (GET /__mock/outbox).
   */
  mockToken?: string;
  /** Also send valid requests to operations that change the caller's password (run last). */
  includeDestructive?: boolean;
  /**
   * Probe the limits the contract documents: wrong passwords for throwaway emails and the shared-address check
   * (failed logins), and each `x-rate-limit` provoked under a throwaway identity (rate_limit_conformance). Off by
   * default: a run sends no failed login and stays under every limit.
   */
  probeLimits?: boolean;
  /** Send no valid request to an operation that writes, and no sequence. */
  readOnly?: boolean;
  /** Requests per second at most (default: no limit). */
  rate?: number;
  timeoutMs?: number;
  maxRetryWaitSeconds?: number;
  /** Every answer slower than this fails max_response_time (a check only run when this is given). */
  maxResponseTimeMs?: number;
  /** An event stream's heartbeat judged against this period (a server configured shorter), not the contract's. */
  heartbeatSeconds?: number;
  log?: (line: string) => void;
  fetch?: typeof fetch;
}

async function resetMock(baseUrl: string, token: string, doFetch: typeof fetch): Promise<string | undefined> {
  try {
    const response = await doFetch(`${baseUrl.replace(/\/$/, '')}/__mock/reset`, {
      method: 'POST',
      headers: { 'X-Mock-Token': token },
    });
    return response.ok ? undefined : `POST /__mock/reset answered ${response.status}`;
  } catch (error) {
    return `POST /__mock/reset failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/**
 * The run cannot be made against a server that does not answer at all (the CLI exits 2, not 1: nothing was
 * judged). Any HTTP answer, a 404 included, is a server.
 */
async function reachable(baseUrl: string, doFetch: typeof fetch, timeoutMs: number): Promise<void> {
  try {
    const response = await doFetch(baseUrl, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    // Not awaited: under MSW's interceptor (the tests) a cancelled body's promise settles only when the signal fires.
    void response.body?.cancel().catch(() => undefined);
  } catch (error) {
    const cause =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
    throw new Error(`the server at ${baseUrl} did not answer (${String(cause)}): nothing was checked`);
  }
}

/** The other facility's account as the run logs it in (its token key names it in curl lines and the report). */
function otherFacilityAccount(given: ConformanceOptions['otherFacility']): Account | undefined {
  if (given === null) return undefined;
  const account = given ?? { email: DEFAULT_OTHER_FACILITY, password: DEMO_PASSWORD };
  return { ...account, role: OTHER_FACILITY };
}

/** Checks a run makes only when named in --checks (or given their option). */
const OPT_IN_CHECKS: ReadonlySet<CheckName> = new Set(['max_response_time', 'rate_limit_conformance']);

export async function runConformance(options: ConformanceOptions): Promise<Report> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const spec = options.spec ? path.resolve(options.spec) : path.join(root, 'openapi.yaml');
  const doc = loadOpenapi(spec);
  const operations = listOperations(doc);
  const unknown = (options.operations ?? []).filter((id) => !operations.some((op) => op.operationId === id));
  if (unknown.length) throw new Error(`no such operation in the contract: ${unknown.join(', ')}`);
  const selected = options.operations?.length
    ? operations.filter((op) => options.operations!.includes(op.operationId))
    : operations;
  const timed = options.maxResponseTimeMs !== undefined;
  if (options.checks?.includes('max_response_time') && !timed)
    throw new Error('max_response_time needs a limit: --max-response-time MS');
  if (options.checks?.includes('rate_limit_conformance') && !options.probeLimits)
    throw new Error('rate_limit_conformance provokes the limits: --probe-limits');
  // max_response_time and rate_limit_conformance are opt-in: in the run when their option is given, whatever the
  // other checks.
  const checks = new Set<CheckName>(
    options.checks?.length ? options.checks : CHECK_NAMES.filter((c) => !OPT_IN_CHECKS.has(c)),
  );
  if (timed) checks.add('max_response_time');
  if (options.probeLimits) checks.add('rate_limit_conformance');
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const results = new Results(checks, selected);
  const schemas = createSchemas(doc);
  const doFetch = options.fetch ?? fetch;
  const accounts = new Map<string, Account>();
  const runAccounts = accountsFor(options.auth ?? []);
  const loginLimits = HAZARDS[LOGIN_OPERATION]?.failureLimits;
  const loginGuard =
    loginLimits && new LoginGuard(loginLimits, () => accounts.values(), seed, !options.probeLimits);
  // Only the run's own sessions' writes are put back (not throwaway users', not logout's fresh sessions).
  const sessions = new Map<string, unknown>();
  const succeeded = new Map<string, Map<string, Exchange>>();
  const refusedForState = new Map<string, Map<string, Exchange>>();
  const hygiene = new Hygiene(operations, doc, schemas, (role) => sessions.has(role));
  // Every URL a 2xx answer hands out in a header, whoever was answered: links_followed follows them.
  const headerLinks = new HeaderLinkLog(doc);
  // Irreversible operations only for what the run made (./harm.ts); documented worst cases set time-outs.
  const harm = harmOfRun({ doc, operations, accounts, results, timeoutMs: options.timeoutMs });
  // Limits counted per client: the run is a client of its own to them (a server on this machine only).
  const address = options.fetch ? undefined : runClientAddress(options.baseUrl);
  const perClient = operations.filter((op) => HAZARDS[op.operationId]?.perClient);
  if (address)
    log(`${perClient.map((op) => op.operationId).join(', ')}: sent from ${address} (limits per client)`);
  // Limits counted per e-mail: the run's valid requests to them name an address of its own (./run-email.ts).
  const ownEmail = runEmail(seed);
  const perEmail = selected.filter((op) => HAZARDS[op.operationId]?.perEmail);
  if (perEmail.length)
    log(`${perEmail.map((op) => op.operationId).join(', ')}: sent for ${ownEmail} (limits per email)`);
  const passwords = [
    ...runAccounts,
    ...(options.otherFacility ? [options.otherFacility] : []),
    ...(options.scratchFacility ? [options.scratchFacility] : []),
  ].map((a) => a.password);
  // no_secret_in_answer: what the run sent and was given, searched for in every answer (./secret-ledger.ts).
  const ledger = new SecretLedger(doc, () => client.tokens, passwords);
  // role_fields_kept: every answer to a caller the run knows, judged against the fields its role is not given.
  const callers = new Map<string, Caller>();
  const callerOf = knownCaller(sessions as Map<string, Session>, callers);
  const fieldViews = new RoleFieldsWatch(doc, operations, callerOf, results.warnings);
  // qa_blinding_kept: what a blinded reviewer of a case is not given, in the answers x-blinded-fields marks.
  const blindedFields = new BlindedFieldsWatch(doc, operations, results.warnings);
  // The FHIR API, its token endpoint and the tus upload URLs, learnt from the answers that hand them out: their
  // answers are judged under those operations (./rules/outside-exposure.ts).
  const surfaces = new OutsideSurfaces(options.baseUrl);
  // FHIR answers (the FHIR API's, createOrder's OperationOutcomes) validated against R4 (./fhir-answers.ts).
  const fhirAnswers = new FhirAnswers(results, operations, surfaces);
  const client = createClient({
    baseUrl: options.baseUrl,
    tokens: new Map(),
    rate: options.rate,
    timeoutMs: options.timeoutMs,
    maxRetryWaitSeconds: options.maxRetryWaitSeconds,
    fetch: doFetch,
    hold: harm.hold,
    timeoutFor: harm.timeoutFor,
    ownAddress: address
      ? { address, matches: sentFromOwnAddress(perClient), fetch: fetchFrom(address, doFetch) }
      : undefined,
    secrets: passwords,
    // Every answer the run receives is judged: the checks' requests, and the logins, id collection, sequences and
    // rules' requests alike (an undocumented method's answer belongs to unsupported_method alone).
    before: (spec) => hygiene.before(client, spec),
    observe: (exchange) => {
      hygiene.observe(exchange);
      harm.observe(exchange);
      const answered = operations.find(
        (op) => op.method === exchange.request.method && op.path === exchange.request.template,
      );
      if (answered?.operationId === LOGIN_OPERATION) loginGuard?.observe(exchange);
      if (answered) headerLinks.observe(answered, exchange);
      const status = exchange.response?.status ?? 0;
      const auth = exchange.request.auth;
      if (
        answered &&
        (status === 409 || (status >= 200 && status < 300)) &&
        'role' in auth &&
        sessions.has(auth.role)
      ) {
        const kept = status === 409 ? refusedForState : succeeded;
        const byRole = kept.get(answered.operationId) ?? new Map<string, Exchange>();
        kept.set(answered.operationId, byRole.set(auth.role, exchange));
      }
      if (answered && results.operations.has(answered.operationId))
        judgeResponse(results, answered, exchange, schemas, doc, {
          maxResponseTimeMs: options.maxResponseTimeMs,
        });
      if (answered) surfaces.learn(answered, exchange);
      const surface = answered ? undefined : surfaces.of(exchange.url);
      if (surface) judgeOutside(results, operations, surface, exchange, ledger);
      else ledger.observe(results, answered, exchange);
      fhirAnswers.observe(exchange, answered, surface);
      if (answered) fieldViews.observe(results, answered, exchange);
      if (answered) blindedFields.observe(results, answered, exchange);
    },
  });

  await reachable(options.baseUrl, doFetch, options.timeoutMs ?? 10_000);
  if (options.mockToken) {
    const problem = await resetMock(options.baseUrl, options.mockToken, doFetch);
    if (problem) results.warnings.push(problem);
  }

  const context: RunContext = {
    client,
    doc,
    schemas,
    operations,
    results,
    accounts,
    sessions: sessions as RunContext['sessions'],
    bindings: new Map(),
    own: new Set(),
    seed,
    maxExamples: options.maxExamples ?? 5,
    includeDestructive: options.includeDestructive ?? false,
    probeLimits: options.probeLimits ?? false,
    heartbeatSeconds: options.heartbeatSeconds,
    readOnly: options.readOnly ?? false,
    mockToken: options.mockToken,
    fetch: doFetch,
    loginGuard,
    runEmail: ownEmail,
    hygiene,
    adopt: harm.adopt,
    succeeded,
    refusedForState,
    surfaces,
    callers,
    headerLinks,
    otherFacility: otherFacilityAccount(options.otherFacility),
    log,
  };

  for (const account of runAccounts) {
    context.accounts.set(account.role, account);
    const problem = await logIn(client, operations, account);
    if (problem) {
      results.warnings.push(problem);
      continue;
    }
    context.sessions.set(account.role, await describeSession(client, operations, account));
  }
  log(`Logged in as ${[...context.sessions.keys()].join(', ') || 'nobody'}; seed ${seed}.`);
  // The other facility's account (ignored_auth's tenant probes) is the run's own too: no write names it.
  const otherFacility = await logInOtherFacility(context);
  context.own = new Set([...[...context.sessions.values()].flatMap((s) => s.own), ...otherFacility]);
  const inPlay = operationsInPlay(doc, selected, operations);
  for (const session of context.sessions.values()) {
    context.bindings.set(
      session.role,
      await collectBindings(client, operations, inPlay, session, context.own),
    );
  }

  // Operations that end sessions or count towards a login limit go last (conformance/config.ts).
  const early = selected.filter((op) => !HAZARDS[op.operationId]?.last);
  const late = selected.filter((op) => HAZARDS[op.operationId]?.last);
  const runOne = async (operation: OperationInfo) => {
    const count = await checkOperation(context, operation);
    const result = results.operations.get(operation.operationId)!;
    const failed = Object.values(result.checks).some((tally) => tally && tally.failed > 0);
    log(
      `${failed ? '✗' : '✓'} ${operation.operationId} (${operation.method} ${operation.path}): ${count} requests`,
    );
  };
  // Sequences first: the contract's examples create their records on a server that does not hold them yet.
  await runSequences(context);
  // The ways in: success answers of operations the sequences and generated requests do not reach; then the
  // sequences on records they made.
  context.madeByWays = await runWays(context);
  await runSequences(context, context.madeByWays);
  await runRules(context, 'early');
  for (const operation of early) await runOne(operation);
  if (options.scratchFacility && (await logInScratch(context, options.scratchFacility)))
    await runAsScratch(context);
  await probeUnsupportedMethods(context);
  // The coverage phase: each bound just inside and outside, each required field gone, OPTIONS and TRACE.
  const coverageStarted = Date.now();
  const coverageBefore = client.requests();
  await runCoverage(context);
  const coverageSeconds = ((Date.now() - coverageStarted) / 1000).toFixed(1);
  log(`coverage phase: ${client.requests() - coverageBefore} requests (${coverageSeconds} s)`);
  for (const operation of late) await runOne(operation);
  await runRules(context, 'last');
  // What the run changed on records it found goes back as it was; what it created and can delete goes.
  const cleanup = await hygiene.finish(client);
  cleanup.left.push(...harm.log.left());
  const left = cleanup.left.length ? `, ${cleanup.left.length} left (listed)` : '';
  log(`clean-up: ${cleanup.restored.length} put back, ${cleanup.removed.length} removed${left}`);
  // Last of all: on a server that locks an address out, nothing of the run comes after it.
  await checkSharedAddressLogin(context);

  if (options.mockToken) {
    const problem = await resetMock(options.baseUrl, options.mockToken, doFetch);
    if (problem) results.warnings.push(problem);
  }
  await fhirAnswers.settled();
  judgeSuccessReached(results, doc, selected);
  results.finish({
    use_after_free: 'no sequence deletes it',
    ensure_resource_availability: 'no sequence names it after a create',
    idempotent_replay: 'not a create sent again with an Idempotency-Key',
    unsupported_method: 'not probed',
    role_fields_kept: 'no x-role-fields on it, or no 2xx answer to a role it names',
    ...Object.fromEntries(
      RULES.filter((rule) => rule.check !== 'ignored_auth').map((rule) => [
        rule.check,
        'the contract states no such rule for it',
      ]),
    ),
  });
  return buildReport({
    results,
    baseUrl: options.baseUrl,
    spec,
    seed,
    checks: [...checks],
    requests: client.requests(),
    durationMs: Date.now() - started,
    roles: [...context.sessions.values(), ...(context.tenant ? [context.tenant] : [])].map((s) => ({
      role: s.role,
      email: s.email,
    })),
    hygiene: cleanup,
  });
}
