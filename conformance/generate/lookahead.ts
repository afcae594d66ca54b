/**
 * Strings for a pattern that opens with lookaheads (`^(?=[\s\S]*[A-Za-z])(?=[\s\S]*[0-9])[\s\S]{10,}$`: a rule of
 * "at least one of each" the contract states as a pattern, NewPassword's). fast-check's `stringMatching` does not
 * take lookaheads: the rest of the pattern is generated, and a character matching each lookahead's class is put
 * in at a place of fast-check's choosing; the whole pattern then judges the result.
 */
import fc from 'fast-check';

/** One leading lookahead of the form `(?=[\s\S]*X)` or `(?=.*X)`, X a class or a single character. */
const LEADING = /^\(\?=(?:\[\\s\\S\]|\.)\*(\[(?:\\.|[^\]\\])+\]|\\.|[^()[\]\\*+?{}|])\)/;

/** The pattern's leading lookaheads' wanted characters and the rest, or undefined when it has none of that form. */
export function splitLookaheads(pattern: string): { wanted: string[]; rest: string } | undefined {
  if (!pattern.startsWith('^(?=')) return undefined;
  let rest = pattern.slice(1);
  const wanted: string[] = [];
  for (let match = LEADING.exec(rest); match; match = LEADING.exec(rest)) {
    wanted.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  if (!wanted.length || rest.startsWith('(?')) return undefined;
  return { wanted, rest: `^${rest}` };
}

/** Strings the pattern takes, when it opens with lookaheads splitLookaheads reads; else undefined. */
export function lookaheadArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  const split = splitLookaheads(pattern);
  if (!split) return undefined;
  const whole = new RegExp(pattern, 'u');
  const base = fc.stringMatching(new RegExp(split.rest, 'u'));
  const extras = split.wanted.map((cls) =>
    fc.tuple(fc.stringMatching(new RegExp(`^${cls}$`, 'u')), fc.nat()),
  );
  return fc
    .tuple(base, ...extras)
    .map(([text, ...inserts]) =>
      inserts.reduce((out, [char, at]) => {
        const chars = [...out];
        chars.splice(at % (chars.length + 1), 0, char);
        return chars.join('');
      }, text),
    )
    .filter((text) => whole.test(text));
}
