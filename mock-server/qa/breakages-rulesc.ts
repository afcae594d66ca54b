/**
 * Breakages of what a write stores and how a query's enum is matched (./breakages-rules.ts; the rules in
 * conformance/rules/): an update that changes a field it was not sent, free text cut to its maxLength instead of
 * refused, an enum query value matched in any letter case, non-ASCII text stored as '?', another user's
 * notification given to whoever names it, a pick-up that ignores the assignment rules, an event stream that ignores
 * Last-Event-ID.
 */
import { pickUpRefusal } from '../assignment/pick-up';
import { withDueState } from '../cases/turnaround';
import { personRef } from '../http/lists';
import { db } from '../store/db';
import { onData, sessionUser, success, type Breakage, type BrokenRequest, type Data } from './breakage-hook';
import { queryEnums } from './breakages-behaviour';

/** Changes each string of a JSON body's top level. */
const eachText = (r: BrokenRequest, change: (name: string, text: string) => string) => {
  const body = r.body as Data | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [name, value] of Object.entries(body))
    if (typeof value === 'string') body[name] = change(name, value);
};

export const RULESC_BREAKAGES: Breakage[] = [
  // patch_changes_only_sent
  {
    name: 'update-stamps-created-at',
    breaks:
      'updateGroup sets createdAt, which it was not sent, to the time of the update (as well as updatedAt)',
    check: 'patch_changes_only_sent',
    operations: ['updateGroup'],
    effects: () => {
      const stamped = new Map<string, string>();
      const restamp = (data: Data) => {
        const stamp = stamped.get(String(data.id));
        if (stamp) data.createdAt = stamp;
      };
      return [
        {
          operationId: 'updateGroup',
          response: onData((data) => {
            stamped.set(String(data.id), String(data.updatedAt));
            restamp(data);
          }),
        },
        { operationId: 'getGroup', response: onData(restamp) },
      ];
    },
  },
  // max_length_refused
  {
    name: 'text-cut-at-max-length',
    breaks:
      'updateTask cuts a title or description past its maxLength to fit (200 with the text cut, not 400)',
    check: 'max_length_refused',
    operations: ['updateTask'],
    effects: () => [
      {
        operationId: 'updateTask',
        request: (r) => {
          const limits: Record<string, number> = { title: 200, description: 5000 };
          eachText(r, (name, text) => (limits[name] ? text.slice(0, limits[name]) : text));
        },
      },
    ],
  },
  // enum_exact
  {
    name: 'query-enum-folds-case',
    breaks:
      "listCases matches its enum query values in any letter case ('status=assigned' answers the Assigned cases)",
    check: 'enum_exact',
    operations: ['listCases'],
    effects: () => {
      const enums = queryEnums('listCases');
      return [
        {
          operationId: 'listCases',
          request: (r) => {
            for (const [name, values] of Object.entries(enums)) {
              const value = r.query.get(name)?.toLowerCase();
              const listed = values.map(String).find((v) => v.toLowerCase() === value);
              if (listed) r.query.set(name, listed);
            }
          },
        },
      ];
    },
  },
  // unicode_round_trip
  {
    name: 'non-ascii-as-question-marks',
    breaks: "updateEnquiry stores its texts with every non-ASCII character replaced by '?'",
    check: 'unicode_round_trip',
    operations: ['updateEnquiry'],
    effects: () => [
      {
        operationId: 'updateEnquiry',
        request: (r) =>
          eachText(r, (_name, text) => [...text].map((c) => (c.codePointAt(0)! > 0x7f ? '?' : c)).join('')),
      },
    ],
  },
  // owner_only
  {
    name: 'notification-read-by-anyone',
    breaks: "markNotificationRead answers any user's notification to whoever names it, not only the owner's",
    check: 'owner_only',
    operations: ['markNotificationRead'],
    effects: () => [
      {
        operationId: 'markNotificationRead',
        when: (r) =>
          db.notifications.findFirst((q) => q.where({ id: r.params.notificationId ?? '' })) !== undefined,
        answer: (r) => {
          const { userId: _owner, ...notification } = db.notifications.findFirst((q) =>
            q.where({ id: r.params.notificationId ?? '' }),
          )!;
          return success(200, notification);
        },
      },
    ],
  },
  // refusal_as_listed
  {
    name: 'pick-up-ignores-rules',
    breaks:
      'pickUpCase assigns an Available case to the provider whatever assignment rules they break (200, not 403)',
    check: 'refusal_as_listed',
    operations: ['pickUpCase'],
    effects: () => {
      const refused = (r: BrokenRequest) => {
        const user = sessionUser(r.headers.authorization);
        const item = db.cases.findFirst((q) => q.where({ caseID: r.params.caseId ?? '' }));
        return user && item?.status === 'Available' && pickUpRefusal(user, item) ? { user, item } : null;
      };
      return [
        {
          operationId: 'pickUpCase',
          when: (r) => refused(r) !== null,
          answer: (r) => {
            const { user, item } = refused(r)!;
            const now = new Date().toISOString();
            const change = {
              status: 'Assigned' as const,
              assignedProvider: personRef(user),
              assignedAt: now,
            };
            void db.cases.update((q) => q.where({ caseID: item.caseID }), {
              data(draft) {
                Object.assign(draft, change, { updatedAt: now });
              },
            });
            return success(200, withDueState({ ...item, ...change, updatedAt: now }));
          },
        },
      ];
    },
  },
  // event_stream_conformance: the stream (express, mock-server/live/stream.ts) never sees the header.
  {
    name: 'stream-ignores-last-event-id',
    breaks:
      'streamMyEvents ignores Last-Event-ID: a resume replays nothing (it starts live), and a non-digit id is not refused 400',
    check: 'event_stream_conformance',
    operations: ['streamMyEvents'],
    options: { heartbeatSeconds: 1 },
    effects: () => [
      {
        operationId: 'streamMyEvents',
        request: (r) => {
          r.headers['last-event-id'] = undefined;
        },
      },
    ],
  },
];
