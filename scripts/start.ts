/**
 * `npm start`: the whole product on this machine. Builds the app when the build is missing or older than the
 * sources (`-- --no-build` uses the build as it is; BUILD_DIR names another build folder), starts the mock
 * backend (127.0.0.1:MOCK_PORT, default 4010) and the production app (http://localhost:PORT, default 3000)
 * against it, then prints the URL, the demo logins and the mock's QA token.
 *
 * The mock is supervised: if it stops on its own (a crash, a kill) it is started again within seconds, with the
 * same link secret and QA token and the data it had saved, while the app answers its own error page meanwhile.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../mock-server/store/seed';
import { bin, portIsFree, run, startService, stopOnExit, superviseService, waitForUrl } from './lib';

const startedAt = Date.now();
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

if (!process.env.SESSION_SECRET) {
  console.log('SESSION_SECRET is not set: using a random one, so logins end when the app restarts.');
}

// Kept for the whole run, so a restarted mock honours the links and the token handed out before.
const qaToken = process.env.MOCK_QA_TOKEN || randomBytes(18).toString('base64url');
// One process (the tsx CLI would run the server as a child of its own, which a kill of the CLI leaves behind).
const mock = superviseService('mock', process.execPath, ['--import', 'tsx', 'mock-server/server.ts'], {
  MOCK_PORT: String(mockPort),
  MOCK_QA_TOKEN: qaToken,
  MOCK_LINK_SECRET: process.env.MOCK_LINK_SECRET ?? randomBytes(32).toString('hex'),
  // The app is the proxy in front of the mock, on this machine: it forwards the browser's address.
  MOCK_TRUST_PROXY: process.env.MOCK_TRUST_PROXY ?? 'loopback',
});
// The first start derives the slides into .cache/slides/ (~30–40 s on 2 cores) before the mock listens.
await waitForUrl(`${mockUrl}/__mock/health`, 180_000);
const app = startService('app', process.execPath, ['server/index.js', buildOutput], {
  PORT: String(appPort),
  NODE_ENV: 'production',
  API_BASE_URL: process.env.API_BASE_URL ?? mockUrl,
  SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
});
stopOnExit([mock, app]);
await waitForUrl(`${appUrl}/`);

const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
console.log(`
PathBridge is running at ${appUrl}  (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)
Mock backend: ${mockUrl}  (process ${mock.current.pid}; QA routes /__mock/*: header X-Mock-Token: ${qaToken})

Demo logins (password for all: ${DEMO_PASSWORD})
${DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.role}, ${a.status}`).join('\n')}

Press Ctrl+C to stop.`);
