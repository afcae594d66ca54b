/**
 * Before any worker: prepares the slide cache every worker's mock backend then only reads (cold: about 30 s on
 * 2 cores, once per machine; warm: a check well under a second), so two workers never derive it at once.
 * Gives the workers a folder in which each running server has a file named by its process id (removed when it
 * exits); the returned teardown stops any still listed when the run ends (a worker killed before its
 * fixtures' teardown leaves its servers behind).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { prepareSlides } from '../../mock-server/slides/prepare';

export default async function globalSetup() {
  await prepareSlides({ log: (line) => process.stdout.write(`${line}\n`) });

  const runDir = mkdtempSync(path.join(tmpdir(), 'pathbridge-e2e-run-'));
  // Workers are started after this and inherit the runner's environment.
  process.env.E2E_RUN_DIR = runDir;

  return async function globalTeardown() {
    for (const pid of readdirSync(runDir).map(Number)) {
      try {
        process.kill(pid, 'SIGKILL');
        process.stderr.write(`e2e: stopped server process ${pid}, left running by its worker\n`);
      } catch {
        // Already gone, as it should be.
      }
    }
    rmSync(runDir, { recursive: true, force: true });
  };
}
