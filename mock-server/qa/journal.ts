/**
 * The request journal: the last 500 requests the HTTP mock answered (the QA routes themselves left out), for a
 * test or a QA session to check what a client sent.
 *
 *   GET    /__mock/requests?method=&path=&operationId=&namespace=&status=&since=&limit=
 *   DELETE /__mock/requests   empties it (so does POST /__mock/reset)
 *
 * Each entry: id, time, method, path and query, route template and operationId, namespace, status (null when the
 * connection was reset or closed before an answer), duration, what QA did to it (`applied`), and the JSON body
 * the client sent, with passwords, tokens, codes and signatures redacted and anything past 2,000 characters cut.
 * Filters: `path` is a concrete path, a template (`/api/cases/{caseId}`) or a prefix (`/slides/*`); `status` a
 * code or a class (`5xx`); `since` an ISO time or epoch milliseconds; `limit` keeps the newest (default and
 * most 500). Entries are in the order the requests arrived. The in-process handlers (vitest without a socket)
 * keep no journal.
 */
import { jsonNestingExceeds } from '../http/json-depth';
import { http, HttpResponse } from 'msw';
import { fail } from '../http/operation';
import type { ResolvedRoute } from './matching';

export const JOURNAL_SIZE = 500;
const BODY_CHARS = 2000;
/** Field and query names whose values are never kept. */
const SECRET = /password|passcode|secret|token|signature|^code$|^otp$|api-?key|authorization/i;
export const REDACTED = '[redacted]';

export interface JournalEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  query: string;
  route: string | null;
  operationId: string | null;
  namespace: string | null;
  status: number | null;
  durationMs: number | null;
  applied: string[];
  contentType: string | null;
  bodyBytes: number | null;
  body: unknown;
  bodyTruncated: boolean;
}

const entries: JournalEntry[] = [];
const byId = new Map<number, JournalEntry>();
let nextId = 1;

export function clearJournal() {
  entries.length = 0;
  byId.clear();
}

/** The path with any `{signature}` segment of its route redacted. */
function redactPath(pathname: string, route: ResolvedRoute | null): string {
  if (!route || !route.template.includes('{signature}')) return pathname;
  const parts = pathname.split('/');
  const names = route.template.split('/');
  return parts
    .map((part, i) => (SECRET.test(names[i]?.replace(/[{}]/g, '') ?? '') ? REDACTED : part))
    .join('/');
}

function redactQuery(search: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of search) out.append(key, SECRET.test(key) ? REDACTED : value);
  const text = out.toString();
  return text ? `?${text}` : '';
}

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = SECRET.test(key) ? REDACTED : redact(item);
    return out;
  }
  return value;
}

export function startEntry(facts: {
  method: string;
  pathname: string;
  searchParams: URLSearchParams;
  route: ResolvedRoute | null;
  namespace: string | null;
  contentType: string | null;
  contentLength: string | null;
}): JournalEntry {
  const length = Number(facts.contentLength);
  const entry: JournalEntry = {
    id: nextId++,
    time: new Date().toISOString(),
    method: facts.method,
    path: redactPath(facts.pathname, facts.route),
    query: redactQuery(facts.searchParams),
    route: facts.route?.template ?? null,
    operationId: facts.route?.operationId ?? null,
    namespace: facts.namespace,
    status: null,
    durationMs: null,
    applied: [],
    contentType: facts.contentType,
    bodyBytes: facts.contentLength !== null && Number.isFinite(length) ? length : null,
    body: null,
    bodyTruncated: false,
  };
  entries.push(entry);
  byId.set(entry.id, entry);
  while (entries.length > JOURNAL_SIZE) byId.delete(entries.shift()!.id);
  return entry;
}

export const journalEntry = (id: number) => byId.get(id);

/** Keeps a JSON body the client sent, redacted and cut to size. */
export function recordBody(entry: JournalEntry, text: string) {
  let parsed: unknown;
  try {
    // Too deep a body is kept as text: its redaction would recurse past the stack (the operation refuses it).
    if (jsonNestingExceeds(text)) throw new RangeError('nested too deeply');
    parsed = JSON.parse(text);
  } catch {
    entry.body = text.length > 200 ? `${text.slice(0, 200)}…` : text;
    entry.bodyTruncated = text.length > 200;
    return;
  }
  const redacted = redact(parsed);
  const json = JSON.stringify(redacted);
  if (json.length <= BODY_CHARS) entry.body = redacted;
  else {
    entry.body = `${json.slice(0, BODY_CHARS)}…`;
    entry.bodyTruncated = true;
  }
}

export function finishEntry(entry: JournalEntry, status: number | null, started: number) {
  entry.status = status;
  entry.durationMs = Math.round((performance.now() - started) * 10) / 10;
}

const shape = (template: string) => template.replace(/\{\w*\}/g, '{}');

/** The entries a query's filters select; a string names a filter that cannot be read. */
export function queryJournal(query: URLSearchParams): JournalEntry[] | string {
  const method = query.get('method')?.toUpperCase();
  const path = query.get('path');
  const operationId = query.get('operationId');
  const namespace = query.get('namespace');
  const status = query.get('status');
  const since = query.get('since');
  const limitText = query.get('limit');
  if (status !== null && !/^[1-5]([0-9]{2}|xx)$/i.test(status))
    return 'status is a code (503) or a class (5xx).';
  let sinceMs: number | null = null;
  if (since !== null) {
    sinceMs = /^\d+$/.test(since) ? Number(since) : Date.parse(since);
    if (!Number.isFinite(sinceMs)) return 'since is an ISO time or epoch milliseconds.';
  }
  const limit = limitText === null ? JOURNAL_SIZE : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > JOURNAL_SIZE)
    return `limit is a whole number from 1 to ${JOURNAL_SIZE}.`;
  const selected = entries.filter((e) => {
    if (method && e.method !== method) return false;
    if (operationId && e.operationId !== operationId) return false;
    if (namespace !== null && e.namespace !== namespace) return false;
    if (status !== null) {
      const code = String(e.status ?? '');
      if (/xx$/i.test(status) ? code[0] !== status[0] : code !== status) return false;
    }
    if (sinceMs !== null && Date.parse(e.time) < sinceMs) return false;
    if (path !== null) {
      if (path.includes('{')) return e.route !== null && shape(e.route) === shape(path);
      if (path.endsWith('*')) return e.path.startsWith(path.slice(0, -1));
      return e.path === path;
    }
    return true;
  });
  return selected.slice(-limit);
}

export const journalHandlers = [
  http.get('*/__mock/requests', ({ request }) => {
    const result = queryJournal(new URL(request.url).searchParams);
    if (typeof result === 'string') return fail(400, result);
    return HttpResponse.json({ isSuccess: true, message: null, data: result, error: null, details: null });
  }),
  http.delete('*/__mock/requests', () => {
    clearJournal();
    return HttpResponse.json({
      isSuccess: true,
      message: 'Journal cleared.',
      data: null,
      error: null,
      details: null,
    });
  }),
];
