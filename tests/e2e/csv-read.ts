/** A CSV as the app's exports write it (a BOM, CRLF lines, cells quoted when needed, never a line break in one). */
export function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .filter((m, i, all) => i < all.length - 1 || m[0] !== '')
        .map((m) => m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}
