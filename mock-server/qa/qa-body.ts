/** The JSON body of a call to a QA route, or the 400 that says it is not JSON (or nests too deep to read). */
import { TOO_DEEP_MESSAGE, jsonNestingExceeds } from '../http/json-depth';
import { fail } from '../http/operation';

export async function readQaBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (jsonNestingExceeds(text)) return fail(400, TOO_DEEP_MESSAGE);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fail(400, 'Send the QA request as a JSON body (Content-Type application/json).');
  }
}
