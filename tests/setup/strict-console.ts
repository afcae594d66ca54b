/** A console.error during a test fails that test: errors must be expected and asserted, never ignored. */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { format } from 'node:util';

let errors: string[] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

/** Hands the test the console errors logged so far (and forgets them), so an expected one can be asserted. */
export function takeConsoleErrors(): string[] {
  return errors.splice(0);
}

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(errors, 'console.error was called').toEqual([]);
});
