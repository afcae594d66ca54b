/**
 * Vitest global setup (backend project, before any worker of any project): prepares the slides once per run, before any test file, into the same
 * cache the mock server uses (`.cache/slides/`). Cold: about 30 s on 2 cores, once per machine; warm: a check
 * well under a second. Test files then seed from the manifest (one `stat` per reset), never derive.
 */
import { prepareSlides } from './prepare';

export default async function setup() {
  await prepareSlides({ log: (line) => process.stdout.write(`${line}\n`) });
}
