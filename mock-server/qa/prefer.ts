/**
 * The Prefer header, as Prism reads it, for one request to an operation of the contract:
 *
 *   Prefer: code=404                 that declared status, with its example or a body generated from its schema
 *   Prefer: example=caseInReview     a named example of the response (with `code=` from that status's examples)
 *   Prefer: dynamic=true             a body generated at random from the schema, valid for it
 *   Prefer: delay=1500               wait first (ours, not Prism's); combines with the others or alone
 *
 * Preferences are separated by commas (or semicolons): `Prefer: code=200, dynamic=true`. Prism's query forms
 * `__code`, `__example`, `__dynamic` (and our `__delay`) work too. The handler is not run: no authentication,
 * no validation, no change to the data; the answer carries `Preference-Applied`. A code the operation does not
 * declare, an unknown example or a malformed value answers 400 naming what is allowed. Other preferences
 * (`return=minimal`, …) are ignored, as RFC 7240 asks.
 *
 * Only with the QA token (`X-Mock-Token`, as the QA routes ask): it answers in the handler's place, before
 * authentication, so without the token (or with another) Prefer and its query forms are ignored and the
 * request gets its real answer (./decide.ts).
 */
import { randomInt } from 'node:crypto';
import type { Answer, Effect } from './effects';
import { envelopeAnswer } from './effects';
import {
  covers,
  declaredResponses,
  exampleValue,
  resolvePointer,
  type DeclaredResponse,
  type MediaObject,
} from './contract-responses';
import type { RequestFacts } from './matching';
import { sample, type Schema } from './samples';

export const PREFER_HEADER = 'Prefer';
const MAX_DELAY_MS = 120_000;

export interface Preferences {
  code?: number;
  example?: string;
  dynamic?: boolean;
  delayMs?: number;
}

const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');

/** The preferences of the header and query, or the sentence saying which one is malformed. */
export function readPreferences(header: string | null, query: URLSearchParams): Preferences | string {
  const raw: Record<string, string> = {};
  for (const part of (header ?? '').split(/[,;]/)) {
    const [key, ...rest] = part.split('=');
    const name = key?.trim().toLowerCase();
    if (name && rest.length) raw[name] = unquote(rest.join('='));
  }
  for (const name of ['code', 'example', 'dynamic', 'delay']) {
    const value = query.get(`__${name}`);
    if (value !== null) raw[name] = value;
  }
  const prefs: Preferences = {};
  if (raw.code !== undefined) {
    if (!/^[1-5][0-9]{2}$/.test(raw.code)) return `Prefer code=${raw.code} is not an HTTP status code.`;
    prefs.code = Number(raw.code);
  }
  if (raw.example !== undefined) {
    if (!raw.example) return 'Prefer example= needs the name of an example.';
    prefs.example = raw.example;
  }
  if (raw.dynamic !== undefined) {
    if (raw.dynamic !== 'true' && raw.dynamic !== 'false') return 'Prefer dynamic= is true or false.';
    prefs.dynamic = raw.dynamic === 'true';
  }
  if (raw.delay !== undefined) {
    const ms = Number(raw.delay);
    if (!/^[0-9]+$/.test(raw.delay) || ms > MAX_DELAY_MS)
      return `Prefer delay= is a number of milliseconds from 0 to ${MAX_DELAY_MS}.`;
    prefs.delayMs = ms;
  }
  return prefs;
}

const isJson = (type: string) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);

/** The effects a request's preferences ask for; nothing for a request without them or outside the contract. */
export function preferEffects(
  facts: RequestFacts,
  header: string | null,
): { effect: Effect; label: string }[] {
  const hasQuery = ['__code', '__example', '__dynamic', '__delay'].some((k) => facts.searchParams.has(k));
  if (!header && !hasQuery) return [];
  const route = facts.route;
  if (!route?.operationId) return [];
  const prefs = readPreferences(header, facts.searchParams);
  if (typeof prefs === 'string')
    return [{ effect: { kind: 'answer', answer: envelopeAnswer(400, prefs) }, label: 'prefer refused' }];
  const effects: { effect: Effect; label: string }[] = [];
  if (prefs.delayMs)
    effects.push({ effect: { kind: 'delay', ms: prefs.delayMs }, label: `prefer delay=${prefs.delayMs}` });
  if (prefs.code === undefined && prefs.example === undefined && prefs.dynamic === undefined) return effects;
  const declared = declaredResponses(route.template, facts.method);
  if (!declared) return effects;
  const answer = preferredAnswer(`${route.operationId} (${facts.method} ${route.template})`, declared, prefs);
  const label = `prefer ${answer.headers['Preference-Applied'] ?? 'refused'}`;
  effects.push({ effect: { kind: 'answer', answer }, label });
  return effects;
}

function chooseResponse(
  what: string,
  declared: DeclaredResponse[],
  code: number | undefined,
): { response: DeclaredResponse; code: number } | string {
  const statuses = declared.map((d) => d.status).join(', ');
  if (code !== undefined) {
    const response =
      declared.find((d) => covers(d.status, code)) ?? declared.find((d) => d.status === 'default');
    if (!response) return `Prefer code=${code} is not declared for ${what}; declared: ${statuses}.`;
    return { response, code };
  }
  const success = declared
    .filter((d) => /^2/.test(d.status))
    .sort((a, b) => a.status.localeCompare(b.status))[0];
  if (!success) return `${what} declares no 2xx response; declared: ${statuses}.`;
  return { response: success, code: /^\d+$/.test(success.status) ? Number(success.status) : 200 };
}

export function preferredAnswer(what: string, declared: DeclaredResponse[], prefs: Preferences): Answer {
  const chosen = chooseResponse(what, declared, prefs.code);
  if (typeof chosen === 'string') return envelopeAnswer(400, chosen);
  const { response, code } = chosen;
  const applied = [`code=${code}`];
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  for (const [name, header] of Object.entries(response.headers)) {
    if (name.toLowerCase() === 'content-type') continue;
    const value = header.example ?? (header.schema as { example?: unknown } | undefined)?.example;
    if (value !== undefined) headers[name] = String(value);
    else if (header.required && header.schema) headers[name] = String(sampleOf(header.schema, false));
  }
  const types = Object.keys(response.content ?? {});
  const noBody = code === 204 || code === 304 || !types.length;
  const jsonType = types.find(isJson);
  if (prefs.example !== undefined && (noBody || !jsonType)) {
    return envelopeAnswer(
      400,
      `Prefer example=${prefs.example}: the ${code} response of ${what} has no JSON examples.`,
    );
  }
  if (noBody)
    return { status: code, headers: { ...headers, 'Preference-Applied': applied.join(', ') }, body: '' };
  if (!jsonType) {
    // A file (slide bytes, a download): its declared type, no bytes.
    return {
      status: code,
      headers: { ...headers, 'Content-Type': types[0]!, 'Preference-Applied': applied.join(', ') },
      body: '',
    };
  }
  const media = response.content![jsonType]!;
  let value: unknown;
  if (prefs.example !== undefined) {
    const example = exampleValue(media, prefs.example);
    if (!example.found) {
      const names = Object.keys(media.examples ?? {});
      return envelopeAnswer(
        400,
        `Prefer example=${prefs.example} is not an example of the ${code} response of ${what}; ` +
          (names.length ? `its examples: ${names.join(', ')}.` : 'it has no named examples.'),
      );
    }
    value = example.value;
    applied.push(`example=${prefs.example}`);
  } else if (prefs.dynamic) {
    value = sampleOf(media.schema ?? true, true);
    applied.push('dynamic=true');
  } else {
    value = staticValue(media);
  }
  return {
    status: code,
    headers: { ...headers, 'Content-Type': 'application/json', 'Preference-Applied': applied.join(', ') },
    body: JSON.stringify(value),
  };
}

/** Prism's static choice: the example, else the first named example, else a value made from the schema. */
function staticValue(media: MediaObject): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.keys(media.examples ?? {})[0];
  if (first !== undefined) return exampleValue(media, first).value;
  return sampleOf(media.schema ?? true, false);
}

function sampleOf(schema: Schema, dynamic: boolean): unknown {
  return sample(schema, {
    dynamic,
    seed: randomInt(1, 2 ** 31),
    resolve: (ref) => resolvePointer(ref) as Schema,
  });
}
