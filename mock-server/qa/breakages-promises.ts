/**
 * Breakages of the promises the conformance command's third pass checks (decision 112): a write that
 * answers success and changes nothing (write_read_back), a list total that ignores a filter
 * (pagination_consistency), …
 */
import { dataOf, success, succeeded, type Breakage } from './breakage-hook';

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
  // pagination_consistency
  {
    name: 'filtered-total-ignores-filter',
    breaks:
      'listTasks filtered by status answers the total (and totalPages) of every task, not of the filtered ones',
    check: 'pagination_consistency',
    operations: ['listTasks'],
    effects: () => {
      // The caller's total of the last unfiltered page: what a backend counting before filtering says.
      const unfilteredBy = new Map<string | undefined, number>();
      return [
        {
          operationId: 'listTasks',
          response: (answer, request) => {
            const data = dataOf(answer);
            if (!succeeded(answer) || typeof data?.total !== 'number') return;
            const caller = request.headers.authorization;
            if (!request.query.has('status')) unfilteredBy.set(caller, data.total);
            const unfiltered = unfilteredBy.get(caller);
            if (request.query.has('status') && unfiltered !== undefined) {
              data.total = unfiltered;
              data.totalPages = Math.ceil(unfiltered / Number(data.pageSize));
            }
          },
        },
      ];
    },
  },
  {
    name: 'descending-page-repeats-item',
    breaks:
      'listAccounts sorted descending starts each page after the first with the last account of the page before',
    check: 'pagination_consistency',
    operations: ['listAccounts'],
    effects: () => {
      // The last item of each page answered, by caller, sort, pageSize and page: a backend whose descending
      // offset is one short.
      const lastOf = new Map<string, unknown>();
      const key = (
        request: { headers: Record<string, string | undefined>; query: URLSearchParams },
        page: number,
      ) =>
        [request.headers.authorization, request.query.get('sort'), request.query.get('pageSize'), page].join(
          ' ',
        );
      return [
        {
          operationId: 'listAccounts',
          response: (answer, request) => {
            const data = dataOf(answer);
            const items = data?.items;
            if (!succeeded(answer) || request.query.get('order') !== 'desc' || !Array.isArray(items)) return;
            const page = Number(request.query.get('page') ?? 1);
            const before = lastOf.get(key(request, page - 1));
            lastOf.set(key(request, page), items.at(-1));
            if (page > 1 && before !== undefined && items.length) items[0] = before;
          },
        },
      ];
    },
  },
];
