/**
 * FHIR R4 token search values, matched against identifiers: pure. `system|value` matches that system and value,
 * `|value` an identifier with no system, `value` any system, `system|` any value of that system. A comma separates
 * values any of which matches; `\` escapes `\`, `|`, `,` and `$` inside one (R4 search, "Escaping Search
 * Parameters").
 */
import type { Identifier } from '@medplum/fhirtypes';

export interface Token {
  /** A string: that system; null: no system (`|value`); undefined: any system (`value`). */
  system?: string | null;
  /** Undefined: any value (`system|`). */
  value?: string;
}

const ESCAPED = /[\\|,$]/g;
const escape = (text: string) => text.replace(ESCAPED, (char) => `\\${char}`);

/** The parts of `raw` between unescaped `separator`s, unescaped; null when a `\` escapes nothing. */
function splitUnescaped(raw: string, separator: string): string[] | null {
  const parts: string[] = [];
  let part = '';
  for (let at = 0; at < raw.length; at++) {
    const char = raw[at]!;
    if (char === '\\') {
      const next = raw[at + 1];
      if (next === undefined || !'\\|,$'.includes(next)) return null;
      // Kept escaped until the last split, so a `\|` inside a comma's part stays a character.
      part += separator === ',' ? `\\${next}` : next;
      at++;
    } else if (char === separator) {
      parts.push(part);
      part = '';
    } else part += char;
  }
  parts.push(part);
  return parts;
}

/** One token value (no comma), or null when it is none: empty, two `|`, or a stray `\`. */
export function parseToken(raw: string): Token | null {
  const parts = splitUnescaped(raw, '|');
  if (!parts || parts.length > 2) return null;
  if (parts.length === 1) return parts[0] ? { value: parts[0] } : null;
  const [system, value] = parts as [string, string];
  if (!system && !value) return null;
  return { system: system || null, ...(value ? { value } : {}) };
}

/** Every token of a comma-separated value (any of which matches), or null when one of them is none. */
export function parseTokens(raw: string): Token[] | null {
  const parts = splitUnescaped(raw, ',');
  if (!parts) return null;
  const tokens = parts.map(parseToken);
  return tokens.every((token): token is Token => token !== null) ? tokens : null;
}

/** The token as a search value, escaped: parseToken reads it back. */
export function formatToken(token: Token): string {
  const value = token.value === undefined ? '' : escape(token.value);
  if (token.system === undefined) return value;
  return `${token.system === null ? '' : escape(token.system)}|${value}`;
}

/** Whether one of `identifiers` is what `token` asks for. */
export const tokenMatches = (token: Token, identifiers: readonly Identifier[]) =>
  identifiers.some(
    (identifier) =>
      (token.system === undefined ||
        (token.system === null ? !identifier.system : identifier.system === token.system)) &&
      (token.value === undefined || identifier.value === token.value),
  );
