/**
 * A media type's parameters ("media types in full"), judged as the RFCs define them. Pure.
 *
 * - Syntax, RFC 9110 §8.3.1: `type/subtype *( OWS ";" OWS [ name "=" ( token / quoted-string ) ] )`; parameter
 *   names are case-insensitive, and RFC 6838 §4.3 makes a parameter given twice an error.
 * - `charset` (RFC 9110 §8.3.2: a registered charset name, case-insensitive):
 *   - JSON (`application/json`, `*\/*+json`): RFC 8259 §8.1 says JSON exchanged between systems MUST be UTF-8
 *     and §11 defines no `charset`; `charset=utf-8` says nothing new and passes, any other value misstates the
 *     bytes and fails.
 *   - `text/event-stream` (its registration in the HTML standard): the stream is always UTF-8; `charset` may
 *     only be `utf-8`.
 *   - Other `text/*` and XML (RFC 6838 §4.2.1, RFC 7303): `charset` is the type's own parameter; any registered
 *     name passes unless the contract's media type names one.
 *   - Every other type (images, PDF, DICOM, octet-stream, Word): the registrations define no `charset` (RFC 6838
 *     §4.3: a type takes only the parameters its registration defines), so a `charset` there is wrong: it tells
 *     a client to decode bytes that are not text.
 * - A parameter the contract's media type key names (`text/csv; charset=utf-8`) must be there with that value.
 */

export interface MediaType {
  /** `type/subtype`, lower case. */
  essence: string;
  /** Parameters by lower-case name (values unquoted, as sent); a name given twice keeps each value. */
  parameters: Map<string, string[]>;
  /** What could not be read as a parameter (RFC 9110 §8.3.1). */
  malformed: string[];
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Splits at `;` outside quoted strings. */
function splitParameters(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '\\' && i + 1 < text.length) {
      current += char + text[++i];
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unquote(value: string): string | undefined {
  if (TOKEN.test(value)) return value;
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value);
  return quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : undefined;
}

/** A Content-Type header read as RFC 9110 §8.3.1 writes it. */
export function parseMediaType(header: string): MediaType {
  const [head = '', ...rest] = splitParameters(header);
  const out: MediaType = { essence: head.trim().toLowerCase(), parameters: new Map(), malformed: [] };
  for (const raw of rest) {
    const part = raw.trim();
    if (!part) continue; // RFC 9110 allows an empty parameter (`text/plain;`)
    const at = part.indexOf('=');
    const name = at > 0 ? part.slice(0, at) : '';
    const value = at > 0 ? unquote(part.slice(at + 1)) : undefined;
    if (!TOKEN.test(name) || value === undefined) {
      out.malformed.push(part);
      continue;
    }
    const key = name.toLowerCase();
    out.parameters.set(key, [...(out.parameters.get(key) ?? []), value]);
  }
  return out;
}

export const isJsonEssence = (essence: string) =>
  essence === 'application/json' || /^application\/[\w.-]+\+json$/.test(essence);

/** What a `charset` may be for a type: 'utf-8' only, any name, or none at all. */
export function charsetRule(essence: string): 'utf-8' | 'any' | 'none' {
  if (isJsonEssence(essence) || essence === 'text/event-stream') return 'utf-8';
  if (essence.startsWith('text/') || /^application\/([\w.-]+\+)?xml$/.test(essence)) return 'any';
  return 'none';
}

const sameCharset = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * What is wrong with the parameters of a Content-Type (`header`) for the contract's media type key that matched
 * it (`declared`, which may carry parameters of its own). Empty when nothing is.
 */
export function mediaTypeParameterProblems(header: string, declared: string): string[] {
  const actual = parseMediaType(header);
  const wanted = parseMediaType(declared);
  const problems = actual.malformed.map((part) => `parameter ${JSON.stringify(part)} is not name=value`);
  for (const [name, values] of actual.parameters)
    if (values.length > 1) problems.push(`${name} given ${values.length} times`);
  const charset = actual.parameters.get('charset')?.[0];
  const rule = charsetRule(actual.essence);
  if (charset !== undefined && rule === 'utf-8' && !sameCharset(charset, 'utf-8'))
    problems.push(`charset=${charset} on ${actual.essence}, which is UTF-8 only`);
  if (charset !== undefined && rule === 'none')
    problems.push(`charset=${charset} on ${actual.essence}, which is not text (its type defines no charset)`);
  for (const [name, [value]] of wanted.parameters) {
    const sent = actual.parameters.get(name)?.[0];
    const equal = sent !== undefined && (name === 'charset' ? sameCharset(sent, value!) : sent === value);
    if (!equal) problems.push(`${name}=${sent ?? '(none)'}, the contract's type says ${name}=${value}`);
  }
  return problems;
}
