/**
 * `npm run bench:login-timing`: whether a failed login's answer time tells which e-mails have accounts. Starts its
 * own mock backend (the default scrypt cost, a fresh database), then sends wrong passwords for the demo accounts
 * and for e-mails without an account, each from its own client address (X-Forwarded-For, trusted from loopback)
 * so the login throttle slows none of them, and prints the median answer time of each. The two should be alike:
 * an unknown e-mail's password is checked against a decoy hash (decision 064). Printed, never asserted.
 *
 *   npm run bench:login-timing -- --rounds 3
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../mock-server/store/seed';
import { bin, startService, waitForUrl } from './lib';

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const rounds = arg('rounds', 3);
const port = arg('port', 4711);
const origin = `http://127.0.0.1:${port}`;

const mock = startService('mock', bin('tsx'), ['mock-server/server.ts', '--reset'], {
  MOCK_PORT: String(port),
  MOCK_TRUST_PROXY: 'loopback',
  MOCK_DATA_FILE: path.join(tmpdir(), `pathbridge-bench-login-${port}.json`),
});
process.on('exit', () => mock.kill('SIGTERM'));

let address = 0;
/** One wrong password for `email`, from an address of its own; its time in ms, or null when it was not a 401. */
async function failedLogin(email: string): Promise<number | null> {
  address++;
  const started = performance.now();
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${address >> 8}.${address & 255}`,
    },
    body: JSON.stringify({ email, password: 'Not-the-password-1' }),
  });
  await response.arrayBuffer();
  return response.status === 401 ? performance.now() - started : null;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[times.length >> 1] ?? NaN;

await waitForUrl(`${origin}/__mock/health`, 180_000);
const known = DEMO_ACCOUNTS.map((account) => account.email);
for (let round = 1; round <= rounds; round++) {
  // Three per account per round: well under the per-account limit (10 failures from unfamiliar addresses).
  const withAccount: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (const email of known) {
      const ms = await failedLogin(email);
      if (ms !== null) withAccount.push(ms);
      const none = await failedLogin(`nobody-${round}-${i}-${email}`);
      if (none !== null) without.push(none);
    }
  }
  console.log(
    `round ${round}: e-mail with an account ${median(withAccount).toFixed(1)} ms (n=${withAccount.length}), ` +
      `without ${median(without).toFixed(1)} ms (n=${without.length}), ratio ${(median(without) / median(withAccount)).toFixed(2)}`,
  );
}
process.exit(0);
