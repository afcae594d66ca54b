/**
 * `npm start`: the whole product on this machine. Builds the app when the build is missing or older than the
 * sources (`-- --no-build` uses the build as it is; BUILD_DIR names another build folder), starts the mock
 * backend (127.0.0.1:MOCK_PORT, default 4010) and the production app (http://localhost:PORT, default 3000)
 * against it, then prints the URL, the demo logins and the mock's QA token.
 *
 * `-- --seed-cases N` has the mock seed a network of N cases on this start (docs/mock-server.md, 'A network's
 * year'), and gives it the heap that needs.
 *
 * Both are supervised: one that stops on its own (a crash, a kill) is started again within seconds (back-off
 * 0.5 s doubling to 5 s; scripts/lib.ts). The mock comes back with the data it had saved, the app with the same
 * session secret, so nobody is logged out. Secrets not set in the environment are made once and kept in
 * `.mock-data/secrets.json` (mode 0600; scripts/secrets.ts), so a restart of `npm start` keeps them too
 * (decision 071).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MOCK_PROCESS_ENV } from '../mock-server/memory';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mock-server/store/seed';
import { SEED_CASES_OPTION, parseSeedCases, seedHeapMb } from '../mock-server/store/seed-cases';
import { bin, portIsFree, requireNode24, run, stopOnExit, superviseService, waitForUrl } from './lib';
import { keptSecrets, secretsFileFor } from './secrets';

requireNode24();
const startedAt = Date.now();
// `--seed-cases N`: the mock seeds a network of N cases (docs/mock-server.md, 'A network's year') on this start.
let seedCases: number | null;
try {
  seedCases = parseSeedCases(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const appPort = Number(process.env.PORT ?? 3000);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const appUrl = `http://localhost:${appPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const buildOutput = `${process.env.BUILD_DIR ?? 'build'}/server/index.js`;
const sourcesChanged = () =>
  Math.max(...['app', 'contracts', 'public'].map(newestMtime), statSync('remix.config.js').mtimeMs) >
  statSync(buildOutput).mtimeMs;

if (!process.argv.includes('--no-build') && (!existsSync(buildOutput) || sourcesChanged())) {
  console.log('Building the app (first start or changed sources)…');
  const code = await run(bin('remix'), ['vite:build', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (code !== 0) process.exit(code);
}

for (const [name, port, host] of [
  ['app', appPort, 'localhost'],
  ['mock backend', mockPort, '127.0.0.1'],
] as const) {
  if (!(await portIsFree(port, host))) {
    console.error(
      `Port ${port} is in use, so the ${name} cannot start. Stop what uses it, or set ${name === 'app' ? 'PORT' : 'MOCK_PORT'}.`,
    );
    process.exit(1);
  }
}

// Kept across restarts (of a service, and of npm start), so links, tokens and sessions handed out stay good.
const secretsFile = secretsFileFor();
const { values: secrets, kept } = keptSecrets(secretsFile, {
  SESSION_SECRET: process.env.SESSION_SECRET,
  MOCK_LINK_SECRET: process.env.MOCK_LINK_SECRET,
  MOCK_QA_TOKEN: process.env.MOCK_QA_TOKEN,
});
if (kept.length) {
  console.log(
    `${kept.join(', ')} not set: using the one${kept.length === 1 ? '' : 's'} kept in ${secretsFile} (mode 0600), so logins survive a restart.`,
  );
}
const qaToken = secrets.MOCK_QA_TOKEN;
// One process (the tsx CLI would run the server as a child of its own, which a kill of the CLI leaves behind).
const mock = superviseService(
  'mock',
  process.execPath,
  // A scale seed's database needs more than node's default heap, on this start and after a restart.
  [
    ...(seedCases === null ? [] : [`--max-old-space-size=${seedHeapMb(seedCases)}`]),
    '--import',
    'tsx',
    'mock-server/server.ts',
  ],
  {
    // glibc's malloc gives large blocks back (mock-server/memory.ts).
    ...MOCK_PROCESS_ENV,
    MOCK_PORT: String(mockPort),
    // The address e-mails link to (docs/configuration.md): the one printed below, unless set.
    PUBLIC_URL: process.env.PUBLIC_URL ?? appUrl,
    MOCK_QA_TOKEN: qaToken,
    MOCK_LINK_SECRET: secrets.MOCK_LINK_SECRET,
    // The app is the proxy in front of the mock, on this machine: it forwards the browser's address.
    MOCK_TRUST_PROXY: process.env.MOCK_TRUST_PROXY ?? 'loopback',
  },
  { firstArgs: seedCases === null ? [] : [SEED_CASES_OPTION, String(seedCases)] },
);
if (seedCases !== null)
  console.log(
    `Seeding a network of ${seedCases.toLocaleString('en-US')} cases (about a minute per 100,000)…`,
  );
// The first start derives the slides into .cache/slides/ (~30–40 s on 2 cores) before the mock listens; a scale
// seed takes up to a minute per 100,000 cases more, and its save.
await waitForUrl(`${mockUrl}/__mock/health`, 180_000 + (seedCases ?? 0) * 3);
const app = superviseService('app', process.execPath, ['server/index.js', buildOutput], {
  PORT: String(appPort),
  NODE_ENV: 'production',
  API_BASE_URL: process.env.API_BASE_URL ?? mockUrl,
  SESSION_SECRET: secrets.SESSION_SECRET,
});
stopOnExit([mock, app]);
await waitForUrl(`${appUrl}/`);

const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
console.log(`
PathBridge is running at ${appUrl}  (process ${app.current.pid}; ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)
Mock backend: ${mockUrl}  (process ${mock.current.pid}; QA routes /__mock/*: header X-Mock-Token: ${qaToken})

Demo logins (password for all: ${DEMO_PASSWORD})
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.role}, ${a.status}`).join('\n')}

Press Ctrl+C to stop.`);
