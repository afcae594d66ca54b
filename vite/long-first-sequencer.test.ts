import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LONG_FIRST } from './long-first-sequencer';

it('names test files that exist, once each', () => {
  const root = path.resolve(import.meta.dirname, '..');
  expect(LONG_FIRST.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  expect(new Set(LONG_FIRST).size).toBe(LONG_FIRST.length);
});
