/**
 * Breakages of the promises the conformance command's third pass checks (issue 48, decision 112): a write that
 * answers success and changes nothing (write_read_back), …
 */
import { success, type Breakage } from './breakage-hook';

export const PROMISE_BREAKAGES: Breakage[] = [
  // write_read_back
  {
    name: 'read-all-changes-nothing',
    breaks: 'markAllNotificationsRead answers 200 (marked 0, unreadCount 0) and marks nothing read',
    check: 'write_read_back',
    operations: ['markAllNotificationsRead'],
    effects: () => [
      {
        operationId: 'markAllNotificationsRead',
        when: (request) => Boolean(request.headers.authorization),
        answer: () => success(200, { marked: 0, unreadCount: 0 }),
      },
    ],
  },
];
