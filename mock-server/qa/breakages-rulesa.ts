/**
 * Breakages of four rules the contract states in words (./breakages-rules.ts; conformance/rules/): tokens that
 * outlive a logout or a password change, or are refused without the contract's challenge; a deleted group still
 * listed; a list whose total and pages disagree, or whose declared largest page is refused; a slide link whose
 * expiry is not signed. Also ignored_auth's challenge for a token the server never issued.
 */
import { db } from '../store/db';
import {
  dataOf,
  envelope,
  onData,
  sessionUser,
  success,
  succeeded,
  type Breakage,
  type BrokenAnswer,
  type Data,
} from './breakage-hook';

/** A 401 for a token the server does not take, with a bare `Bearer` challenge instead of invalid_token. */
const bareChallenge = (answer: BrokenAnswer): BrokenAnswer =>
  answer.status === 401 && /invalid_token/.test(answer.headers['www-authenticate'] ?? '')
    ? { ...answer, headers: { ...answer.headers, 'www-authenticate': 'Bearer' } }
    : answer;

type Session = { token: string; userId: string; expiresAt: string };

export const RULESA_BREAKAGES: Breakage[] = [
  // ignored_auth: the challenge of the contract's Unauthorized response
  {
    name: 'unknown-token-bare-challenge',
    breaks:
      "listIhcMarkers refuses a token it never issued with a bare 'Bearer' challenge, not invalid_token",
    check: 'ignored_auth',
    operations: ['listIhcMarkers'],
    effects: () => [{ operationId: 'listIhcMarkers', response: bareChallenge }],
  },
  // token_revocation
  {
    name: 'logout-keeps-token',
    breaks: 'logout answers 200 but the token it was sent with goes on working',
    check: 'token_revocation',
    operations: ['logout'],
    effects: () => [
      {
        operationId: 'logout',
        when: (r) => !!sessionUser(r.headers.authorization),
        answer: () => success(200, { loggedOutAt: new Date().toISOString() }),
      },
    ],
  },
  {
    name: 'change-password-keeps-sessions',
    breaks: "changePassword changes the password but every session of the user goes on, the caller's too",
    check: 'token_revocation',
    operations: ['changePassword'],
    effects: () => {
      let sessions: Session[] = [];
      return [
        {
          operationId: 'changePassword',
          request: (r) => {
            const user = sessionUser(r.headers.authorization);
            sessions = user
              ? db.sessions.findMany((q) => q.where({ userId: user.id })).map((s) => ({ ...s }))
              : [];
          },
          response: (answer) => {
            if (!succeeded(answer)) return;
            for (const session of sessions)
              if (!db.sessions.findFirst((q) => q.where({ token: session.token })))
                void db.sessions.create(session);
          },
        },
      ];
    },
  },
  {
    name: 'revoked-token-bare-challenge',
    breaks: "getCurrentUser refuses a logged-out token with a bare 'Bearer' challenge, not invalid_token",
    check: 'token_revocation',
    operations: ['logout'],
    effects: () => [{ operationId: 'getCurrentUser', response: bareChallenge }],
  },
  // deleted_leaves_list
  {
    name: 'deleted-group-listed',
    breaks: "deleteGroup removes the group, but listGroups' first page goes on listing it",
    check: 'deleted_leaves_list',
    operations: ['deleteGroup'],
    effects: () => {
      const listed = new Map<string, Data>();
      const deleted = new Set<string>();
      return [
        {
          operationId: 'listGroups',
          response: (answer, request) => {
            const data = dataOf(answer);
            if (!succeeded(answer) || !Array.isArray(data?.items)) return;
            const items = data.items as Data[];
            for (const item of items) listed.set(String(item.id), item);
            if (Number(request.query.get('page') ?? 1) !== 1) return;
            for (const id of deleted) {
              if (!listed.has(id) || items.some((item) => item.id === id)) continue;
              items.push(listed.get(id)!);
              data.total = Number(data.total) + 1;
            }
          },
        },
        {
          operationId: 'deleteGroup',
          response: (answer, request) => void (succeeded(answer) && deleted.add(request.params.groupId!)),
        },
      ];
    },
  },
  // pagination_consistency
  {
    name: 'total-off-by-one',
    breaks: 'listGroups counts one group more in total (and totalPages) than its pages hold',
    check: 'pagination_consistency',
    operations: ['listGroups'],
    effects: () => [
      {
        operationId: 'listGroups',
        response: onData((data) => {
          data.total = Number(data.total) + 1;
          data.totalPages = Math.ceil(Number(data.total) / Number(data.pageSize));
        }),
      },
    ],
  },
  {
    name: 'max-page-size-refused',
    breaks: 'listEnquiries answers 400 to a pageSize over 50, though the contract allows 100',
    check: 'pagination_consistency',
    operations: ['listEnquiries'],
    effects: () => [
      {
        operationId: 'listEnquiries',
        when: (r) => Number(r.query.get('pageSize')) > 50,
        answer: () => envelope(400, 'pageSize must be at most 50.'),
      },
    ],
  },
  // signed_url_integrity
  {
    name: 'slide-expiry-unsigned',
    breaks: 'getSlideThumbnail takes any expiry with the signature of a link it issued (a past one too)',
    check: 'signed_url_integrity',
    operations: ['getSlideThumbnail'],
    effects: () => {
      /** The expiry each thumbnail link was issued with, by its signature. */
      const issued = new Map<string, string>();
      return [
        {
          operationId: 'getSlideDownloadLink',
          response: onData((data) => {
            if (typeof data.thumbnailUrl !== 'string') return;
            const url = new URL(data.thumbnailUrl);
            issued.set(url.searchParams.get('signature') ?? '', url.searchParams.get('expires') ?? '');
          }),
        },
        {
          operationId: 'getSlideThumbnail',
          request: (r) => {
            const expires = issued.get(r.query.get('signature') ?? '');
            if (expires) r.query.set('expires', expires);
          },
        },
      ];
    },
  },
];
