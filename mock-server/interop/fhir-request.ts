/**
 * What a FHIR request asks of the answer beyond its search (R4 http.html, search.html): `_format` and
 * `Prefer: handling`. Pure. The API writes JSON only: `_format` naming JSON is served, any other format answers
 * 406, since R4 has a server that cannot produce the asked format say so rather than send another.
 */

/** The `_format` values that mean FHIR JSON (R4 http.html, "Content Types and encodings"). */
const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);

/**
 * null when the answer can be what `_format` asks (JSON, or no `_format`), else the format it names. A `+` left
 * unencoded in a query reads as a space (`_format=application/fhir+json`), so a space there is taken as the `+`.
 */
export function unsupportedFormat(query: URLSearchParams): string | null {
  for (const raw of query.getAll('_format')) {
    const format = raw.split(';')[0]!.trim().replace(/ /g, '+').toLowerCase();
    if (!JSON_FORMATS.has(format)) return raw;
  }
  return null;
}

/**
 * How a search treats the parameters it does not support (R4 search.html, "Handling Errors"): `lenient`, ignoring
 * them, unless `Prefer` asks `handling=strict`, which refuses them.
 */
export function handlingOf(prefer: string | null): 'strict' | 'lenient' {
  const preferences = (prefer ?? '').split(/[,;]/).map((part) => part.trim().toLowerCase());
  return preferences.some((part) => /^handling\s*=\s*"?strict"?$/.test(part)) ? 'strict' : 'lenient';
}
