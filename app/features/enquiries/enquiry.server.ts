/**
 * The enquiry pages' server half (admins only, checked first): read one enquiry (404 and 403 as pages), create
 * one (/create-enquiry), edit one (/edit-enquiries/:id), and the detail page's actions: add a follow-up note,
 * and turn the lead into a facility account or a provider registration (decision 037).
 */
import { data, redirect } from '@remix-run/node';
import { schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { regionCodesOf } from '~/components/form';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { flashCookie, takeFlash } from '~/flash.server';
import { getRegionLists } from '~/lib/reference.server';
import { failPageLoad } from '~/page-failure.server';
import type { SessionUser } from '~/session.server';
import { enquiryDetailHref, type Enquiry } from './labels';
import {
  convertForm,
  createBody,
  editInitial,
  enquiryCreateSchema,
  enquiryEditSchema,
  noteForm,
  updateBody,
  type ConvertTarget,
} from './schemas';
import { readForm } from '~/lib/read-form.server';

export const ENQUIRY_NOT_FOUND = 'This enquiry does not exist, or it was removed.';
export const ENQUIRY_SAVED = 'Your changes to the enquiry were saved.';
export const ENQUIRY_CREATED = 'The enquiry was created.';
export const NOTE_ADDED = 'Note added.';

/** Where each conversion continues, pre-filled from the enquiry by its id (`fromEnquiry`). */
export const CONVERT_DESTINATIONS: Record<ConvertTarget, (id: string) => string> = {
  facility: (id) => `/create-facility-account?fromEnquiry=${encodeURIComponent(id)}`,
  provider: (id) => `/provider-registration?fromEnquiry=${encodeURIComponent(id)}`,
};
const CONVERT_NOTES: Record<ConvertTarget, string> = {
  facility: 'Turned into a facility account: Create Facility Account opened with this lead.',
  provider: 'Turned into a provider registration: the provider registration opened with this lead.',
};

const failedRead = (request: Request, user: SessionUser, error: unknown) =>
  failPageLoad(request, user, error, { notFound: ENQUIRY_NOT_FOUND });

/** The enquiry of the URL's id; a malformed or unknown id is a 404 page. */
export async function readEnquiry(request: Request, user: SessionUser, rawId: string | undefined) {
  const id = schemas.zGetEnquiryPath.shape.enquiryId.safeParse(rawId);
  if (!id.success) throw data(ENQUIRY_NOT_FOUND, { status: 404 });
  try {
    const { data: enquiry } = await unwrap(
      api(user.token).GET('/api/enquiries/{enquiryId}', {
        params: { path: { enquiryId: id.data } },
        signal: request.signal,
      }),
    );
    return enquiry;
  } catch (error) {
    return failedRead(request, user, error);
  }
}

// --- Detail ------------------------------------------------------------------------------------------------

export async function loadEnquiryDetail(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const enquiry = await readEnquiry(request, user, rawId);
  const { flash, headers } = takeFlash(request);
  return data({ enquiry, flash }, { headers });
}

export async function enquiryDetailAction(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const enquiry = await readEnquiry(request, user, rawId);
  const formData = await readForm(request);
  const path = { params: { path: { enquiryId: enquiry.id } } };
  const client = api(user.token);
  if (formData.get('intent') === 'convert') {
    const submission = await parseForm(formData, convertForm);
    if (submission.status !== 'success') return invalidReply(submission);
    const target = submission.value.target;
    try {
      await unwrap(
        client.PATCH('/api/enquiries/{enquiryId}', { ...path, body: { stage: 'onboarding_in_progress' } }),
      );
      await unwrap(
        client.POST('/api/enquiries/{enquiryId}/notes', { ...path, body: { text: CONVERT_NOTES[target] } }),
      );
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return apiErrorReply(submission, error);
    }
    throw redirect(CONVERT_DESTINATIONS[target](enquiry.id));
  }
  const submission = await parseForm(formData, noteForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: 'enquiry-note' });
  try {
    await unwrap(
      client.POST('/api/enquiries/{enquiryId}/notes', { ...path, body: { text: submission.value.text } }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: 'enquiry-note' });
  }
  return formReply({
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: NOTE_ADDED },
    form: 'enquiry-note',
  });
}

// --- Create and edit -------------------------------------------------------------------------------------------

export async function loadEnquiryCreate(request: Request) {
  const user = await requireAdmin(request);
  return {
    regions: await getRegionLists(user.token).catch((error: unknown) => failedRead(request, user, error)),
  };
}

export async function createEnquiryAction(request: Request) {
  const user = await requireAdmin(request);
  const regions = await getRegionLists(user.token);
  const submission = await parseForm(request, enquiryCreateSchema(regionCodesOf(regions)));
  if (submission.status !== 'success') return invalidReply(submission);
  let created: Enquiry;
  try {
    created = (await unwrap(api(user.token).POST('/api/enquiries', { body: createBody(submission.value) })))
      .data;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  throw redirect(enquiryDetailHref(created.id), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message: ENQUIRY_CREATED }) },
  });
}

export async function loadEnquiryEdit(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const [enquiry, regions] = await Promise.all([
    readEnquiry(request, user, rawId),
    getRegionLists(user.token),
  ]);
  return { enquiry, initial: editInitial(enquiry), regions };
}

export async function saveEnquiryEdit(request: Request, rawId: string | undefined) {
  const user = await requireAdmin(request);
  const [enquiry, regions] = await Promise.all([
    readEnquiry(request, user, rawId),
    getRegionLists(user.token),
  ]);
  const submission = await parseForm(request, enquiryEditSchema(regionCodesOf(regions)));
  if (submission.status !== 'success') return invalidReply(submission);
  try {
    await unwrap(
      api(user.token).PATCH('/api/enquiries/{enquiryId}', {
        params: { path: { enquiryId: enquiry.id } },
        body: updateBody(submission.value),
      }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error);
  }
  throw redirect(enquiryDetailHref(enquiry.id), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', message: ENQUIRY_SAVED }) },
  });
}
