/** For tests: an Admin's answered request of one operation, as the report and success_reached tests judge them. */
import type { OperationInfo } from './openapi';
import type { Exchange } from './types';

export const answeredExchange = (operation: OperationInfo, status: number, ms = 1): Exchange => ({
  request: {
    method: operation.method,
    template: operation.path,
    pathParams: {},
    query: {},
    headers: {},
    auth: { role: 'Admin' },
  },
  url: 'http://h/',
  curl: "curl 'http://h/'",
  response: { status, headers: {}, size: 0, ms },
});
