/** The JSON body of a call to a QA route, or the 400 that says it is not JSON. */
import { fail } from '../http/operation';

export async function readQaBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return fail(400, 'Send the QA request as a JSON body (Content-Type application/json).');
  }
}
