/** The shapes the checker passes around: requests it builds, what came back, check outcomes. */
import type { StreamFrame } from '../contracts/event-stream';
import type { OperationInfo } from './openapi';

export const CHECK_NAMES = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'due_state_consistent',
  'assignment_ranking_consistent',
  'qa_blinding_kept',
  'negative_data_rejection',
  'positive_data_acceptance',
  'ignored_auth',
  'use_after_free',
  'ensure_resource_availability',
  'idempotent_replay',
  'missing_required_header',
  'unsupported_method',
  // Rules the contract states in words, made machine-readable by its x- extensions (conformance/rules/).
  'token_revocation',
  'deleted_leaves_list',
  'pagination_consistency',
  'state_transitions',
  'patch_changes_only_sent',
  'max_length_refused',
  'enum_exact',
  'signed_url_integrity',
  'unicode_round_trip',
  'owner_only',
  'role_view_kept',
  'role_fields_kept',
  'append_only',
  'refusal_as_listed',
  'event_stream_conformance',
  'write_read_back',
  'links_followed',
  'success_reached',
  // Behaviour checked without a marker: what another origin or an answer must never be handed (decision 160).
  'cors_as_declared',
  'no_secret_in_answer',
  // Opt-in: only with --probe-limits (the limits of x-rate-limit provoked, conformance/rules/rate-limits.ts).
  'rate_limit_conformance',
  // Opt-in: only with --max-response-time.
  'max_response_time',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

export type RequestBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: Record<string, string>; files: FilePart[] }
  /** Bytes sent with no Content-Type at all (missing_required_header). */
  | { kind: 'untyped'; text: string };

/** How the request is authenticated: a role's token, none, or a token no server issued. */
export type AuthMode = { role: string } | { none: true } | { invalid: true };

export interface RequestSpec {
  method: string;
  /** The path template and the values of its parameters. */
  template: string;
  pathParams: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: RequestBody;
  auth: AuthMode;
}

/** Why this request was made: an example of the contract, generated valid data, or broken data. */
export type CaseKind = 'example' | 'positive' | 'negative';

export interface GeneratedCase {
  kind: CaseKind;
  /** For negative cases: what was broken. */
  mutation?: string;
  request: RequestSpec;
}

export interface ResponseRecord {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  /** The body as text when it is text (JSON, XML, HTML…), else undefined (bytes are not kept). */
  text?: string;
  /** The parsed body when it parsed as JSON. */
  json?: unknown;
  /**
   * A `text/event-stream`: the frames read in the client's short window (`text` holds their text; the stream
   * was then closed, conformance/stream-read.ts). `ms` is then the time to the headers.
   */
  frames?: StreamFrame[];
  size: number;
  ms: number;
}

export interface Exchange {
  request: RequestSpec;
  url: string;
  response?: ResponseRecord;
  /** No response: the connection failed or timed out. */
  error?: string;
  /** The reproducing curl line (tokens as environment variables). */
  curl: string;
}

export interface CheckFailure {
  check: CheckName;
  operationId: string;
  method: string;
  path: string;
  role: string;
  expected: string;
  seen: string;
  curl: string;
  /** What the first failing request got back (bounded, secrets redacted): for the HTML report and the JSON. */
  answer?: AnswerExcerpt;
  /** How many requests failed the same way (the first one's reproducer is kept). */
  occurrences: number;
}

/** The start of an answer, as a report shows it (conformance/excerpt.ts). */
export interface AnswerExcerpt {
  /** The status, or undefined when no answer came (then `error` says why). */
  status?: number;
  error?: string;
  /** Lower-cased names, in the order they came; long values cut. */
  headers: [string, string][];
  /** The start of a text body (JSON pretty-printed), or a note for bytes. */
  body: string;
  /** The body went on past what is kept. */
  truncated: boolean;
  ms?: number;
}

/** One check's verdict on one exchange: passed, failed (with what was expected and seen) or nothing to say. */
export type Verdict = { pass: true } | { pass: false; expected: string; seen: string } | null;

export interface CheckContext {
  operation: OperationInfo;
  exchange: Exchange;
  kind?: CaseKind;
}
