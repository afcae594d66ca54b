/**
 * The texts the write rules send (pure): ASCII text of an exact length (max_length_refused, and the one field
 * patch_changes_only_sent changes) and non-ASCII text of every kind a person may type (unicode_round_trip), and
 * how a text read back differs from the one sent.
 */
import type { Verdict } from '../types';

/**
 * Accented Latin, CJK, emoji (astral, a skin tone, a ZWJ sequence), combining marks with no precomposed form (so
 * NFC keeps them), Devanagari, and right-to-left Arabic and Hebrew. It is NFC: what is sent is what must come back.
 */
export const UNICODE_SAMPLE =
  'Zoë Ångström façade Łódź — 東京の病理 标本 — 🧪🔬👩🏽‍⚕️ — g̃ q̇ x̣̂ — नमस्ते — مرحبا שלום';

/** Code points, not UTF-16 units. */
export const codePoints = (text: string) => [...text];

/**
 * `tag` then the sample, cut (at a code point) to at most `maxLength` UTF-16 units, so it fits whether the server
 * counts code points (JSON Schema) or UTF-16 units; at least `minLength`.
 */
export function unicodeText(tag: string, maxLength = Infinity): string {
  let text = `${tag} ${UNICODE_SAMPLE}`;
  while (text.length > maxLength) text = codePoints(text).slice(0, -1).join('');
  return text.trimEnd();
}

/** ASCII text of exactly `length` characters that starts with `tag` (cut when the tag alone is longer). */
export function textOfLength(tag: string, length: number): string {
  const start = `${tag} `;
  if (start.length >= length) return start.slice(0, length);
  const filler = 'abcdefghij'.repeat(Math.ceil((length - start.length) / 10));
  return start + filler.slice(0, length - start.length);
}

const hex = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** How `got` differs from `sent`, for a report line: equal → undefined. */
export function textDifference(sent: string, got: unknown): string | undefined {
  if (got === sent) return undefined;
  if (typeof got !== 'string') return `read back ${got === undefined ? 'nothing' : JSON.stringify(got)}`;
  if (got.normalize('NFC') === sent) return 'read back in another Unicode normalisation (not the NFC sent)';
  const a = codePoints(sent);
  const b = codePoints(got);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === b.length && i < a.length) return `read back cut after ${i} of the ${a.length} code points sent`;
  const length = `${b.length} code points, sent ${a.length}`;
  const was = i < a.length ? `${a[i]} (${hex(a[i]!)})` : 'the end';
  const now = i < b.length ? `${b[i]} (${hex(b[i]!)})` : 'the end';
  return `code point ${i}: ${was} sent, ${now} read back (${length})`;
}

/** Each text sent is read back as it was sent (`data` is the read-back record): the verdict, with what differs. */
export function textsKept(
  sent: Record<string, string>,
  data: Record<string, unknown>,
  expected: string,
): Verdict {
  const problems = Object.entries(sent).flatMap(([name, text]) => {
    const difference = textDifference(text, data[name]);
    return difference ? [`${name}: ${difference}`] : [];
  });
  return problems.length ? { pass: false, expected, seen: problems.join('; ') } : { pass: true };
}
