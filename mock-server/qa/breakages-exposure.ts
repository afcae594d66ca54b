/**
 * Breakages of what an answer must never hand out (decision 160): a CORS header opening an `/api` answer to
 * another site, a stored password hash in an answer, and a FHIR credential that goes on working after it was
 * rotated; and on the surfaces the contract only hands out (decision 172): the FHIR API open to any site with
 * credentials, the token endpoint's refusal repeating the client's secrets, a tus upload's answers open to any
 * site with credentials. Each is caught by its check, naming the operation (./breakages-exposure.test.ts): for
 * the surfaces, the operation that hands their URL out.
 */
import { db } from '../store/db';
import {
  dataOf,
  onData,
  sessionUser,
  success,
  succeeded,
  type Breakage,
  type BrokenAnswer,
  type BrokenRequest,
} from './breakage-hook';

/** The request's Origin named back, with credentials allowed: any site's script reads the answer. */
const reflectOrigin = (answer: BrokenAnswer, request: BrokenRequest): BrokenAnswer | void => {
  const origin = request.headers.origin;
  if (!origin) return;
  return {
    ...answer,
    headers: {
      ...answer.headers,
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
    },
  };
};

/** The token endpoint, by the path getMyFacilityInterfaces names (`fhir.tokenUrl`). */
const TOKEN_PATH = /^\/fhir\/R4\/auth\/token$/;

export const EXPOSURE_BREAKAGES: Breakage[] = [
  {
    name: 'cors-reflects-origin',
    breaks:
      'getCurrentUser names any Origin back in Access-Control-Allow-Origin, with Access-Control-Allow-Credentials: true',
    check: 'cors_as_declared',
    operations: ['getCurrentUser'],
    effects: () => [
      {
        operationId: 'getCurrentUser',
        response: reflectOrigin,
      },
    ],
  },
  {
    name: 'fhir-cors-any-origin',
    breaks:
      'the FHIR API names any Origin back in Access-Control-Allow-Origin, with Access-Control-Allow-Credentials: true',
    check: 'cors_as_declared',
    operations: ['getMyFacilityInterfaces'],
    effects: () => [{ outside: { path: /^\/fhir\/R4(\/|$)/ }, response: reflectOrigin }],
  },
  {
    name: 'token-error-echoes-secret',
    breaks: "the FHIR token endpoint's refusal repeats the client_secret and client_assertion it was sent",
    check: 'no_secret_in_answer',
    operations: ['getMyFacilityInterfaces'],
    effects: () => [
      {
        outside: { path: TOKEN_PATH, methods: ['POST'] },
        readsBody: true,
        response: (answer, request) => {
          const form = new URLSearchParams(request.text ?? '');
          const json = answer.json as { error_description?: string } | undefined;
          if (succeeded(answer) || !json) return;
          json.error_description = `${json.error_description ?? ''} (client_secret ${form.get('client_secret')}, client_assertion ${form.get('client_assertion')})`;
        },
      },
    ],
  },
  {
    name: 'tus-cors-any-origin',
    breaks:
      "a tus upload's HEAD and PATCH answers name any Origin back, with Access-Control-Allow-Credentials: true",
    check: 'cors_as_declared',
    operations: ['createSlideUpload'],
    effects: () => [
      { outside: { path: /^\/slide-uploads\//, methods: ['HEAD', 'PATCH'] }, response: reflectOrigin },
    ],
  },
  {
    name: 'user-answer-has-password-hash',
    breaks: 'getUser answers the user with the stored hash of their password (passwordHash)',
    check: 'no_secret_in_answer',
    operations: ['getUser'],
    effects: () => [
      {
        operationId: 'getUser',
        response: onData((data) => {
          const user = db.users.findFirst((q) => q.where({ id: String(data.id) }));
          if (user) data.passwordHash = user.passwordHash;
        }),
      },
    ],
  },
  {
    name: 'rotated-credential-still-works',
    breaks: "createOrder takes a facility's FHIR credential rotated away as if it were the current one",
    check: 'token_revocation',
    operations: ['rotateFhirCredential'],
    effects: () => {
      // What each rotation handed out, by facility: the latest, and the ones it replaced.
      const latest = new Map<string, string>();
      const replaced = new Map<string, string>();
      return [
        {
          operationId: 'rotateFhirCredential',
          response: (answer, request) => {
            const facilityId = sessionUser(request.headers.authorization)?.facilityId;
            const credential = dataOf(answer)?.credential;
            if (!succeeded(answer) || !facilityId || typeof credential !== 'string') return;
            const before = latest.get(facilityId);
            if (before) replaced.set(before, facilityId);
            latest.set(facilityId, credential);
          },
        },
        {
          operationId: 'createOrder',
          request: (request) => {
            const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
            const facilityId = token && replaced.get(token);
            const current = facilityId && latest.get(facilityId);
            if (current) request.headers.authorization = `Bearer ${current}`;
          },
        },
      ];
    },
  },
  {
    name: 'removed-client-token-still-works',
    breaks:
      'removeBackendServiceClient answers 200 (removed) but keeps the client, whose access tokens go on working',
    check: 'token_revocation',
    operations: ['removeBackendServiceClient'],
    effects: () => [
      {
        operationId: 'removeBackendServiceClient',
        when: (request) => Boolean(sessionUser(request.headers.authorization)?.facilityId),
        answer: (request) =>
          success(200, { clientId: request.params.clientId, removedAt: new Date().toISOString() }),
      },
    ],
  },
];
