/**
 * How deep a JSON text nests its arrays and objects, counted without parsing it (strings skipped), so a body
 * nested thousands deep is refused (400) before a parser, a schema or the journal's redaction recurses into it
 * and runs out of stack. No request of the contract nests more than a few levels.
 */
export const JSON_MAX_DEPTH = 64;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply: at most ${JSON_MAX_DEPTH} levels of arrays and objects.`;

/** Whether `text` opens more than `max` arrays or objects inside each other. */
export function jsonNestingExceeds(text: string, max = JSON_MAX_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
