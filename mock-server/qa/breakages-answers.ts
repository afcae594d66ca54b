/**
 * Breakages of what the mock answers (./breakages.ts): a 5xx or no answer, an undeclared status, a wrong
 * Content-Type, declared headers missing or wrong, bodies that break their schema, a case's clock out of step.
 */
import { SERVER_ERROR_MESSAGE } from '../http/careful';
import { db } from '../store/db';
import { dataOf, envelope, onData, succeeded, type Breakage, type Data } from './breakage-hook';

export const ANSWER_BREAKAGES: Breakage[] = [
  // not_a_server_error
  {
    name: 'server-error',
    breaks: 'getEnquiry answers 500 (in the envelope) to every request',
    check: 'not_a_server_error',
    operations: ['getEnquiry'],
    effects: () => [{ operationId: 'getEnquiry', answer: () => envelope(500, SERVER_ERROR_MESSAGE) }],
  },
  {
    name: 'dropped-connection',
    breaks: 'listSubspecialties closes the connection without answering',
    check: 'not_a_server_error',
    operations: ['listSubspecialties'],
    effects: () => [{ operationId: 'listSubspecialties', drop: true }],
  },
  // status_code_conformance
  {
    name: 'created-answers-200',
    breaks: 'createSupportRequest answers 200 instead of its declared 201',
    check: 'status_code_conformance',
    operations: ['createSupportRequest'],
    effects: () => [
      {
        operationId: 'createSupportRequest',
        response: (a) => (a.status === 201 ? { ...a, status: 200 } : a),
      },
    ],
  },
  {
    name: 'update-answers-204',
    breaks: 'updateGroup answers 204 No Content (undeclared) instead of 200 with the group',
    check: 'status_code_conformance',
    operations: ['updateGroup'],
    effects: () => [
      {
        operationId: 'updateGroup',
        response: (a) => (a.status === 200 ? { status: 204, headers: {}, body: Buffer.alloc(0) } : a),
      },
    ],
  },
  // content_type_conformance
  {
    name: 'json-as-html',
    breaks: 'listCountries sends its JSON as text/html',
    check: 'content_type_conformance',
    operations: ['listCountries'],
    effects: () => [
      {
        operationId: 'listCountries',
        response: (a) => ({ ...a, headers: { ...a.headers, 'content-type': 'text/html; charset=utf-8' } }),
      },
    ],
  },
  {
    name: 'json-without-content-type',
    breaks: 'getEnumerations sends its JSON without a Content-Type',
    check: 'content_type_conformance',
    operations: ['getEnumerations'],
    effects: () => [
      {
        operationId: 'getEnumerations',
        response: (a) => {
          const { 'content-type': _type, ...headers } = a.headers;
          return { ...a, headers };
        },
      },
    ],
  },
  {
    name: 'download-as-octet-stream',
    breaks: 'downloadCaseAttachment sends files as application/octet-stream, not their declared types',
    check: 'content_type_conformance',
    operations: ['downloadCaseAttachment'],
    effects: () => [
      {
        operationId: 'downloadCaseAttachment',
        response: (a) =>
          succeeded(a) ? { ...a, headers: { ...a.headers, 'content-type': 'application/octet-stream' } } : a,
      },
    ],
  },
  // response_headers_conformance
  {
    name: 'missing-retry-after',
    breaks: 'listInsurancePayers answers 429 without Retry-After',
    check: 'response_headers_conformance',
    operations: ['listInsurancePayers'],
    effects: () => [
      {
        operationId: 'listInsurancePayers',
        answer: () => envelope(429, 'Too many requests. Try again in 1 minute.'),
      },
    ],
  },
  {
    name: 'retry-after-as-date',
    breaks: 'listSpecialStains answers 429 with Retry-After as an HTTP date, not the declared seconds',
    check: 'response_headers_conformance',
    operations: ['listSpecialStains'],
    effects: () => [
      {
        operationId: 'listSpecialStains',
        answer: () =>
          envelope(429, 'Too many requests. Try again in 1 minute.', {
            'retry-after': new Date(Date.now() + 60_000).toUTCString(),
          }),
      },
    ],
  },
  {
    name: 'missing-content-disposition',
    breaks: 'downloadCaseAttachment sends files without Content-Disposition',
    check: 'response_headers_conformance',
    operations: ['downloadCaseAttachment'],
    effects: () => [
      {
        operationId: 'downloadCaseAttachment',
        response: (a) => {
          const { 'content-disposition': _disposition, ...headers } = a.headers;
          return { ...a, headers };
        },
      },
    ],
  },
  {
    name: 'slide-cors-one-origin',
    breaks: "getSlideThumbnail's Access-Control-Allow-Origin names one origin instead of the declared *",
    check: 'response_headers_conformance',
    operations: ['getSlideThumbnail'],
    effects: () => [
      {
        operationId: 'getSlideThumbnail',
        response: (a) => ({
          ...a,
          headers: { ...a.headers, 'access-control-allow-origin': 'https://viewer.example' },
        }),
      },
    ],
  },
  // response_schema_conformance
  {
    name: 'required-field-missing',
    breaks: "getGroup's group has no createdAt (required)",
    check: 'response_schema_conformance',
    operations: ['getGroup'],
    effects: () => [{ operationId: 'getGroup', response: onData((data) => delete data.createdAt) }],
  },
  {
    name: 'wrong-type',
    breaks: 'listGroups\' total is a string ("12"), not an integer',
    check: 'response_schema_conformance',
    operations: ['listGroups'],
    effects: () => [
      { operationId: 'listGroups', response: onData((data) => (data.total = String(data.total))) },
    ],
  },
  {
    // Such a list passed every request before the answers to id collection were judged (the checks'
    // own listCases requests, generated with filters, mostly found empty pages).
    name: 'list-item-wrong-type',
    breaks: "listCases' items carry caseRecordId as a number, not a string",
    check: 'response_schema_conformance',
    operations: ['listCases'],
    effects: () => [
      {
        operationId: 'listCases',
        response: onData((data) => {
          for (const item of (data.items as Data[] | undefined) ?? [])
            item.caseRecordId = Number.parseInt(String(item.caseRecordId).replace(/\D/g, ''), 10) || 1;
        }),
      },
    ],
  },
  {
    name: 'enum-outside-list',
    breaks: "getCase's status is 'Archived', which is not one of CaseStatus",
    check: 'response_schema_conformance',
    operations: ['getCase'],
    effects: () => [{ operationId: 'getCase', response: onData((data) => (data.status = 'Archived')) }],
  },
  {
    name: 'string-over-max-length',
    breaks: 'listUsStates labels run past their maxLength (200)',
    check: 'response_schema_conformance',
    operations: ['listUsStates'],
    effects: () => [
      {
        operationId: 'listUsStates',
        response: (a) => {
          const items = dataOf(a) as unknown as { label: string }[] | undefined;
          if (succeeded(a) && Array.isArray(items))
            for (const item of items) item.label = item.label.padEnd(201, '.');
        },
      },
    ],
  },
  {
    name: 'bad-date-time',
    breaks: "getTask's createdAt is '15/11/2026 09:30', not a date-time",
    check: 'response_schema_conformance',
    operations: ['getTask'],
    effects: () => [
      { operationId: 'getTask', response: onData((data) => (data.createdAt = '15/11/2026 09:30')) },
    ],
  },
  {
    name: 'success-envelope-false',
    breaks: 'getBanner answers 200 with isSuccess false',
    check: 'response_schema_conformance',
    operations: ['getBanner'],
    effects: () => [
      {
        operationId: 'getBanner',
        response: (a) => {
          if (succeeded(a) && a.json && typeof a.json === 'object') (a.json as Data).isSuccess = false;
        },
      },
    ],
  },
  // due_state_consistent
  {
    name: 'due-state-never-overdue',
    breaks: 'listCases says every case with a due time is OnTime, overdue ones included',
    check: 'due_state_consistent',
    operations: ['listCases'],
    effects: () => [
      {
        operationId: 'listCases',
        response: onData((data) => {
          for (const item of (data.items as Data[] | undefined) ?? [])
            if (item.dueAt) item.dueState = 'OnTime';
        }),
      },
    ],
  },
  // assignment_ranking_consistent
  {
    name: 'ranking-ignores-rules',
    breaks: 'listAssignmentCandidates ranks every provider as eligible, whatever rules they break',
    check: 'assignment_ranking_consistent',
    operations: ['listAssignmentCandidates'],
    // Enough requests that some name an Available or Assigned case (a ranking), not only a 409.
    maxExamples: 25,
    effects: () => [
      {
        operationId: 'listAssignmentCandidates',
        response: onData((data) => {
          const everyone = [...((data.eligible as Data[]) ?? []), ...((data.ineligible as Data[]) ?? [])];
          data.eligible = everyone.map((item, i) => ({ ...item, rank: i + 1 }));
          data.ineligible = [];
        }),
      },
    ],
  },
  // qa_blinding_kept
  {
    name: 'blinded-review-leaks-signer',
    breaks: 'getCase answers a blinded QA reviewer the case with its signer, diagnosis and final report',
    check: 'qa_blinding_kept',
    operations: ['getCase'],
    maxExamples: 25,
    effects: () => [
      {
        operationId: 'getCase',
        response: onData((data) => {
          if (data.blinded !== true) return;
          const item = db.cases.findFirst((q) => q.where({ caseID: String(data.caseID) }));
          if (!item) return;
          data.assignedProvider = item.assignedProvider;
          data.primaryDiagnosis = item.primaryDiagnosis;
          data.finalReport = item.finalReport;
        }),
      },
    ],
  },
  {
    name: 'notification-unread-count-missing',
    breaks: 'listMyNotifications answers its page without the unreadCount the header reads',
    check: 'response_schema_conformance',
    operations: ['listMyNotifications'],
    effects: () => [
      {
        operationId: 'listMyNotifications',
        response: onData((data) => {
          delete data.unreadCount;
        }),
      },
    ],
  },
];
