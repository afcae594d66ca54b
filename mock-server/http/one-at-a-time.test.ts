/** Turns per key (./one-at-a-time.ts): one after another, bounded, and never for a caller who has left. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it("runs a key's tasks one after another, in order, skipping those whose caller left before their turn", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ key: fc.constantFrom('a', 'b'), leaves: fc.boolean() }), { maxLength: 12 }),
        async (tasks) => {
          const turns = oneAtATime<string>({ perKey: 100, waitMs: 60_000 });
          const ran: number[] = [];
          let running = 0;
          let overlapped = false;
          const callers = tasks.map(() => new AbortController());
          const answers = tasks.map(({ key }, i) =>
            turns.run(
              key,
              async () => {
                if (++running > 2) overlapped = true; // at most one per key, and two keys
                ran.push(i);
                await Promise.resolve();
                running--;
                return i;
              },
              callers[i]!.signal,
            ),
          );
          // Every caller that leaves does so before any turn comes (turns start on a later tick).
          tasks.forEach(({ leaves }, i) => leaves && callers[i]!.abort());
          const results = await Promise.all(answers);
          const stayed = tasks.flatMap(({ leaves }, i) => (leaves ? [] : [i]));
          expect(results).toEqual(tasks.map(({ leaves }, i) => (leaves ? null : i)));
          for (const key of ['a', 'b'])
            expect(ran.filter((i) => tasks[i]!.key === key)).toEqual(
              stayed.filter((i) => tasks[i]!.key === key),
            );
          expect(overlapped).toBe(false);
          expect(turns.size).toBe(0);
        },
      ),
    );
  });

  it('answers null at once past perKey', async () => {
    const turns = oneAtATime<string>({ perKey: 1, waitMs: 60_000 });
    let release!: () => void;
    const first = turns.run('a', () => new Promise<string>((resolve) => (release = () => resolve('first'))));
    expect(await turns.run('a', async () => 'second')).toBeNull();
    release();
    expect(await first).toBe('first');
  });
});
