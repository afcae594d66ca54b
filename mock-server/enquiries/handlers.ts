/** Enquiries (leads): the public website form, and the admins' list, details and edit. */
import { z } from 'zod';
import { schemas } from '../../contracts';
import { db } from '../store/db';
import {
  authenticate,
  fail,
  ok,
  operation,
  outsideRoles,
  readBody,
  route,
  simulateLatency,
} from '../http/operation';

import { COUNTRY_CODE_MESSAGE, PHONE_FORMAT_MESSAGE, hasZeroCountryCode, stateErrors } from './rules';
import { matchesSearch, nextSerial, paginate, personRef } from '../http/lists';
import { fullList } from '../http/list-limits';
import { clientKey, ENQUIRIES_PER_CLIENT, rateLimiter, tooManyRequests } from '../http/rate-limit';

type Enquiry = z.infer<typeof schemas.zEnquiry>;
type ListQuery = z.infer<typeof schemas.zListEnquiriesQuery>;

const ADMIN_ONLY = 'Only admins see and change enquiries.';
/** Accepted enquiries per client (the public form): the sixth within 10 minutes answers 429. */
const enquiriesByClient = rateLimiter(ENQUIRIES_PER_CLIENT);
const PHONE = /^\+[0-9]{1,3}[\s-]?\(?[0-9]{3}\)?[\s-]?[0-9]{3}[\s-]?[0-9]{4}$/;
const phone = z.string().regex(PHONE, PHONE_FORMAT_MESSAGE);
// The generated schemas, with the spec's own sentence for a malformed phone number.
const createBody = schemas.zCreateEnquiryBody.extend({ phone });
const updateBody = schemas.zUpdateEnquiryBody.extend({ phone: phone.optional() });

const REQUIRED: Record<string, string> = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Email is required',
  phone: 'Phone number is required',
  organisation: 'Organisation is required',
  organisationKind: 'Organisation kind is required',
  country: 'Country is required',
  service: 'Service is required',
};

const SORT_KEYS: Record<NonNullable<ListQuery['sort']>, (e: Enquiry) => string> = {
  createdAt: (e) => e.createdAt,
  updatedAt: (e) => e.updatedAt,
  name: (e) => `${e.lastName} ${e.firstName}`.toLowerCase(),
  organisation: (e) => e.organisation.toLowerCase(),
  status: (e) => e.status,
};

/** 422 field messages for the rules the schema cannot express (phone country code, state per country). */
function ruleErrors(value: Pick<Enquiry, 'phone' | 'country' | 'state'>): Record<string, string[]> {
  const errors: Record<string, string[]> = { ...stateErrors(value.country, value.state) };
  if (hasZeroCountryCode(value.phone)) errors.phone = [COUNTRY_CODE_MESSAGE];
  return errors;
}

export const enquiryHandlers = [
  operation('listEnquiries', ADMIN_ONLY, ({ query }) => {
    const matches = db.enquiries
      .findMany()
      .filter(
        (e) =>
          (!query.status || e.status === query.status) &&
          (!query.stage || e.stage === query.stage) &&
          (!query.leadSource || e.leadSource === query.leadSource) &&
          (!query.service || e.service === query.service) &&
          (!query.country || e.country === query.country) &&
          matchesSearch(query.search, `${e.firstName} ${e.lastName}`, e.email, e.organisation),
      );
    return ok('listEnquiries', paginate(matches, SORT_KEYS[query.sort ?? 'createdAt'], query));
  }),

  operation('getEnquiry', ADMIN_ONLY, ({ params }) => {
    const enquiry = db.enquiries.findFirst((q) => q.where({ id: params.enquiryId }));
    return enquiry ? ok('getEnquiry', enquiry) : fail(404, 'Enquiry not found.');
  }),

  route('createEnquiry', async ({ request }) => {
    await simulateLatency();
    const client = clientKey(request);
    const waitSeconds = enquiriesByClient.retryAfter(client);
    if (waitSeconds > 0) return tooManyRequests('Too many enquiries from this address', waitSeconds);
    const body = await readBody(request, createBody, REQUIRED);
    if (body instanceof Response) return body;
    const state = body.state ?? null;
    const errors = ruleErrors({ phone: body.phone, country: body.country, state });
    if (Object.keys(errors).length) return fail(422, 'Validation failed', { fieldErrors: errors });
    const now = new Date().toISOString();
    const created = await db.enquiries.create({
      id: nextSerial(
        'enq',
        db.enquiries.findMany().map((e) => e.id),
      ),
      salutation: body.salutation ?? 'None',
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      email: body.email.trim().toLowerCase(),
      phone: body.phone,
      organisation: body.organisation.trim(),
      organisationKind: body.organisationKind,
      country: body.country,
      state,
      service: body.service,
      caseScope: body.caseScope ?? 'all',
      leadSource: body.leadSource ?? 'Website',
      status: 'Prospect',
      stage: 'prospect',
      message: body.message ?? null,
      notes: null,
      followUps: [],
      createdAt: now,
      updatedAt: now,
    });
    enquiriesByClient.record(client);
    return ok('createEnquiry', created, {
      status: 201,
      message: 'Thank you for your enquiry. Our team will contact you shortly.',
    });
  }),

  route('updateEnquiry', async ({ request, params }) => {
    await simulateLatency();
    const auth = authenticate(request);
    if (auth instanceof Response) return auth;
    // The role first, whatever the path and body say (../http/operation.ts).
    const refused = outsideRoles('updateEnquiry', auth.user, ADMIN_ONLY);
    if (refused) return refused;
    const path = schemas.zUpdateEnquiryPath.safeParse(params);
    if (!path.success)
      return fail(400, 'Validation failed', { fieldErrors: { enquiryId: ['Invalid enquiry id.'] } });
    const body = await readBody(request, updateBody);
    if (body instanceof Response) return body;
    const enquiry = db.enquiries.findFirst((q) => q.where({ id: path.data.enquiryId }));
    if (!enquiry) return fail(404, 'Enquiry not found.');
    const merged = { ...enquiry, ...body };
    const errors = ruleErrors(merged);
    if (Object.keys(errors).length) return fail(422, 'Validation failed', { fieldErrors: errors });
    const updated = await db.enquiries.update((q) => q.where({ id: enquiry.id }), {
      data(draft) {
        Object.assign(draft, body, { updatedAt: new Date().toISOString() });
        if (body.email) draft.email = body.email.trim().toLowerCase();
      },
    });
    return ok('updateEnquiry', updated!);
  }),

  operation('addEnquiryNote', ADMIN_ONLY, async ({ auth, params, body }) => {
    const enquiry = db.enquiries.findFirst((q) => q.where({ id: params.enquiryId }));
    if (!enquiry) return fail(404, 'Enquiry not found.');
    const text = body.text.trim();
    if (!text) return fail(400, 'Validation failed', { fieldErrors: { text: ['Write the note.'] } });
    const followUps = enquiry.followUps ?? [];
    const full = fullList(
      followUps.length,
      schemas.zEnquiry.shape.followUps,
      (max) => `This enquiry has ${max} notes, the most an enquiry holds. Put the update in its notes field.`,
    );
    if (full) return fail(409, full);
    const now = new Date().toISOString();
    const note = {
      id: `${enquiry.id}-note-${followUps.length + 1}`,
      text,
      createdAt: now,
      createdBy: personRef(auth.user),
    };
    const updated = await db.enquiries.update((q) => q.where({ id: enquiry.id }), {
      data(draft) {
        draft.followUps = [...followUps, note];
        draft.updatedAt = now;
      },
    });
    return ok('addEnquiryNote', updated!, { status: 201, message: 'Note added.' });
  }),
];
