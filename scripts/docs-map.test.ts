/**
 * docs/map.md answers "where is…" with files and the names to look for in them: every file (or folder) it names
 * exists, and every `file#name` holds that name.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The code spans of the map that name a place in the repository: a path with a slash or a known extension. */
export function placesOf(markdown: string): Array<{ file: string; name?: string }> {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!)
    .filter(
      (span) => /\//.test(span) && !/[{}<>]/.test(span) && !span.startsWith('/') && !/^[A-Z]+ /.test(span),
    )
    .map((span) => {
      const [file, name] = span.split('#');
      return { file: file!, ...(name && { name }) };
    });
}

describe('the map of the repository (docs/map.md)', () => {
  const places = placesOf(readFileSync(path.join(root, 'docs/map.md'), 'utf8'));

  it('names files and names in them that exist', () => {
    expect(places.length).toBeGreaterThan(40);
    const missing = places.flatMap(({ file, name }) => {
      const full = path.join(root, file);
      if (!existsSync(full)) return [`${file}: no such file`];
      if (name && !readFileSync(full, 'utf8').includes(name)) return [`${file}: no ${name}`];
      return [];
    });
    expect(missing).toEqual([]);
  });

  it('reads a file and a name from a span', () => {
    expect(
      placesOf('see `a/b.ts#c` and `d/`, not `POST /x` or `mock-server/<resource>/handlers.ts`'),
    ).toEqual([{ file: 'a/b.ts', name: 'c' }, { file: 'd/' }]);
  });
});
