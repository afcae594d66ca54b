/**
 * links_followed, the pure part ("every URL a response hands the client, used once"): which response
 * fields hand out a URL to use, how each is used, where one is in an answer, and the verdict on using it.
 *
 * A field hands out a URL when the contract says so: `format: uri` on a string (or on an array's items) is a link
 * to GET, unless its `x-link` says otherwise; `x-link: false` marks a URI that is a name, not an address (an XML
 * namespace, a code system, a base address, a folder); `x-link: { method: POST, protocol: tus }` a tus creation
 * endpoint (createSlideUpload's `uploadUrl`).
 */
import { matchTemplate, type OperationInfo } from '../openapi';
import { describeExchange } from '../checks/response';
import type { Exchange, Verdict } from '../types';
import { isRecord } from './extension';

export const LINK_EXTENSION = 'x-link';

export type LinkUse = { method: 'GET' } | { method: 'POST'; protocol: 'tus' };

/** The property names that hand out URLs, and how each is used, read from every schema of the contract. */
export function linkFields(doc: unknown): Map<string, LinkUse> {
  const fields = new Map<string, LinkUse>();
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (isRecord(node) && isRecord(node.properties)) {
      for (const [name, raw] of Object.entries(node.properties)) {
        const use = linkUse(raw);
        if (use) fields.set(name, use);
      }
    }
    for (const value of Object.values(node)) visit(value);
  };
  visit(doc);
  return fields;
}

/** How a property's URL is used: its `x-link`, else GET for `format: uri` (on it or its items); none otherwise. */
export function linkUse(property: unknown): LinkUse | undefined {
  if (!isRecord(property)) return undefined;
  const marker = property[LINK_EXTENSION];
  if (marker === false) return undefined;
  if (isRecord(marker) && marker.method === 'POST' && marker.protocol === 'tus')
    return { method: 'POST', protocol: 'tus' };
  const items = isRecord(property.items) ? property.items : undefined;
  if (marker !== undefined || property.format === 'uri' || items?.format === 'uri') return { method: 'GET' };
  return undefined;
}

/** Each absolute http(s) URL an answer's JSON holds under a link field, by field (an array's first item). */
export function linksIn(json: unknown, fields: Map<string, LinkUse>): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isRecord(node)) return;
    for (const [name, value] of Object.entries(node)) {
      const url = Array.isArray(value) ? value[0] : value;
      if (fields.has(name) && typeof url === 'string' && /^https?:\/\//i.test(url) && !found.has(name))
        found.set(name, url);
      else visit(value);
    }
  };
  visit(json);
  return found;
}

/** The contract's operation a URL on the server's origin reaches (GET), and its path values. */
export function operationAt(
  operations: OperationInfo[],
  url: URL,
  method = 'GET',
): { operation: OperationInfo; path: Record<string, string> } | undefined {
  for (const operation of operations) {
    if (operation.method !== method) continue;
    const path = matchTemplate(operation.path, url.pathname);
    if (path) return { operation, path };
  }
  return undefined;
}

/**
 * The answer to a handed-out URL used as the contract says: a GET answers 2xx with a Content-Type (206 to a
 * Range); a tus creation answers 201 with a Location. `what` names the field and the operation that gave it.
 */
export function linkVerdict(exchange: Exchange, use: LinkUse, what: string): Verdict {
  const response = exchange.response;
  if (response?.status === 429) return null;
  if (use.method === 'GET') {
    if (response && response.status >= 200 && response.status < 300 && response.headers['content-type'])
      return { pass: true };
    return {
      pass: false,
      expected: `2xx with a Content-Type for GET of ${what}`,
      seen: describeExchange(exchange),
    };
  }
  if (response?.status === 201 && response.headers.location) return { pass: true };
  return {
    pass: false,
    expected: `201 with a Location for the tus creation POST of ${what}`,
    seen: describeExchange(exchange),
  };
}
