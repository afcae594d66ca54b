/**
 * Breakages of what a create hands back for later: its `Idempotency-Key` sent again with another body
 * (../../conformance/rules/idempotency-replay.ts) and the URL its `Location` header names
 * (../../conformance/rules/header-links-followed.ts).
 */
import type { Breakage } from './breakage-hook';

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
