/**
 * Create New Case (`/upload-project`), the server's half: who may open it (facility users; the API decides
 * again), what the form offers (reference lists, the facility's cases a new one may be a child of), and the
 * action that creates the case from the same schema the browser checks. The action answers the created case's
 * ids instead of redirecting: the page then uploads the files the browser kept (decision 028).
 */
import { createHash } from 'node:crypto';
import { data } from '@remix-run/node';
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { requireUser } from '~/auth.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { isFacilityRole } from '~/features/auth';
import { getReferenceLists } from '~/lib/reference.server';
import { caseForm, toCaseInput } from './schema';

export const CREATE_CASE_ONLY_FACILITY =
  'Creating a case is for facility users (Medical Facility and Facility NP). Ask your facility to create it.';

type SessionUser = Awaited<ReturnType<typeof requireUser>>;

async function requireFacilityUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isFacilityRole(user.role)) throw data(CREATE_CASE_ONLY_FACILITY, { status: 403 });
  return user;
}

/** The key the browser keeps this user's draft under: a digest of the email, never the email itself. */
export const draftOwner = (user: Pick<SessionUser, 'email'>) =>
  createHash('sha256').update(user.email.trim().toLowerCase()).digest('hex').slice(0, 24);

export async function loadCreateCase(request: Request) {
  const user = await requireFacilityUser(request);
  const [lists, recent] = await Promise.all([
    getReferenceLists(['insurancePayers', 'specialStains', 'ihcMarkers', 'slideOrderOptions'], user.token),
    unwrap(
      api(user.token).GET('/api/cases', {
        params: { query: { createdByMyFacility: true, pageSize: 100, sort: 'createdAt', order: 'desc' } },
        signal: request.signal,
      }),
    ),
  ]);
  // A new case may be the child of any case of the facility that is still open to change.
  const parentCases = recent.data.items
    .filter((item) => item.status !== 'Cancelled')
    .map((item) => ({
      value: item.caseID,
      label: `${item.caseRecordId} · ${item.patient.lastName}, ${item.patient.firstName}`,
      group: null,
    }));
  return {
    owner: draftOwner(user),
    lists: {
      insurancePayers: lists.insurancePayers,
      stains: [...lists.specialStains, ...lists.ihcMarkers],
      slideOrders: lists.slideOrderOptions,
      parentCases,
    },
  };
}

export type CreateCaseLoader = Awaited<ReturnType<typeof loadCreateCase>>;
export type CreateCaseLists = CreateCaseLoader['lists'];

/** What the browser needs to upload into the new case: its ids, and each block's subsection id by position. */
export interface CreatedCase {
  caseId: string;
  caseRecordId: string;
  subsectionIds: string[][];
}

export async function createCaseAction(request: Request) {
  const user = await requireFacilityUser(request);
  const submission = await parseForm(request, caseForm);
  if (submission.status !== 'success') return invalidReply(submission);
  try {
    const { data: created } = await unwrap(
      api(user.token).POST('/api/cases', { body: toCaseInput(submission.value) }),
    );
    const reply: { created: CreatedCase } = {
      created: {
        caseId: created.caseID,
        caseRecordId: created.caseRecordId,
        subsectionIds: created.slides.map((specimen) => specimen.subsections.map((sub) => sub.id)),
      },
    };
    return data(reply, { status: 201 });
  } catch (error) {
    return apiErrorReply(submission, error);
  }
}
