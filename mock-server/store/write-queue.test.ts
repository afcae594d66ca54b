import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWriteQueue, StorageUnavailableError } from './write-queue';

/**
 * A database of changes in memory, saved through the queue to a "disk" whose writes succeed or fail as told.
 * Every change is made in memory first and then written, as the mock's handlers do.
 */
function model(outcomes: boolean[]) {
  let memory: string[] = [];
  let disk: string[] = [];
  const saves: string[][] = [];
  const queue = createWriteQueue<string>({
    async save(body) {
      await new Promise((resolve) => setImmediate(resolve));
      const ok = outcomes.shift() ?? true;
      saves.push(JSON.parse(body) as string[]);
      if (!ok) throw new Error('ENOSPC: no space left on device');
      disk = JSON.parse(body) as string[];
    },
    async restore(body) {
      if (body !== null) memory = JSON.parse(body) as string[];
    },
  });
  queue.stored('[]');
  return {
    /** Makes a change and writes it: resolves true when acknowledged, false when refused (503). */
    change(name: string): Promise<boolean> {
      memory = [...memory, name];
      return queue
        .write(() => JSON.stringify(memory))
        .then(
          () => true,
          (error: unknown) => {
            expect(error).toBeInstanceOf(StorageUnavailableError);
            return false;
          },
        );
    },
    memory: () => memory,
    disk: () => disk,
    saves,
  };
}

describe('the write queue', () => {
  it('refuses a failed write, puts memory back, and lets the next write try the disk again', async () => {
    const db = model([true, false, true]);
    expect(await db.change('a')).toBe(true);
    expect(await db.change('b')).toBe(false);
    expect(db.memory()).toEqual(['a']);
    expect(await db.change('c')).toBe(true);
    expect(db.disk()).toEqual(['a', 'c']);
    expect(db.memory()).toEqual(['a', 'c']);
  });

  it('fails the writes queued behind a failed one without touching the disk: they carry its change', async () => {
    const db = model([false, true]);
    const answers = await Promise.all([db.change('a'), db.change('b'), db.change('c')]);
    expect(answers).toEqual([false, false, false]);
    expect(db.saves).toEqual([['a']]);
    expect(db.memory()).toEqual([]);
    expect(await db.change('d')).toBe(true);
    expect(db.disk()).toEqual(['d']);
  });

  it('has nothing to go back to before the first write succeeded, and keeps memory then', async () => {
    let restored: unknown = 'not called';
    const queue = createWriteQueue<string>({
      save: () => Promise.reject(new Error('EIO')),
      restore: async (body) => void (restored = body),
    });
    await expect(queue.write(() => 'x')).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(restored).toBeNull();
  });

  it('whatever writes fail, and however requests overlap: acknowledged is exactly what is on disk, and memory shows it', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Batches of overlapping requests (each batch starts together), and each save's outcome in turn.
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { maxLength: 30 }),
        async (batches, outcomes) => {
          const db = model([...outcomes]);
          const acknowledged: string[] = [];
          let next = 0;
          for (const size of batches) {
            const names = Array.from({ length: size }, () => `c${next++}`);
            const answers = await Promise.all(names.map((name) => db.change(name)));
            names.forEach((name, i) => answers[i] && acknowledged.push(name));
          }
          expect(db.disk()).toEqual(acknowledged);
          expect(db.memory()).toEqual(acknowledged);
        },
      ),
    );
  });
});
