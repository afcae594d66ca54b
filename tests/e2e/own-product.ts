/**
 * A whole product (`npm start`'s script: app and supervised mock, the build as it is) on ports of its own beside
 * this worker's (E2E_*_PORT + 50 + offset + worker slot), for tests that need it fresh: a cold server, a crash.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_APP_PORT_BASE, E2E_MOCK_PORT_BASE } from '../../playwright.config';
import { expect } from './fixtures';

export interface OwnProduct {
  appUrl: string;
  mockUrl: string;
  /** The mock's process id, from the start banner. */
  mockPid: number;
  /** Everything the start script printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startOwnProduct(parallelIndex: number, offset = 0): Promise<OwnProduct> {
  const appPort = E2E_APP_PORT_BASE + 50 + offset + parallelIndex;
  const mockPort = E2E_MOCK_PORT_BASE + 50 + offset + parallelIndex;
  const dataFile = path.join(tmpdir(), `pathbridge-e2e-own-${mockPort}.json`);
  rmSync(dataFile, { force: true });
  const start = spawn('node', ['--import', 'tsx', 'scripts/start.ts', '--no-build'], {
    env: {
      ...process.env,
      PORT: String(appPort),
      MOCK_PORT: String(mockPort),
      MOCK_DATA_FILE: dataFile,
      MOCK_SCRYPT_COST: '1024',
      SESSION_SECRET: `e2e-own-session-secret-${offset}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  start.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  start.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => start.once('exit', resolve));
  const stop = async () => {
    start.kill('SIGTERM');
    await exited;
    rmSync(dataFile, { force: true });
  };
  const banner = /Mock backend: .*\(process (\d+);/;
  try {
    // The banner names the mock's process once both servers answer.
    await expect.poll(() => banner.exec(output)?.[1], { timeout: 90_000 }).toBeTruthy();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    appUrl: `http://localhost:${appPort}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    mockPid: Number(banner.exec(output)![1]),
    output: () => output,
    stop,
  };
}
