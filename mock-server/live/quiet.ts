/**
 * Whether live events are held back now: the mock's reset and load rewrite every collection, and putting back a
 * failed operation's changes undoes them; none of that is news to a stream. A module of its own, with no
 * imports, since the store (which puts changes back) sits below the bus (which reads the QA clock, whose QA
 * routes commit through the store).
 */
let quiet = 0;

/** Whether events are held back now (./watch.ts then notes nothing, ./bus.ts publishes nothing). */
export const isLiveQuiet = () => quiet > 0;

/** Runs `work` without publishing. */
export async function withoutLiveEvents<T>(work: () => Promise<T>): Promise<T> {
  quiet++;
  try {
    return await work();
  } finally {
    quiet--;
  }
}
