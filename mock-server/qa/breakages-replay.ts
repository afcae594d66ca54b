/**
 * Breakages of what a create hands back for later: its `Idempotency-Key` sent again with another body
 * (../../conformance/rules/idempotency-replay.ts) and the URL its `Location` header names
 * (../../conformance/rules/header-links-followed.ts).
 */
import type { Breakage, BrokenRequest } from './breakage-hook';

export const REPLAY_BREAKAGES: Breakage[] = [
  // idempotent_replay: the key alone decides, as a backend that binds the key but never the body it came with
  {
    name: 'idempotency-ignores-body',
    breaks:
      'createCase answers a known Idempotency-Key with the case it made, whatever the body (201, not 422 for other details)',
    check: 'idempotent_replay',
    operations: ['createCase'],
    effects: () => {
      // The first body sent with each caller's key: a later request with that key is taken as that body.
      const firstBody = new Map<string, unknown>();
      return [
        {
          operationId: 'createCase',
          request: (r) => {
            const key = r.headers['idempotency-key'];
            if (!key || r.body === undefined) return;
            const id = `${r.headers.authorization ?? ''} ${key}`;
            if (!firstBody.has(id)) firstBody.set(id, r.body);
            r.body = firstBody.get(id);
          },
        },
      ];
    },
  },
  // idempotent_replay: the key looked up, then bound only once the case is stored, with nothing marking it in
  // flight between: a second request with the key that comes meanwhile creates a case of its own. The first
  // request with each key is held a moment (as a slow store would hold it), so a pair sent together overlaps.
  {
    name: 'idempotency-races',
    breaks:
      'createCase creates a second case for a request whose Idempotency-Key is still being processed (201 twice, not 409 or the one case)',
    check: 'idempotent_replay',
    operations: ['createCase'],
    effects: () => {
      const inFlight = new Set<string>();
      const keyOf = (r: BrokenRequest) => `${r.headers.authorization ?? ''} ${r.headers['idempotency-key']}`;
      return [
        {
          operationId: 'createCase',
          when: (r) => !!r.headers['idempotency-key'],
          request: (r) => {
            if (!r.headers['idempotency-key']) return;
            const key = keyOf(r);
            // The handler never learns of the second: without its key it creates as for a new request.
            if (inFlight.has(key)) r.headers['idempotency-key'] = undefined;
            else inFlight.add(key);
          },
          delayMs: 300,
          response: (_answer, r) => void inFlight.delete(keyOf(r)),
        },
      ];
    },
  },
  // links_followed: a Location whose path no route of the contract answers
  {
    name: 'location-points-nowhere',
    breaks:
      "createOrder's Location names /api/interop/orders/{caseId}, a path no operation answers, not the case (getCase)",
    check: 'links_followed',
    operations: ['createOrder'],
    effects: () => [
      {
        operationId: 'createOrder',
        response: (answer) => {
          const location = answer.headers.location;
          if (location) answer.headers.location = location.replace('/api/cases/', '/api/interop/orders/');
        },
      },
    ],
  },
];
