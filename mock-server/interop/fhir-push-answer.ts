/**
 * What a FHIR server's answer to a pushed transaction means for the delivery (decision 139), as pure rules:
 * acknowledged only for 200 or 201 with a `transaction-response` Bundle whose every entry succeeded; anything else
 * is rejected and retried, as an HL7 NAK is (AE and AR alike). The log keeps the status line as the ACK code and
 * text, with the first issue of an OperationOutcome (the answer's, or an entry's) when there is one.
 */
import type { components } from '../../contracts';

type Attempt = Pick<components['schemas']['DeliveryAttempt'], 'outcome' | 'ackCode' | 'ackText'>;

/** The most of a text the log keeps (the contract's ackText). */
const MAX_TEXT = 500;

/** Text from a peer as the log keeps it: control characters as spaces, within the bound. */
export const logText = (text: string, max = MAX_TEXT) => {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first issue's diagnostics (or details.text) of an OperationOutcome, else null. */
function firstIssue(value: unknown): string | null {
  if (!isObject(value) || value['resourceType'] !== 'OperationOutcome') return null;
  const issue = Array.isArray(value['issue']) ? (value['issue'][0] as unknown) : null;
  if (!isObject(issue)) return null;
  const details = isObject(issue['details']) ? issue['details']['text'] : undefined;
  const said = issue['diagnostics'] ?? details;
  return typeof said === 'string' && said.trim() ? said : null;
}

/** The entries of a transaction-response Bundle, or null when `body` is not one. */
function responseEntries(body: unknown): Json[] | null {
  if (!isObject(body) || body['resourceType'] !== 'Bundle' || body['type'] !== 'transaction-response')
    return null;
  const entries = body['entry'];
  return Array.isArray(entries) && entries.every(isObject) ? entries : null;
}

const statusOf = (entry: Json) =>
  isObject(entry['response']) && typeof entry['response']['status'] === 'string'
    ? entry['response']['status']
    : '';

/**
 * The attempt an answer makes: `status` and `statusText` the HTTP status line, `body` the answer's JSON (undefined
 * when it was none). `redacted` is removed from every text kept (a server may echo the token it was sent).
 */
export function readFhirAnswer(
  status: number,
  statusText: string,
  body: unknown,
  redacted: string | null = null,
): Attempt {
  const line = `${status}${statusText ? ` ${statusText}` : ''}`;
  const text = (said: string) => logText(redacted ? said.split(redacted).join('[token]') : said);
  const ackCode = status >= 100 && status <= 599 ? String(status) : null;
  if (status === 200 || status === 201) {
    const entries = responseEntries(body);
    if (!entries)
      return {
        outcome: 'rejected',
        ackCode,
        ackText: text(`${line}: the answer was not a transaction-response Bundle.`),
      };
    const failed = entries.find((entry) => !/^2\d\d/.test(statusOf(entry)));
    if (entries.length === 0 || failed) {
      const issue = failed && isObject(failed['response']) ? firstIssue(failed['response']['outcome']) : null;
      const which = failed ? `an entry answered ${statusOf(failed) || 'no status'}` : 'it had no entries';
      return {
        outcome: 'rejected',
        ackCode,
        ackText: text(`${line}, but ${which}${issue ? `: ${issue}` : '.'}`),
      };
    }
    return { outcome: 'acknowledged', ackCode, ackText: text(line) };
  }
  if (status >= 300 && status < 400)
    return {
      outcome: 'rejected',
      ackCode,
      ackText: text(`${line}: redirects are not followed; save the URL it points to.`),
    };
  const issue = firstIssue(body);
  return { outcome: 'rejected', ackCode, ackText: text(issue ? `${line}: ${issue}` : line) };
}

/**
 * How long a Retry-After header asks to wait, in ms (a number of seconds, or an HTTP date after `now`); null when
 * absent or unreadable.
 */
export function retryAfterMs(header: string | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
