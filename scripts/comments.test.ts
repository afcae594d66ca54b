/**
 * A comment says why the code is as it is; what happened when belongs to git and the decision records. No source
 * file, and no page of docs/ a reader reads for how things are, names an issue, a work session or a stop by
 * number: a reader of the repository cannot open them. The decision records and docs/performance.md are dated
 * history (each measurement as it was taken) and keep their words.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** "Issue", "session" or "stop" before a number (or #number), but not before a duration ("10½ minutes ago"). */
export const NUMBERED_HISTORY =
  /\b(?:issues?|stops?|sessions?) #?\d+(?![\d½]*\s*(?:ms|s|min|minutes?|hours?)\b)/i;

const tracked = () => execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n');

/** Each line of `files` that names a numbered history, as `file:line: text`. */
const numberedIn = (files: string[]) =>
  files.flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        NUMBERED_HISTORY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );

describe('comments', () => {
  it('name no issue, session or stop by number', () => {
    const files = tracked().filter(
      (file) =>
        /\.(tsx?|m?js|ya?ml|css|sh)$/.test(file) &&
        !file.startsWith('contracts/generated/') &&
        file !== 'scripts/comments.test.ts',
    );
    expect(numberedIn(files)).toEqual([]);
  });

  it('nor do the README and the docs a reader reads for how things are', () => {
    const files = tracked().filter(
      (file) => file === 'README.md' || (/^docs\/[^/]+\.md$/.test(file) && file !== 'docs/performance.md'),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(numberedIn(files)).toEqual([]);
  });

  it('tell a numbered history from a duration', () => {
    expect(NUMBERED_HISTORY.test('(issue 47)')).toBe(true);
    expect(NUMBERED_HISTORY.test("Issue 30's notices")).toBe(true);
    expect(NUMBERED_HISTORY.test('docs/performance.md "Session 57"')).toBe(true);
    expect(NUMBERED_HISTORY.test('last heard of this session 10½ minutes ago')).toBe(false);
  });
});
