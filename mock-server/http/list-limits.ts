/**
 * The most items a list of the contract holds (its `maxItems` in openapi.yaml), read from the generated zod
 * schema, so that a handler refuses the item past it with 409 instead of storing a record that breaks the
 * contract (decision 044).
 */
import type { z } from 'zod';

export function maxItems(list: z.ZodArray): number {
  for (const check of list._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === 'max_length' && typeof def.maximum === 'number') return def.maximum;
  }
  throw new Error('openapi.yaml gives this list no maxItems.');
}

/** Whether a list of `count` items is full, and the sentence that says so. */
export function fullList(count: number, list: z.ZodArray, sentence: (max: number) => string): string | null {
  const max = maxItems(list);
  return count >= max ? sentence(max) : null;
}
