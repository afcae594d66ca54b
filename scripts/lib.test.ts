import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { takeConsoleErrors } from '../tests/setup/strict-console';
import { restartDelay, superviseService, type SupervisedService } from './lib';

/** A service that runs until it is killed. */
const idle = (maxRestarts?: number) =>
  superviseService('idle', process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {}, { maxRestarts });

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** Waits (no time limit of its own: the test's applies) until the service runs a process other than `before`. */
async function restartedFrom(service: SupervisedService, before: ChildProcess): Promise<ChildProcess> {
  while (service.current === before || service.current.pid === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return service.current;
}

let service: SupervisedService | undefined;
afterEach(async () => {
  service?.halt();
  service?.current.kill('SIGKILL');
  if (service) await exited(service.current);
  service = undefined;
});

describe('the supervisor npm start runs the mock and the app under', () => {
  it('waits 0.5 s before a restart, doubling while the service keeps stopping, to at most 5 s', () => {
    expect([0, 1, 2, 3, 4, 5].map(restartDelay)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('starts a killed service again, waiting longer after each kill', async () => {
    service = idle();
    const first = service.current;
    first.kill('SIGKILL');
    const second = await restartedFrom(service, first);
    expect(second.pid).not.toBe(first.pid);
    second.kill('SIGKILL');
    await restartedFrom(service, second);
    expect(takeConsoleErrors()).toEqual([
      '[idle] stopped unexpectedly (SIGKILL); restarting in 0.5 s.',
      `[idle] restarted (process ${second.pid}).`,
      '[idle] stopped unexpectedly (SIGKILL); restarting in 1 s.',
      `[idle] restarted (process ${service.current.pid}).`,
    ]);
  });

  it('gives up on a service that keeps stopping, and says so', async () => {
    service = idle(1);
    const gaveUp = new Promise<number>((resolve) => service!.onGiveUp(resolve));
    const first = service.current;
    first.kill('SIGKILL');
    const second = await restartedFrom(service, first);
    second.kill('SIGKILL');
    expect(await gaveUp).toBe(1);
    expect(takeConsoleErrors().at(-1)).toBe('[idle] stopped 2 times within a minute; not restarting it.');
  });
});
