/** A case list page's loader: who is asking, which list state the URL asks for, and one page from the API. */
import { data, redirect } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { normalizeRole } from '~/features/auth';
import type { CaseListConfig, CaseListData } from './list-config';
import { listSearch, parseListParams } from './list-params';

export async function loadCaseList(request: Request, config: CaseListConfig) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const params = parseListParams(url.searchParams);
  const canPickUp = config.allowPickup && normalizeRole(user.role) === 'Provider';
  // The clamped state must also be a valid query by the contract's own schema before it is sent.
  const query = schemas.zListCasesQuery.parse({
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    order: params.order,
    search: params.search || undefined,
    ...config.filter,
  });

  let page: NonNullable<CaseListData['page']>;
  try {
    ({ data: page } = await unwrap(
      api(user.token).GET('/api/cases', { params: { query }, signal: request.signal }),
    ));
  } catch (error) {
    // A revoked token, or a 401 once the expiry has passed, ends the session; any other failure is shown.
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError || error instanceof ContractViolationError) {
      const message = error instanceof ApiError ? error.message : MESSAGES.other;
      const result: CaseListData = { params, page: null, error: message, canPickUp };
      // The page itself works (search, retry); the status says the data behind it did not come.
      return data(result, { status: 502 });
    }
    throw error;
  }

  // A page past the end (the list shrank, or the URL was edited) shows the last page instead.
  if (page.items.length === 0 && page.totalPages > 0 && params.page > page.totalPages) {
    throw redirect(`${url.pathname}${listSearch({ ...params, page: page.totalPages })}`);
  }
  const result: CaseListData = { params, page, error: null, canPickUp };
  return data(result);
}
