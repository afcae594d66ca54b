/**
 * Creating registrations (registerProvider, registerFacility, registerOther): the public /register?type=…
 * (a visitor registering themself) and the admins' /provider-registration, /facility-registration,
 * /other-registration (entering one for someone). Access is decided from the session before anything is read;
 * every input is checked here with the form's own schema and again by the API. A created registration answers
 * with a redirect to its confirmation (POST/redirect/GET), so a reload never sends it twice.
 */
import { randomBytes } from 'node:crypto';
import { data, redirect } from '@remix-run/node';
import { ApiError, schemas, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, getOptionalUser } from '~/auth.server';
import {
  fileErrorsReply,
  hasFileErrors,
  readFormWithFiles,
  type FormWithFiles,
} from '~/components/form/file-upload.server';
import { apiErrorReply, formReply, parseForm } from '~/components/form/submission.server';
import { postLoginDestination } from '~/features/auth';
import { enquiryPrefill } from '~/features/enquiries/prefill.server';
import type { SessionUser } from '~/session.server';
import { ACCESS_MESSAGES, mayRegisterOnBehalf } from './access';
import { registrationDocumentTargets } from './documents.server';
import { behalfPath, kindOf, registerPath } from './kinds';
import { loadLists, referenceCodes } from './lists.server';
import { fetchRegistration } from './read.server';
import {
  facilityRegistrationBody,
  facilityRegistrationSchema,
  otherRegistrationBody,
  otherRegistrationSchema,
  providerRegistrationBody,
  providerRegistrationSchema,
  type ReferenceCodes,
  type Registrant,
  type Registration,
  type RegistrationKind,
} from './schemas';
import type { CreateReply, RegisterPageData, BehalfPageData } from './types';
import { readForm as readPlainForm } from '~/lib/read-form.server';

type Submission = Parameters<typeof apiErrorReply>[0];
type FormResponse = ReturnType<typeof formReply>;

/** Passwords never travel back to the browser in a reply. */
const PASSWORD_FIELDS = ['password', 'confirmPassword'];

// --- /register (public) ----------------------------------------------------------------------------------------

export async function loadRegisterPage(request: Request): Promise<RegisterPageData> {
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get('type'));
  const { user } = await getOptionalUser(request);
  if (user) {
    // An admin registers someone on their behalf; anyone else is already registered and logged in.
    if (mayRegisterOnBehalf(user.role)) {
      if (kind) throw redirect(behalfPath(kind));
      return { view: 'choices', behalf: true };
    }
    return { view: 'signed-in', name: user.name, home: postLoginDestination(user.role, user.status) };
  }
  if (!kind) return { view: 'choices', behalf: false };
  if (url.searchParams.get('submitted') === '1') return { view: 'submitted', kind };
  return { view: 'form', kind, lists: await loadLists(kind) };
}

export async function submitRegisterPage(request: Request, context?: unknown) {
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get('type'));
  const { user } = await getOptionalUser(request);
  // Logged in, or no form to send: the page says what to do instead.
  if (user || !kind) throw redirect(kind ? registerPath(kind) : '/register');
  const outcome = await createFromForm(request, kind, 'self', null, context);
  if (!outcome.ok) return outcome.reply;
  throw redirect(`${registerPath(kind)}&submitted=1`);
}

// --- /provider-registration, /facility-registration, /other-registration (admins) -----------------------------

/** Admins only: a 403 page for everyone else, before anything is read. */
export function requireRegistrar(user: SessionUser): void {
  if (!mayRegisterOnBehalf(user.role)) throw data(ACCESS_MESSAGES.behalf, { status: 403 });
}

export async function loadBehalfPage(
  request: Request,
  user: SessionUser,
  kind: RegistrationKind,
): Promise<BehalfPageData> {
  const created = new URL(request.url).searchParams.get('created');
  if (created) {
    const registration = await readCreated(request, user, kind, created);
    if (registration) return { view: 'created', kind, registration };
  }
  // A provider registration opened from a lead starts with the enquiry's values (decision 041).
  const [lists, prefill] = await Promise.all([
    loadLists(kind),
    kind === 'provider' ? enquiryPrefill(request, user, 'provider') : null,
  ]);
  return { view: 'form', kind, lists, prefill };
}

export async function submitBehalfPage(
  request: Request,
  user: SessionUser,
  kind: RegistrationKind,
  context?: unknown,
) {
  const outcome = await createFromForm(request, kind, 'admin', user, context);
  if (!outcome.ok) return outcome.reply;
  throw redirect(`${behalfPath(kind)}?created=${encodeURIComponent(outcome.registration.id)}`);
}

/** The registration just created, for its confirmation; null when the id is not one (the form shows instead). */
async function readCreated(request: Request, user: SessionUser, kind: RegistrationKind, id: string) {
  const parsed = schemas.zGetProviderRegistrationPath.shape.registrationId.safeParse(id);
  if (!parsed.success) return null;
  try {
    return await fetchRegistration(user.token, kind, parsed.data, request.signal);
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null;
    throw data(error instanceof ApiError ? error.message : 'The registration could not be read.', {
      status: 502,
    });
  }
}

// --- Shared ----------------------------------------------------------------------------------------------------

/**
 * The form's schema for a kind and who fills it in. The provider form is read here in one place: the
 * registration documents (CV, proof of address) join it through this function and `readProviderForm`.
 */
export function createSchemaFor(kind: RegistrationKind, registrant: Registrant, codes: ReferenceCodes) {
  if (kind === 'provider') return providerRegistrationSchema(codes, registrant);
  if (kind === 'facility') return facilityRegistrationSchema(codes, registrant);
  return otherRegistrationSchema(codes);
}

/**
 * Reads the posted form. The provider form's CV and proof of address come as files when the page ran without
 * JavaScript (a multipart form): they are uploaded first and their ids take their fields (decision 021).
 */
async function readForm(
  request: Request,
  kind: RegistrationKind,
  user: SessionUser | null,
  context: unknown,
): Promise<FormWithFiles> {
  if (kind === 'provider')
    return readFormWithFiles(request, registrationDocumentTargets(context, user?.token));
  return { formData: await readPlainForm(request), fileErrors: {}, formErrors: [] };
}

/** An admin entering a registration sets no password: an unguessable one the person replaces (Forgot Password). */
const unusablePassword = () => `${randomBytes(24).toString('base64url')}a1`;

/**
 * Validates the form and sends it: the created registration, or the form's reply (400 with the field messages,
 * the API's refusal under its fields: a 409 for an email or facility name in use says so under that field).
 */
async function createFromForm(
  request: Request,
  kind: RegistrationKind,
  registrant: Registrant,
  user: SessionUser | null,
  context?: unknown,
): Promise<{ ok: true; registration: Registration } | { ok: false; reply: FormResponse }> {
  const [read, codes] = await Promise.all([readForm(request, kind, user, context), referenceCodes(kind)]);
  const { formData } = read;
  const submission = await parseForm(formData, createSchemaFor(kind, registrant, codes));
  if (submission.status !== 'success' || hasFileErrors(read)) {
    // The schema's messages and a refused document's together; an uploaded document's id stays in the form.
    return { ok: false, reply: fileErrorsReply(submission, read, { hideFields: PASSWORD_FIELDS }) };
  }
  const password = registrant === 'self' ? String(formData.get('password')) : unusablePassword();
  const client = api(user?.token);
  try {
    const value = submission.value as Record<string, unknown>;
    const answer =
      kind === 'provider'
        ? await unwrap(
            client.POST('/api/registrations/providers', {
              body: providerRegistrationBody(
                value as Parameters<typeof providerRegistrationBody>[0],
                password,
              ),
            }),
          )
        : kind === 'facility'
          ? await unwrap(
              client.POST('/api/registrations/facilities', {
                body: facilityRegistrationBody(
                  value as Parameters<typeof facilityRegistrationBody>[0],
                  password,
                ),
              }),
            )
          : await unwrap(
              client.POST('/api/registrations/others', {
                body: otherRegistrationBody(value as Parameters<typeof otherRegistrationBody>[0]),
              }),
            );
    return { ok: true, registration: answer.data };
  } catch (error) {
    if (user) await endSessionOnUnauthorized(request, user, error);
    return { ok: false, reply: refusalReply(submission, error) };
  }
}

/** The API's refusal under the form's fields; a 409 also names the field in use, for the form's hint. */
function refusalReply(submission: Submission, error: unknown) {
  const response = apiErrorReply(submission, error, { hidePassword: true });
  if (!(error instanceof ApiError) || error.status !== 409) return response;
  const conflict = ['email', 'facilityName'].find((field) => error.fieldErrors[field]?.length);
  const reply = response.data as CreateReply;
  const withHint: CreateReply = { ...reply, conflict: conflict as CreateReply['conflict'] };
  return formReply(withHint, 409);
}
