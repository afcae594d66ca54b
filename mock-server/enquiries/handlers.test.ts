/** Enquiries: the public form (validation, phone rules of spec 5), and admin-only list, details and edit. */
import { describe, expect, it } from 'vitest';
import type { components } from '../../contracts';
import { db } from '../index';
import { ADMIN, FACILITY, PROVIDER, anonymous, clientFor } from '../testing/test-clients';

type EnquiryInput = components['schemas']['EnquiryInput'];
const FORM: EnquiryInput = {
  salutation: 'Dr.',
  firstName: 'Helen',
  lastName: 'Carter',
  email: 'Helen.Carter@Example.org',
  phone: '+1 (617) 555-0142',
  organisation: 'Back Bay Pathology Partners',
  organisationKind: 'Pathologist Group',
  country: 'US',
  state: 'MA',
  service: 'Pick Up',
};
const enquiry = (id: string) => ({ params: { path: { enquiryId: id } } });

describe('enquiries', () => {
  it('seeds at least 40 leads across every list-A status', () => {
    const all = db.enquiries.all();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((e) => e.status)).size).toBe(8);
  });

  it('anyone submits the form; the lead starts as Prospect from the Website', async () => {
    const { data, response } = await anonymous().POST('/api/enquiries', { body: FORM });
    expect(response.status).toBe(201);
    expect(data!.data).toMatchObject({
      status: 'Prospect',
      stage: 'prospect',
      leadSource: 'Website',
      caseScope: 'all',
      email: 'helen.carter@example.org',
    });
  });

  it('answers 400 with field messages for missing fields and a malformed phone, 422 for a zero country code or a wrong state', async () => {
    const missing = await anonymous().POST('/api/enquiries', {
      body: { ...FORM, firstName: '', phone: 'x' },
    });
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({
      data: {
        firstName: ['First name is required'],
        phone: ['Invalid phone number format. Must start with + and follow a valid pattern.'],
      },
    });
    for (const phone of ['5550142', '+1 555 0142', '+1234 555 555 5555'])
      expect(
        (await anonymous().POST('/api/enquiries', { body: { ...FORM, phone } })).response.status,
        phone,
      ).toBe(400);
    const zero = await anonymous().POST('/api/enquiries', { body: { ...FORM, phone: '+000 617-555-0142' } });
    expect(zero.response.status).toBe(422);
    expect(zero.error).toMatchObject({ data: { phone: ['Invalid country code.'] } });
    const state = await anonymous().POST('/api/enquiries', {
      body: { ...FORM, country: 'Canada', state: 'MA' },
    });
    expect(state.response.status).toBe(422);
    expect(
      (await anonymous().POST('/api/enquiries', { body: { ...FORM, country: 'Canada', state: 'QC' } }))
        .response.status,
    ).toBe(201);
    expect(
      (await anonymous().POST('/api/enquiries', { body: { ...FORM, organisationKind: 'Hospital' as never } }))
        .response.status,
    ).toBe(400);
  });

  it.each([PROVIDER, FACILITY])('%s cannot list, open or edit enquiries', async (email) => {
    const client = await clientFor(email);
    expect((await client.GET('/api/enquiries')).response.status).toBe(403);
    expect((await client.GET('/api/enquiries/{enquiryId}', enquiry('enq-0001'))).response.status).toBe(403);
    expect(
      (await client.PATCH('/api/enquiries/{enquiryId}', { ...enquiry('enq-0001'), body: { notes: 'x' } }))
        .response.status,
    ).toBe(403);
    expect((await anonymous().GET('/api/enquiries')).response.status).toBe(401);
  });

  it('an admin filters, opens and edits a lead (404 unknown, 422 bad state)', async () => {
    const admin = await clientFor(ADMIN);
    const interested = await admin.GET('/api/enquiries', {
      params: { query: { status: 'Interested', pageSize: 100 } },
    });
    expect(interested.data!.data.items.length).toBeGreaterThan(0);
    expect(interested.data!.data.items.every((e) => e.status === 'Interested')).toBe(true);
    const sorted = await admin.GET('/api/enquiries', {
      params: { query: { sort: 'name', order: 'asc', pageSize: 100 } },
    });
    const names = sorted.data!.data.items.map((e) => `${e.lastName} ${e.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const edited = await admin.PATCH('/api/enquiries/{enquiryId}', {
      ...enquiry('enq-0001'),
      body: { status: 'Follow_up', stage: 'follow_up', notes: 'Call Monday.' },
    });
    expect(edited.data!.data).toMatchObject({
      status: 'Follow_up',
      stage: 'follow_up',
      notes: 'Call Monday.',
    });
    expect((await admin.GET('/api/enquiries/{enquiryId}', enquiry('enq-0001'))).data!.data.notes).toBe(
      'Call Monday.',
    );
    expect((await admin.GET('/api/enquiries/{enquiryId}', enquiry('enq-9999'))).response.status).toBe(404);
    const us = db.enquiries.all().find((e) => e.country === 'US')!;
    expect(
      (await admin.PATCH('/api/enquiries/{enquiryId}', { ...enquiry(us.id), body: { state: 'ZZ' } })).response
        .status,
    ).toBe(422);
  });

  it('an admin filters by country and adds follow-up notes with author and time (400 blank, 404 unknown, 403 others)', async () => {
    const admin = await clientFor(ADMIN);
    const canada = await admin.GET('/api/enquiries', {
      params: { query: { country: 'Canada', pageSize: 100 } },
    });
    expect(canada.data!.data.items.length).toBeGreaterThan(0);
    expect(canada.data!.data.items.every((e) => e.country === 'Canada')).toBe(true);

    const before = (await admin.GET('/api/enquiries/{enquiryId}', enquiry('enq-0002'))).data!.data.followUps;
    const added = await admin.POST('/api/enquiries/{enquiryId}/notes', {
      ...enquiry('enq-0002'),
      body: { text: '  Called back <b>Monday</b>.  ' },
    });
    expect(added.response.status).toBe(201);
    const notes = added.data!.data.followUps;
    expect(notes).toHaveLength(before.length + 1);
    expect(notes.at(-1)).toMatchObject({
      text: 'Called back <b>Monday</b>.',
      createdBy: { id: 'usr-admin' },
    });
    expect(Date.parse(notes.at(-1)!.createdAt)).not.toBeNaN();
    expect((await admin.GET('/api/enquiries/{enquiryId}', enquiry('enq-0002'))).data!.data.followUps).toEqual(
      notes,
    );

    const blank = await admin.POST('/api/enquiries/{enquiryId}/notes', {
      ...enquiry('enq-0002'),
      body: { text: '   ' },
    });
    expect(blank.response.status).toBe(400);
    expect(
      (await admin.POST('/api/enquiries/{enquiryId}/notes', { ...enquiry('enq-9999'), body: { text: 'x' } }))
        .response.status,
    ).toBe(404);
    const provider = await clientFor(PROVIDER);
    expect(
      (
        await provider.POST('/api/enquiries/{enquiryId}/notes', {
          ...enquiry('enq-0002'),
          body: { text: 'x' },
        })
      ).response.status,
    ).toBe(403);
  });

  it('a new lead starts with no follow-up notes', async () => {
    const { data } = await anonymous().POST('/api/enquiries', {
      body: { ...FORM, email: 'notes@example.org' },
    });
    expect(data!.data.followUps).toEqual([]);
  });
});
