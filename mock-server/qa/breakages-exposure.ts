/**
 * Breakages of what an answer must never hand out (decision 160): a CORS header opening an `/api` answer to
 * another site, a stored password hash in an answer, and a FHIR credential that goes on working after it was
 * rotated. Each is caught by its check, naming the operation (./breakages-exposure.test.ts).
 */
import { db } from '../store/db';
import { dataOf, onData, sessionUser, success, succeeded, type Breakage } from './breakage-hook';

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
        response: (answer, request) => {
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
        },
      },
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
