/**
 * A sentence a person reads has one home: a check the browser makes and the backend's answer to the same
 * mistake say it from `contracts/` (contracts/sentences.ts), never each in its own words. Reads the string
 * literals of the app and the mock (not their comments or tests) with the TypeScript compiler and fails on a
 * sentence written in both.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Text that reads as a sentence or a label a person sees: a capital, a space, and more than a word or two. */
export const isSentence = (text: string) => text.length >= 24 && /^[A-Z]/.test(text) && text.includes(' ');

function sentencesOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && isSentence(node.text))
      found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const sourcesOf = (directory: string) =>
  execFileSync('git', ['ls-files', directory], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-helpers|\/testing\//.test(file));

describe('sentences', () => {
  // It parses every source file of both (about 3 s alone): a limit for a full run's load, not the default 5 s.
  it('are written once: none is in both the app and the mock backend', { timeout: 30_000 }, () => {
    const inApp = new Map<string, string>();
    for (const file of sourcesOf('app')) for (const text of sentencesOf(file)) inApp.set(text, file);
    const twice = sourcesOf('mock-server').flatMap((file) =>
      sentencesOf(file)
        .filter((text) => inApp.has(text))
        .map((text) => `"${text}" in ${inApp.get(text)} and ${file}`),
    );
    expect(twice).toEqual([]);
  });

  it('are told from other strings', () => {
    expect(isSentence('The passwords do not match.')).toBe(true);
    expect(isSentence('application/json; charset=utf-8')).toBe(false);
    expect(isSentence('Saved.')).toBe(false);
  });
});
