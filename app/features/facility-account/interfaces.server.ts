/**
 * The facility's Interfaces page (/facility-account/interfaces, decision 106): the facility roles only (a 403 page
 * for anyone else, decided before anything is read). The loader reads the interfaces; the action saves the HL7
 * endpoint, the order sender, the FHIR push or the image archive's DICOMweb address (each form's refusal under its
 * fields), sends a test message (the ACK's code and text, or why none came), tests the archive (the API's
 * sentence), rotates the FHIR API credential (the new one answered once, never stored by the app),
 * or registers or removes a backend service client (backend-clients.server.ts).
 */
import { data } from '@remix-run/node';
import { ApiError, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireUser } from '~/auth.server';
import { isFacilityRole } from '~/features/auth';
import { apiErrorReply, formReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { failPageLoad } from '~/page-failure.server';
import { readForm } from '~/lib/read-form.server';
import type { SessionUser } from '~/session.server';
import {
  INTERFACES_FORM_ID,
  INTERFACES_TEXT,
  interfacesBody,
  interfacesForm,
  type InterfacesActionData,
} from './interfaces';
import { registerBackendClient, removeBackendClient } from './backend-clients.server';
import { ORDER_SENDER_FORM_ID, ORDER_SENDER_TEXT, orderSenderBody, orderSenderForm } from './order-sender';
import { FHIR_PUSH_FORM_ID, FHIR_PUSH_TEXT, fhirPushBody, fhirPushForm } from './fhir-push-settings';
import { DICOMWEB_FORM_ID, DICOMWEB_TEXT, dicomWebBody, dicomWebForm } from './dicomweb-settings';

async function requireFacility(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isFacilityRole(user.role)) throw data(INTERFACES_TEXT.forbidden, { status: 403 });
  return user;
}

export async function loadInterfaces(request: Request) {
  const user = await requireFacility(request);
  try {
    const client = api(user.token);
    const [{ data: interfaces }, { data: clients }] = await Promise.all([
      unwrap(client.GET('/api/me/facility-account/interfaces', { signal: request.signal })),
      unwrap(client.GET('/api/me/facility-account/interfaces/backend-clients', { signal: request.signal })),
    ]);
    return { interfaces, clients: clients.items };
  } catch (error) {
    return failPageLoad(request, user, error, { forbidden: INTERFACES_TEXT.forbidden });
  }
}

/**
 * A refusal of the test message or the rotation, in the API's words (409: no endpoint saved yet, or the last test
 * message still waiting for its answer).
 */
async function refused(
  request: Request,
  user: SessionUser,
  intent: 'test-message' | 'test-dicomweb' | 'rotate-credential',
  error: unknown,
) {
  if (!(error instanceof ApiError)) throw error;
  await endSessionOnUnauthorized(request, user, error);
  const status = error.status && error.status < 500 ? error.status : 502;
  const answer: InterfacesActionData = { intent, ok: false, message: error.serverMessage ?? error.message };
  return data(answer, { status });
}

export async function interfacesAction(request: Request) {
  const user = await requireFacility(request);
  const form = await readForm(request);
  const intent = form.get('intent');
  const client = api(user.token);
  if (intent === 'test-message') {
    try {
      const { data: result } = await unwrap(client.POST('/api/me/facility-account/interfaces/test-message'));
      return data({ intent, ok: true, result } satisfies InterfacesActionData);
    } catch (error) {
      return refused(request, user, intent, error);
    }
  }
  if (intent === 'test-dicomweb') {
    try {
      const { data: result } = await unwrap(client.POST('/api/me/facility-account/interfaces/dicomweb-test'));
      return data({ intent, ok: true, result } satisfies InterfacesActionData);
    } catch (error) {
      return refused(request, user, intent, error);
    }
  }
  if (intent === 'rotate-credential') {
    try {
      const { data: credential } = await unwrap(
        client.POST('/api/me/facility-account/interfaces/fhir-credential'),
      );
      return data({ intent, ok: true, credential } satisfies InterfacesActionData, {
        headers: { 'Cache-Control': 'no-store' },
      });
    } catch (error) {
      return refused(request, user, intent, error);
    }
  }
  if (intent === 'save-order-sender') return saveOrderSender(request, user, form);
  if (intent === 'save-fhir-push') return saveFhirPush(request, user, form);
  if (intent === 'save-dicomweb') return saveDicomWeb(request, user, form);
  if (intent === 'register-backend-client') return registerBackendClient(request, user, form);
  if (intent === 'remove-backend-client') return removeBackendClient(request, user, form);
  const submission = await parseForm(form, interfacesForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: INTERFACES_FORM_ID });
  try {
    await unwrap(
      client.PUT('/api/me/facility-account/interfaces', { body: interfacesBody(submission.value) }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: INTERFACES_FORM_ID });
  }
  return formReply({
    result: submission.reply(),
    toast: { kind: 'success', message: INTERFACES_TEXT.saved },
    form: INTERFACES_FORM_ID,
  });
}

/** The order sender form: only the `orders` part is sent, so the endpoint stays as it is. */
async function saveOrderSender(request: Request, user: SessionUser, form: FormData) {
  const submission = await parseForm(form, orderSenderForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: ORDER_SENDER_FORM_ID });
  try {
    await unwrap(
      api(user.token).PUT('/api/me/facility-account/interfaces', { body: orderSenderBody(submission.value) }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: ORDER_SENDER_FORM_ID });
  }
  return formReply({
    result: submission.reply(),
    toast: { kind: 'success', message: ORDER_SENDER_TEXT.saved },
    form: ORDER_SENDER_FORM_ID,
  });
}

/** The FHIR push form: only the `fhirPush` part is sent; the token only when typed or removed. */
async function saveFhirPush(request: Request, user: SessionUser, form: FormData) {
  const submission = await parseForm(form, fhirPushForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: FHIR_PUSH_FORM_ID });
  try {
    await unwrap(
      api(user.token).PUT('/api/me/facility-account/interfaces', { body: fhirPushBody(submission.value) }),
    );
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: FHIR_PUSH_FORM_ID });
  }
  // The typed token is not answered back into the form.
  return formReply({
    result: submission.reply({ resetForm: true }),
    toast: { kind: 'success', message: FHIR_PUSH_TEXT.saved },
    form: FHIR_PUSH_FORM_ID,
  });
}

/** The image archive form: only the `dicomweb` part is sent; an empty address removes it. */
async function saveDicomWeb(request: Request, user: SessionUser, form: FormData) {
  const submission = await parseForm(form, dicomWebForm);
  if (submission.status !== 'success') return invalidReply(submission, { form: DICOMWEB_FORM_ID });
  const body = dicomWebBody(submission.value);
  try {
    await unwrap(api(user.token).PUT('/api/me/facility-account/interfaces', { body }));
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return apiErrorReply(submission, error, { form: DICOMWEB_FORM_ID });
  }
  return formReply({
    result: submission.reply(),
    toast: { kind: 'success', message: body.dicomweb ? DICOMWEB_TEXT.saved : DICOMWEB_TEXT.removed },
    form: DICOMWEB_FORM_ID,
  });
}
