/**
 * `npm run conformance -- --base-url URL [options]` (or `npx pathbridge-conformance …`, ./bin.mjs): checks the
 * server at URL against openapi.yaml and exits 0 only when every check passed, 1 when one failed, 2 when the run
 * could not be made (a wrong option, no such contract file). See docs/conformance.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseAuth, parseOtherFacility } from './auth';
import { formatReport, junitXml } from './report';
import { htmlReport } from './report-html';
import { runConformance } from './run';
import { CHECK_NAMES, type CheckName } from './types';
import { CHECK_DESCRIPTIONS } from './checks';
import { DEFAULT_ACCOUNTS } from './config';
import { loadOpenapi } from './openapi';

const HELP = `Usage: npx pathbridge-conformance --base-url URL [options]
   or: npm run conformance -- --base-url URL [options]

  --base-url URL          the server to check (required)
  --spec FILE             the contract (default: the openapi.yaml beside the checker)
  --checks a,b            only these checks (default: all)
  --operation id          only this operation (repeatable, or a comma list)
  --max-examples N        valid and broken requests generated per operation and role (default 5)
  --seed N                the same seed sends the same requests (default: random, printed)
  --auth Role=email:pw    log in as this account for the role (repeatable; CONFORMANCE_AUTH, comma-separated,
                          does the same); demo accounts otherwise
  --other-facility email:pw
                          an account of another facility, sent the facility roles' successful requests on
                          their records: each must be refused (CONFORMANCE_OTHER_FACILITY too; default: the
                          mock's staff@lakeshore-university-medical-center.demo.test; none: no such probe)
  --scratch-facility email:pw
                          a facility account set aside for the run: the irreversible operations on the caller's
                          own facility (rotate its credential, save its endpoint, test message) are sent as it
  --mock-token TOKEN      the mock's QA token: reset the mock before and after, read emailed codes from its
                          outbox (MOCK_QA_TOKEN too)
  --include-destructive   also send valid requests to operations that change the caller's password
  --read-only             no valid request to an operation that writes, no create/delete sequence
  --probe-limits          also send failed logins (throwaway emails only) and the shared-address check, and
                          provoke each documented x-rate-limit with a throwaway identity (rate_limit_conformance;
                          off: a run sends no failed login and stays under every limit)
  --rate N                at most N requests per second
  --timeout S             seconds per request (default 10)
  --max-retry-wait S      wait out a 429 whose Retry-After is at most S seconds (default 5)
  --max-response-time MS  also check that every answer comes within MS milliseconds (max_response_time)
  --heartbeat-seconds S   judge an event stream's heartbeat against S seconds, not the contract's (a server
                          configured shorter, as the mock with MOCK_LIVE_HEARTBEAT_MS)
  --report-json FILE      write the report as JSON
  --junit FILE            write JUnit XML
  --report-html FILE      write the report as one self-contained HTML page
  --quiet                 no line per operation

Exit codes: 0 every check passed, 1 a check failed (or nobody could log in), 2 the run could not be made.

Checks:
${CHECK_NAMES.map((c) => `  ${c.padEnd(30)} ${CHECK_DESCRIPTIONS[c]}`).join('\n')}
`;

/** The contract's roles (components.schemas.Role), which `--auth` names. */
function contractRoles(spec: string | undefined): string[] {
  const doc = loadOpenapi(spec ? path.resolve(spec) : undefined);
  const role = doc.components?.schemas?.Role as { enum?: string[] } | undefined;
  return role?.enum ?? Object.keys(DEFAULT_ACCOUNTS);
}

const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const number = (name: string, raw: string | undefined): number | undefined => {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} ${raw}: expected a number`);
  return value;
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      checks: { type: 'string', multiple: true },
      operation: { type: 'string', multiple: true },
      'max-examples': { type: 'string' },
      seed: { type: 'string' },
      auth: { type: 'string', multiple: true },
      'other-facility': { type: 'string' },
      'scratch-facility': { type: 'string' },
      'mock-token': { type: 'string' },
      'include-destructive': { type: 'boolean' },
      'read-only': { type: 'boolean' },
      'probe-limits': { type: 'boolean' },
      rate: { type: 'string' },
      timeout: { type: 'string' },
      'max-retry-wait': { type: 'string' },
      'max-response-time': { type: 'string' },
      'heartbeat-seconds': { type: 'string' },
      'report-json': { type: 'string' },
      junit: { type: 'string' },
      'report-html': { type: 'string' },
      spec: { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl) {
    console.error(`--base-url is required.\n\n${HELP}`);
    return 2;
  }
  if (values.spec !== undefined && !existsSync(values.spec)) {
    console.error(`--spec ${values.spec}: no such file (from ${process.cwd()})`);
    return 2;
  }
  const checks = list(values.checks);
  const unknown = checks.filter((c) => !(CHECK_NAMES as readonly string[]).includes(c));
  if (unknown.length)
    throw new Error(`unknown checks: ${unknown.join(', ')} (known: ${CHECK_NAMES.join(', ')})`);
  const authEntries = [
    ...list(process.env.CONFORMANCE_AUTH ? [process.env.CONFORMANCE_AUTH] : []),
    ...(values.auth ?? []),
  ];
  const report = await runConformance({
    baseUrl,
    spec: values.spec,
    checks: checks as CheckName[],
    operations: list(values.operation),
    maxExamples: number('max-examples', values['max-examples']),
    seed: number('seed', values.seed),
    auth: parseAuth(authEntries, contractRoles(values.spec)),
    otherFacility: parseOtherFacility(values['other-facility'] ?? process.env.CONFORMANCE_OTHER_FACILITY),
    scratchFacility: parseOtherFacility(values['scratch-facility']) ?? undefined,
    mockToken: values['mock-token'] ?? process.env.MOCK_QA_TOKEN,
    includeDestructive: values['include-destructive'],
    readOnly: values['read-only'],
    probeLimits: values['probe-limits'],
    rate: number('rate', values.rate),
    timeoutMs: values.timeout === undefined ? undefined : number('timeout', values.timeout)! * 1000,
    maxRetryWaitSeconds: number('max-retry-wait', values['max-retry-wait']),
    maxResponseTimeMs: number('max-response-time', values['max-response-time']),
    heartbeatSeconds: number('heartbeat-seconds', values['heartbeat-seconds']),
    log: values.quiet ? undefined : (line) => console.log(line),
  });
  console.log(`\n${formatReport(report)}`);
  // A report's folder is made if missing (a CI job names one for its artifacts).
  const write = (file: string | undefined, text: () => string) => {
    if (!file) return;
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    writeFileSync(file, text());
  };
  write(values['report-json'], () => `${JSON.stringify(report, null, 2)}\n`);
  write(values.junit, () => junitXml(report));
  write(values['report-html'], () => htmlReport(report));
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`conformance: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
