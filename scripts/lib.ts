/** Small process helpers shared by the start, dev and test scripts. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export const bin = (name: string) => `node_modules/.bin/${name}`;

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function startService(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('');
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return child;
}

/** Resolves once the URL answers at all (any HTTP status), or rejects after the time limit. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export async function portIsFree(port: number, host: string): Promise<boolean> {
  try {
    await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';
  }
}

/** Stops every child when this process is asked to stop (or when one child dies), then exits. */
export function stopOnExit(children: ChildProcess[]) {
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const exited = children.map(
      (child) =>
        new Promise<void>((resolve) =>
          child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
        ),
    );
    for (const child of children) child.kill('SIGTERM');
    // The app server (server/index.js) closes gracefully (idle keep-alive sockets included); give everyone a few seconds.
    await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 8_000))]);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping && code !== 0) {
        console.error(`A service stopped unexpectedly (exit ${code}); stopping the others.`);
        void stopAll(code ?? 1);
      }
    });
  }
}
