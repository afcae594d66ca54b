/**
 * Breakages of how the mock behaves (./breakages.ts): broken data accepted, valid data refused, auth ignored,
 * deleted resources kept, created ones missing, a create's Idempotency-Key ignored, a body without its
 * Content-Type read anyway, undocumented methods answered.
 */
import type { OperationId } from '../../contracts';
import { operations, isAdminRole } from '../../contracts';
import { db } from '../store/db';
import {
  envelope,
  onData,
  sessionUser,
  someSessionToken,
  success,
  succeeded,
  type Breakage,
  type BreakageEffect,
  type BrokenRequest,
  type Data,
} from './breakage-hook';

/** The values each enum query parameter of an operation allows (from the generated zod of its query). */
export function queryEnums(operationId: OperationId): Record<string, unknown[]> {
  const query = operations[operationId].query as {
    shape?: Record<string, { options?: unknown[]; unwrap?: () => unknown }>;
  } | null;
  const out: Record<string, unknown[]> = {};
  for (const [name, schema] of Object.entries(query?.shape ?? {})) {
    let node = schema as { options?: unknown[]; unwrap?: () => unknown } | undefined;
    for (let i = 0; i < 3 && node && !node.options && node.unwrap; i++) node = node.unwrap() as typeof node;
    if (Array.isArray(node?.options)) out[name] = node.options;
  }
  return out;
}

const bearer = (token: string) => `Bearer ${token}`;

export const BEHAVIOUR_BREAKAGES: Breakage[] = [
  // negative_data_rejection
  {
    name: 'accepts-bad-enum',
    breaks:
      'listTasks drops query values outside their enums (sort, order, status, ownerGroup) and answers 200',
    check: 'negative_data_rejection',
    operations: ['listTasks'],
    maxExamples: 25,
    effects: () => {
      const enums = queryEnums('listTasks');
      return [
        {
          operationId: 'listTasks',
          request: (r) => {
            for (const [name, values] of Object.entries(enums)) {
              const value = r.query.get(name);
              if (value !== null && !values.map(String).includes(value)) r.query.delete(name);
            }
          },
        },
      ];
    },
  },
  {
    name: 'accepts-missing-required',
    breaks:
      "createSupportRequest files a body without a usable subject (missing, empty, not a string) under '(no subject)' (201, not 400)",
    check: 'negative_data_rejection',
    operations: ['createSupportRequest'],
    maxExamples: 12,
    effects: () => [
      {
        operationId: 'createSupportRequest',
        request: (r) => {
          const body = r.body as Data | undefined;
          if (
            body &&
            typeof body === 'object' &&
            !Array.isArray(body) &&
            (typeof body.subject !== 'string' || !body.subject)
          ) {
            body.subject = '(no subject)';
          }
        },
      },
    ],
  },
  {
    // Caught by the coverage phase, which sends each bound just outside on every run; the sampled broken
    // requests of a run with few examples pass this one by.
    name: 'accepts-one-past-max-length',
    breaks:
      'createAccount cuts a postalCode one character past its maxLength 20 to 20 and answers 201, not 400',
    check: 'negative_data_rejection',
    operations: ['createAccount'],
    maxExamples: 1,
    effects: () => [
      {
        operationId: 'createAccount',
        request: (r) => {
          const body = r.body as Data | undefined;
          if (body && typeof body.postalCode === 'string' && body.postalCode.length === 21)
            body.postalCode = body.postalCode.slice(0, 20);
        },
      },
    ],
  },
  {
    name: 'accepts-out-of-range',
    breaks: 'listGroups clamps page and pageSize into their ranges instead of refusing them',
    check: 'negative_data_rejection',
    operations: ['listGroups'],
    maxExamples: 12,
    effects: () => [
      {
        operationId: 'listGroups',
        request: (r) => {
          for (const [name, max] of [
            ['page', 2_147_483_647],
            ['pageSize', 100],
          ] as const) {
            const value = Number(r.query.get(name));
            if (r.query.has(name) && Number.isInteger(value))
              r.query.set(name, String(Math.min(Math.max(value, 1), max)));
          }
        },
      },
    ],
  },
  // positive_data_acceptance
  {
    name: 'refuses-valid-body',
    breaks:
      'updateEnquiry answers 400 to every body it would accept (a validator stricter than the contract)',
    check: 'positive_data_acceptance',
    operations: ['updateEnquiry'],
    effects: () => [
      {
        operationId: 'updateEnquiry',
        response: (a) => (succeeded(a) ? envelope(400, 'Validation failed') : a),
      },
    ],
  },
  {
    name: 'refuses-optional-query',
    breaks:
      'listEnquiries answers 400 to a signed-in caller who sends any query parameter but page and pageSize',
    check: 'positive_data_acceptance',
    operations: ['listEnquiries'],
    effects: () => [
      {
        operationId: 'listEnquiries',
        when: (r) =>
          !!sessionUser(r.headers.authorization) &&
          [...r.query.keys()].some((k) => k !== 'page' && k !== 'pageSize'),
        answer: () => envelope(400, 'Unknown query parameter.'),
      },
    ],
  },
  {
    name: 'login-locks-address',
    breaks:
      'login answers 429 to every login, right passwords too, once 20 have failed, whatever the emails (a site locked out)',
    check: 'positive_data_acceptance',
    operations: ['login'],
    // The shared-address check sends failed logins: only with --probe-limits.
    options: { probeLimits: true },
    effects: () => {
      let failed = 0;
      return [
        {
          operationId: 'login',
          response: (answer) => {
            if (failed >= 20) {
              const message = 'Too many login attempts from this address. Try again in 15 minutes.';
              return envelope(429, message, { 'retry-after': '900' });
            }
            if (answer.status === 401) failed++;
          },
        },
      ];
    },
  },
  // ignored_auth
  {
    name: 'no-token-accepted',
    breaks: 'listSlideOrderOptions answers without a token (as a signed-in user)',
    check: 'ignored_auth',
    operations: ['listSlideOrderOptions'],
    effects: () => [
      {
        operationId: 'listSlideOrderOptions',
        request: (r) => {
          const token = someSessionToken();
          if (!r.headers.authorization && token) r.headers.authorization = bearer(token);
        },
      },
    ],
  },
  {
    name: 'forged-token-accepted',
    breaks: 'listIhcMarkers accepts a bearer token it never issued',
    check: 'ignored_auth',
    operations: ['listIhcMarkers'],
    effects: () => [
      {
        operationId: 'listIhcMarkers',
        request: (r) => {
          const token = someSessionToken();
          if (r.headers.authorization && !sessionUser(r.headers.authorization) && token)
            r.headers.authorization = bearer(token);
        },
      },
    ],
  },
  {
    name: 'roles-ignored',
    breaks: 'getAdminDashboard answers every signed-in role, not only Admin',
    check: 'ignored_auth',
    operations: ['getAdminDashboard'],
    effects: () => [
      {
        operationId: 'getAdminDashboard',
        request: (r) => {
          const user = sessionUser(r.headers.authorization);
          const admin = someSessionToken('Admin');
          if (user && !isAdminRole(user.role) && admin) r.headers.authorization = bearer(admin);
        },
      },
    ],
  },
  // use_after_free
  {
    name: 'delete-keeps-group',
    breaks: 'deleteGroup answers 200 but keeps the group',
    check: 'use_after_free',
    operations: ['getGroup', 'deleteGroup'],
    effects: () => [
      {
        operationId: 'deleteGroup',
        when: (r) =>
          isAdminRole(sessionUser(r.headers.authorization)?.role) &&
          !!db.groups.findFirst((q) => q.where({ id: r.params.groupId })),
        answer: (r) => success(200, { id: r.params.groupId, deletedAt: new Date().toISOString() }),
      },
    ],
  },
  {
    name: 'delete-keeps-attachment',
    breaks: 'deleteCaseAttachment answers 200 but keeps the file',
    check: 'use_after_free',
    operations: ['downloadCaseAttachment', 'deleteCaseAttachment'],
    effects: () => {
      const find = (r: BrokenRequest) =>
        db.attachments.findFirst((q) => q.where({ id: r.params.attachmentId, caseID: r.params.caseId }));
      return [
        {
          operationId: 'deleteCaseAttachment',
          when: (r) => !!sessionUser(r.headers.authorization) && !!find(r),
          answer: (r) => {
            const { storageKey: _key, placeholder: _placeholder, ...attachment } = find(r)!;
            return success(200, attachment);
          },
        },
      ];
    },
  },
  // ensure_resource_availability
  {
    name: 'created-group-missing',
    breaks: 'getGroup and updateGroup answer 404 for a group created since the mock started',
    check: 'ensure_resource_availability',
    operations: ['getGroup', 'updateGroup'],
    effects: () => {
      const created = new Set<string>();
      const missing = (operationId: OperationId): BreakageEffect => ({
        operationId,
        when: (r) => created.has(r.params.groupId!),
        answer: () => envelope(404, 'Group not found.'),
      });
      return [
        {
          operationId: 'createGroup',
          response: onData((data) => void created.add(String(data.id))),
        },
        missing('getGroup'),
        missing('updateGroup'),
      ];
    },
  },
  {
    name: 'wrong-created-id',
    breaks: "createTask answers an id that is not the new task's (a later getTask answers 404)",
    check: 'ensure_resource_availability',
    operations: ['getTask'],
    effects: () => [
      { operationId: 'createTask', response: onData((data) => (data.id = `${String(data.id)}-0`)) },
    ],
  },
  // idempotent_replay
  {
    name: 'ignores-idempotency-key',
    breaks: 'createCase ignores the Idempotency-Key header: a repeat of the same create makes a second case',
    check: 'idempotent_replay',
    operations: ['createCase'],
    effects: () => [
      {
        operationId: 'createCase',
        request: (r) => {
          r.headers['idempotency-key'] = undefined;
        },
      },
    ],
  },
  // missing_required_header
  {
    name: 'body-without-content-type',
    breaks: 'addEnquiryNote reads a body sent without Content-Type as JSON (201 instead of 415)',
    check: 'missing_required_header',
    operations: ['addEnquiryNote'],
    effects: () => [
      {
        operationId: 'addEnquiryNote',
        request: (r) => {
          if (!r.headers['content-type'] && r.body !== undefined)
            r.headers['content-type'] = 'application/json';
        },
      },
    ],
  },
  // unsupported_method
  {
    name: 'undeclared-method-200',
    breaks: 'PUT, POST, DELETE and PATCH on /api/reference/countries answer 200 instead of 405',
    check: 'unsupported_method',
    operations: ['listCountries'],
    effects: () => [{ undocumentedOn: '/api/reference/countries', answer: () => success(200, []) }],
  },
  {
    name: 'method-not-allowed-without-allow',
    breaks: 'methods /api/banner does not document answer 405 without an Allow header',
    check: 'unsupported_method',
    operations: ['getBanner'],
    effects: () => [
      {
        undocumentedOn: '/api/banner',
        response: (a) => {
          const { allow: _allow, ...headers } = a.headers;
          return { ...a, headers };
        },
      },
    ],
  },
];
