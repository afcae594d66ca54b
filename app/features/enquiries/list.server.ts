/**
 * The Enquiries list's loader and export (/enquiries, /enquiries/export): an admin first (others are sent to
 * '/'), then one page of listEnquiries for the URL's state; the export walks every page of the same state.
 */
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { exportList } from '~/components/data-table/export.server';
import { loadList } from '~/components/data-table/list.server';
import { pageById } from '~/route-table.js';
import type { SessionUser } from '~/session.server';
import { ENQUIRY_COLUMNS } from './columns';
import { enquiryListQuery, type EnquiryListState } from './list';

function enquiryPage(request: Request, user: SessionUser) {
  return async (state: EnquiryListState) => {
    const query = enquiryListQuery.toApiQuery(state);
    return (
      await unwrap(api(user.token).GET('/api/enquiries', { params: { query }, signal: request.signal }))
    ).data;
  };
}

export async function loadEnquiryList(request: Request) {
  const user = await requireAdmin(request);
  return loadList(request, {
    query: enquiryListQuery,
    fetchPage: enquiryPage(request, user),
    describeError: async (error) => {
      await endSessionOnUnauthorized(request, user, error);
      if (error instanceof ApiError) return error.message;
      if (error instanceof ContractViolationError) return MESSAGES.other;
      throw error;
    },
  });
}

/** The list's current filter, every page of it, as CSV or XLSX; a failed API call answers its sentence. */
export async function exportEnquiryList(request: Request) {
  const user = await requireAdmin(request);
  try {
    return await exportList(request, {
      query: enquiryListQuery,
      fetchPage: enquiryPage(request, user),
      columns: ENQUIRY_COLUMNS,
      title: pageById('admin-enquiries')?.title ?? 'Enquiries',
    });
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError || error instanceof ContractViolationError)) throw error;
    const message = error instanceof ApiError ? error.message : MESSAGES.other;
    return new Response(message, { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}
