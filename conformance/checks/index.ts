/** The checks by name, and the response checks every answer to a documented operation goes through. */
import { HAZARDS } from '../config';
import type { OperationInfo, Schemas } from '../openapi';
import type { Results } from '../results';
import type { CheckName, Exchange, Verdict } from '../types';
import {
  contentTypeConformance,
  maxResponseTime,
  notAServerError,
  responseHeadersConformance,
  responseSchemaConformance,
  statusCodeConformance,
} from './response';
import { assignmentRankingConsistent } from './assignment-ranking';
import { dueStateConsistent } from './due-state';
import { qaBlindingKept } from './qa-blinding';

export const RESPONSE_CHECKS: CheckName[] = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'due_state_consistent',
  'assignment_ranking_consistent',
  'qa_blinding_kept',
  // Judged by the run's secret ledger (../secret-ledger.ts), which knows what the run sent and was given.
  'no_secret_in_answer',
  // Opt-in: judged only when the run has a limit (--max-response-time).
  'max_response_time',
];

/** What each check asserts, for the report and the docs. */
export const CHECK_DESCRIPTIONS: Record<CheckName, string> = {
  not_a_server_error: 'no answer is a 5xx, and every request gets an answer',
  status_code_conformance: 'every status is one the operation declares',
  content_type_conformance: "every Content-Type is one the status's response declares",
  response_headers_conformance: 'declared headers are present when required and valid against their schema',
  response_schema_conformance:
    'every JSON body matches the schema declared for its status; every FHIR resource received is valid R4',
  due_state_consistent:
    "every case's dueAt and dueState agree with the answer's time: Overdue from the due time on, not before",
  assignment_ranking_consistent:
    'a ranking of providers gives every rule, ranks the eligible 1…n by room, and lists none eligible with a rule broken',
  qa_blinding_kept:
    'a case answered blinded to a QA reviewer never names its signer, nor its diagnosis before the blind read',
  negative_data_rejection: 'a request the schemas refuse (one mutation of a valid one) answers 4xx',
  positive_data_acceptance:
    'a request the schemas allow is not refused as malformed (2xx, or 403/404/409/422)',
  ignored_auth:
    'a secured operation answers 401 without a token or with a made-up one, 403 to a role outside x-roles',
  use_after_free: 'a deleted resource answers 404 afterwards',
  ensure_resource_availability: 'a created resource is found by the operations that name it',
  idempotent_replay:
    'a create sent again with the same Idempotency-Key and body answers the resource the first one made; with another body, the refusal its description quotes (422), making nothing',
  missing_required_header:
    'a request without a required header (or a body without its Content-Type) answers 4xx',
  unsupported_method: 'a method a path does not document answers 405 with Allow',
  token_revocation: 'a token revoked by logout or a password change answers 401 (invalid_token) afterwards',
  deleted_leaves_list: 'a deleted resource is gone from its list as well as from its own URL',
  pagination_consistency:
    'total and totalPages agree with what paging through returns; the declared maximum page size is accepted',
  state_transitions:
    'each transition is refused (409, in the envelope) from the states the contract forbids, allowed from the others; no delivery without an enabled endpoint',
  patch_changes_only_sent: 'an update changes only the fields it sends',
  max_length_refused:
    'free text one past its maxLength is refused (4xx), not cut; text at maxLength is kept whole',
  enum_exact: 'an enum query value in another letter case is refused, not folded',
  signed_url_integrity: 'a signed URL with a tampered signature or a past expiry is refused, always',
  unicode_round_trip: 'non-ASCII text is stored and read back unchanged',
  owner_only: "a user's own records (notifications) are never listed for, read or changed by another user",
  role_view_kept:
    "a list answers each role only the items the contract lets it see (x-role-view: a facility user its facility's cases, a provider the cases available or assigned to them)",
  role_fields_kept:
    'an answer gives each role none of the fields the contract keeps from it (x-role-fields: a facility user no report draft, only a provider a pick-up verdict)',
  append_only:
    'an append-only list (x-append-only) refuses every write to it and its records, and keeps each record unchanged',
  refusal_as_listed:
    'an action its list marks refused for the caller (x-refusal-listed: a pick-up under the assignment rules) answers 403 with the listed reason',
  event_stream_conformance:
    'an event stream (x-event-stream) is text/event-stream, frames each event with a growing id and its type, resumes after Last-Event-ID and refuses one that is not an id',
  write_read_back:
    'a write that answered success, repeated, is proved by a read: the fields sent read as sent, a deleted record gone, the state of an action (x-effect) moved; or it is listed as unchecked, with why',
  links_followed:
    'every URL a response hands out (format: uri, x-link) answers when used once as the contract says: a GET 2xx with a Content-Type, a tus creation 201 with a Location; the Location (or other URL header) of a 2xx answer a 2xx of the operation it reaches, its schema kept',
  cors_as_declared:
    'a request naming a foreign Origin (and its preflight) gets no CORS header where the contract declares none, and only what it declares where it does (the slide routes)',
  no_secret_in_answer:
    'no answer carries a password the run sent, a token or credential it was given (outside the fields that hand one out by design), a password hash, or a field named like a secret the schema does not declare',
  success_reached:
    'every operation answers 2xx to at least one request of the run, so its success answer is judged; unless the contract says why no run can reach it (x-conformance-unreachable) or the run said why it sent none (NOT SENT)',
  rate_limit_conformance:
    'opt-in (--probe-limits): a documented limit (x-rate-limit) takes its requests from a throwaway identity and refuses the next 429, with a valid Retry-After within its window and the declared body',
  max_response_time: 'every answer comes within --max-response-time milliseconds',
};

/** Every response check on one answer to a documented operation (and its time, when a limit is given). */
export function judgeResponse(
  results: Results,
  operation: OperationInfo,
  exchange: Exchange,
  schemas: Schemas,
  doc: unknown,
  limits: { maxResponseTimeMs?: number } = {},
) {
  results.observe(operation, exchange);
  const context = { operation, exchange };
  const verdicts: [CheckName, Verdict][] = [
    ['not_a_server_error', notAServerError(context)],
    ['status_code_conformance', statusCodeConformance(context)],
    ['content_type_conformance', contentTypeConformance(context)],
    ['response_headers_conformance', responseHeadersConformance(context, schemas, doc)],
    ['response_schema_conformance', responseSchemaConformance(context, schemas)],
    ['due_state_consistent', dueStateConsistent(context)],
    ['assignment_ranking_consistent', assignmentRankingConsistent(context)],
    ['qa_blinding_kept', qaBlindingKept(context)],
  ];
  if (limits.maxResponseTimeMs !== undefined) {
    const slow = HAZARDS[operation.operationId]?.deliberatelySlow;
    verdicts.push(['max_response_time', maxResponseTime(context, limits.maxResponseTimeMs, slow)]);
  }
  for (const [check, verdict] of verdicts) results.record(operation, check, verdict, exchange);
}
