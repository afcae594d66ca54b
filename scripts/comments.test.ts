/**
 * A comment says why the code is as it is; what happened when belongs to git and the decision records. No source
 * file names an issue, a work session or a stop by number: a reader of the repository cannot open them.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** "issue 47", "Issue 30's", "session 57", "stop 12" — but not "this session 10½ minutes ago". */
export const NUMBERED_HISTORY =
  /\b(?:issues?|stops?|sessions?) #?\d+(?![\d½]*\s*(?:ms|s|min|minutes?|hours?)\b)/i;

describe('comments', () => {
  it('name no issue, session or stop by number', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(
        (file) =>
          /\.(tsx?|m?js|ya?ml|css|sh)$/.test(file) &&
          !file.startsWith('contracts/generated/') &&
          file !== 'scripts/comments.test.ts',
      );
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          NUMBERED_HISTORY.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('tell a numbered history from a duration', () => {
    expect(NUMBERED_HISTORY.test('(issue 47)')).toBe(true);
    expect(NUMBERED_HISTORY.test("Issue 30's notices")).toBe(true);
    expect(NUMBERED_HISTORY.test('docs/performance.md "Session 57"')).toBe(true);
    expect(NUMBERED_HISTORY.test('last heard of this session 10½ minutes ago')).toBe(false);
  });
});
