/**
 * The pure verdicts of ignored_auth's probes on records that exist: a DELETE sent by a caller it must
 * refuse (a role outside x-roles, another facility) while its record is there, judged by its answer and by the
 * record read back afterwards; and another facility's request naming this facility's record in its body or query
 * (`x-tenant-ids: { body | query }`), judged only once the same request with its own record was accepted.
 */
import { describeResponse } from '../checks/response';
import type { Exchange, Verdict } from '../types';

const inconclusive = (exchange: Exchange) =>
  !exchange.response || exchange.response.status === 429 || exchange.response.status >= 500;
const succeeded = (exchange: Exchange) =>
  !!exchange.response && exchange.response.status >= 200 && exchange.response.status < 300;

/** What a read answered of a record, to compare two reads: its status and its body (the data, else the text). */
export function recordState(exchange: Exchange): string {
  const response = exchange.response;
  if (!response) return `no answer (${exchange.error})`;
  const json = response.json as { data?: unknown } | undefined;
  const body = json && typeof json === 'object' && 'data' in json ? json.data : (json ?? response.text);
  // A body of null is a state of its own (data: null is not an empty answer of 0 bytes): the size only without one.
  return `${response.status} ${JSON.stringify(body === undefined ? (response.size ?? null) : body)}`;
}

/** The read after a probe, against the read before: gone or changed, in words; undefined when it is the same. */
function damage(read: string, before: Exchange, after: Exchange): string | undefined {
  if (recordState(after) === recordState(before)) return undefined;
  if (!succeeded(after))
    return `${read} then answered ${after.response ? describeResponse(after.response) : after.error}: the record is gone`;
  return `${read} then answered the record changed`;
}

export interface DeleteProbe {
  operationId: string;
  /** Who sent it: a role outside x-roles, or another facility's account. */
  caller: string;
  /** Why that caller must be refused, for the failure's expectation. */
  why: string;
  /** The operation that read the record before and after. */
  read: string;
}

/**
 * A DELETE by a caller it must refuse, sent while its record existed (`before`: read 2xx just before): 403 or 404,
 * and the record read back the same afterwards. A 2xx or a 401 fails whatever the read says; a refusal that
 * deleted the record anyway fails too. Another refusal (400, 409, 422) with the record intact is left unjudged, as
 * ignored_auth leaves it; so is a record that could not be read before.
 */
export function deleteWhileExistsVerdict(
  probe: DeleteProbe,
  probed: Exchange,
  before: Exchange,
  after: Exchange,
): Verdict {
  if (inconclusive(probed) || !succeeded(before) || inconclusive(after)) return null;
  const response = probed.response!;
  const expected = `403 or 404 for ${probe.caller} (${probe.why}) sending ${probe.operationId} while its record existed, and the record still there (${probe.read})`;
  const harm = damage(probe.read, before, after);
  const refused = response.status === 403 || response.status === 404;
  const otherRefusal = response.status >= 400 && response.status !== 401 && !refused;
  if (!harm && refused) return { pass: true };
  if (!harm && otherRefusal) return null;
  return {
    pass: false,
    expected,
    seen: `${describeResponse(response)}${harm ? `; ${harm}` : `; ${probe.read} then answered it unchanged`}`,
  };
}

/** Whether a JSON value holds the string anywhere (an item naming the record). */
export function holds(value: unknown, id: string): boolean {
  if (value === id) return true;
  if (Array.isArray(value)) return value.some((item) => holds(item, id));
  if (value && typeof value === 'object') return Object.values(value).some((item) => holds(item, id));
  return false;
}

export interface ForeignIdProbe {
  operationId: string;
  /** 'body' or 'query', and the field or parameter holding the id. */
  where: 'body' | 'query';
  field: string;
  /** This facility's record, and the facility role whose request succeeded with it. */
  id: string;
  from: string;
  /** The operation that read the record before and after. */
  read: string;
}

/**
 * Another facility's account sending a request whose `field` names this facility's record `id`, the same request
 * with its own record having been accepted (`own`: else a refusal says nothing, and it is left unjudged). A body's
 * id must be refused (any 4xx but 401); a query's may also answer a list holding nothing of the record (`ours`:
 * the same query as `from` holds it, else there was nothing to leak and it is unjudged). Either way the record,
 * read by `from` before and after, must not change.
 */
export function foreignIdVerdict(
  probe: ForeignIdProbe,
  answers: { own: Exchange; probed: Exchange; before: Exchange; after: Exchange; ours?: Exchange },
): Verdict {
  const { own, probed, before, after, ours } = answers;
  if (!succeeded(own) || inconclusive(probed) || !succeeded(before) || inconclusive(after)) return null;
  const response = probed.response!;
  const named = `${probe.field} ${probe.id} (a record of ${probe.from}'s facility) in the ${probe.where}`;
  const harm = damage(probe.read, before, after);
  // Anything but a refusal (or, for a query, a list holding nothing of the record) is taken as done.
  const leaked =
    response.status === 401 ||
    (response.status < 400 &&
      (probe.where === 'body' ||
        !succeeded(probed) ||
        holds((response.json as { data?: unknown } | undefined)?.data, probe.id)));
  const judged =
    probe.where === 'body' || !succeeded(probed) || (ours && holds(ours.response?.json, probe.id));
  if (!harm && !leaked) return judged ? { pass: true } : null;
  return {
    pass: false,
    expected:
      probe.where === 'body'
        ? `a refusal (403, 404 or 422) for another facility's account naming ${named}, its own accepted; the record unchanged (${probe.read})`
        : `a refusal, or a list holding nothing of it, for another facility's account naming ${named}; the record unchanged (${probe.read})`,
    seen: `${describeResponse(response)}${harm ? `; ${harm}` : ''}`,
  };
}
