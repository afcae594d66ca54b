/**
 * The facility account pages' loaders and actions against the in-process mock backend with a real session
 * cookie: other roles refused before anything is read, the own record only, what a save sends and says, the
 * review's refusal and its banner, My Team's list; and the pure rules (what a review still needs, what changed).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../contracts';
import { TEST_API } from '../../../tests/setup/mock-backend';
import { sessionFromCookie } from '~/session.server';
import { appRequest, redirectOf, sessionFor, settle } from '../../../tests/setup/app-session';
import { loadAccountDetails, loadEditAccountDetails, saveAccountDetails } from './account-details.server';
import { loadFacilityAccount, saveFacilityDetails, submitForReview } from './facility-account.server';
import { FORBIDDEN, REVIEW_STEPS, SAVED, UNDER_REVIEW } from './messages';
import { loadFacilityNp } from './np.server';
import { missingForReview } from './review';
import { changedValues } from './schemas';
import { loadTeam } from './team.server';

beforeEach(() => {
  vi.stubEnv('API_BASE_URL', TEST_API);
  return () => vi.unstubAllEnvs();
});

const refusal = (status: number, message: string) => ({ data: message, init: { status } });

/** The session cookie a response sets, as the next request would send it. */
function sessionOf(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('__session='))
    ?.split(';')[0];
  return sessionFromCookie(cookie ?? '');
}

describe('who may open the pages', () => {
  it('refuses other roles with a 403 page before reading anything', async () => {
    const { cookie } = await sessionFor('provider@demo.test');
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => loadAccountDetails(appRequest(cookie, '/account-details')), FORBIDDEN.accountDetails],
      [() => loadFacilityAccount(appRequest(cookie, '/facility-account')), FORBIDDEN.facilityAccount],
      [() => loadTeam(appRequest(cookie, '/my-team')), FORBIDDEN.myTeam],
      [() => loadFacilityNp(appRequest(cookie, '/FacilityNP')), FORBIDDEN.facilityNpOtherRole],
    ];
    for (const [run, message] of cases) {
      const outcome = await settle(run);
      expect(outcome).toMatchObject({ thrown: true, value: refusal(403, message) });
    }
    const facility = await sessionFor('facility@demo.test');
    const np = await settle(() => loadFacilityNp(appRequest(facility.cookie, '/FacilityNP')));
    expect(np).toMatchObject({ thrown: true, value: refusal(403, FORBIDDEN.facilityNp) });
  });

  it('the Facility NP page shows the NP, their facility and their work', async () => {
    const { cookie } = await sessionFor('np@demo.test');
    const page = await loadFacilityNp(appRequest(cookie, '/FacilityNP'));
    expect(page.me).toMatchObject({ email: 'np@demo.test', facility: { id: 'fac-001' } });
    expect(page.work.drafts).toBeGreaterThan(0);
    expect(typeof page.work.openTasks).toBe('number');
  });
});

describe('Account Details', () => {
  it('reads the own facility user record; its edit opens only under that record’s id', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const { data } = (await loadAccountDetails(appRequest(cookie, '/account-details'))) as unknown as {
      data: { me: components['schemas']['FacilityUser']; editPath: string };
    };
    expect(data.me).toMatchObject({ email: 'facility@demo.test', role: 'MedicalFacility' });
    expect(data.editPath).toBe(`/edit-account-details/${data.me.id}`);
    const other = await settle(() =>
      loadEditAccountDetails(appRequest(cookie, '/edit-account-details/fu-np'), 'fu-np'),
    );
    expect(other).toMatchObject({ thrown: true, value: refusal(403, FORBIDDEN.editAccountDetails) });
  });

  it('saves only what changed, renames the session, and says so; a bad phone is refused with spec 5', async () => {
    const { cookie } = await sessionFor('facility@demo.test');
    const { me, initial } = await loadEditAccountDetails(
      appRequest(cookie, '/edit-account-details/fu-facility'),
      'fu-facility',
    );
    const path = `/edit-account-details/${me.id}`;
    const post = (fields: Record<string, string>) =>
      saveAccountDetails(
        appRequest(cookie, path, { ...initial, ...fields, initial: JSON.stringify(initial) }),
        me.id,
      );

    const bad = (await post({ phone: '555 010' })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error.phone).toEqual([
      'Invalid phone number format. Must start with + and follow a valid pattern.',
    ]);

    const saved = (await post({ firstName: 'Danny' })) as Response;
    expect(redirectOf(saved)).toMatchObject({
      status: 302,
      location: '/account-details',
      flash: { kind: 'success', message: SAVED.accountDetails },
    });
    expect(sessionOf(saved).get('name')).toBe('Danny Reyes');

    const unchanged = (await post({})) as Response;
    expect(redirectOf(unchanged).flash).toMatchObject({ message: SAVED.nothingChanged });
  });
});

describe('Facility Account Details and its review', () => {
  it('checks the region against the country, clears an emptied field, and submits a complete account', async () => {
    const { cookie, client } = await sessionFor('provisional.facility@demo.test');
    const { data } = (await loadFacilityAccount(
      appRequest(cookie, '/facility-account-detail'),
    )) as unknown as {
      data: { account: components['schemas']['FacilityAccount'] };
    };
    const account = data.account;
    expect(missingForReview(account)).toEqual(['Proof of address']);

    // Not complete yet: the API's sentence and what it says is missing.
    const early = (await submitForReview(
      appRequest(cookie, '/facility-account-detail', { intent: 'submit-review' }),
    )) as unknown as { data: { error: string; missing: string[] }; init: { status: number } };
    expect(early.init.status).toBe(422);
    expect(early.data.error).toBe(REVIEW_STEPS.refused);
    expect(early.data.missing).toEqual([
      'Upload a proof of address, such as a recent utility bill or bank statement.',
    ]);

    const initial = {
      email: account.email ?? '',
      phone: account.phone ?? '',
      country: 'US',
      state: account.state ?? '',
      city: account.city ?? '',
      address: account.address ?? '',
      postalCode: account.postalCode ?? '',
      proofOfAddressDocumentId: '',
    };
    const post = (fields: Record<string, string>) =>
      saveFacilityDetails(
        appRequest(cookie, '/edit-facility-account-detail', {
          ...initial,
          ...fields,
          initial: JSON.stringify(initial),
        }),
        {},
      );
    const noState = (await post({ state: '' })) as unknown as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(noState.data.result.error.state).toEqual(['Choose a US state or territory.']);

    const cleared = (await post({ postalCode: '' })) as Response;
    expect(redirectOf(cleared)).toMatchObject({
      location: '/facility-account-detail',
      flash: { message: SAVED.facilityDetails },
    });
    expect((await client.GET('/api/me/facility-account')).data!.data.postalCode).toBeNull();

    // Completed through the API (the upload itself is the e2e test's), then submitted here.
    const form = new FormData();
    form.set('kind', 'proofOfAddress');
    form.set('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'bill.pdf');
    const uploaded = await fetch(`${TEST_API}/api/registration-documents`, { method: 'POST', body: form });
    const { data: proof } = (await uploaded.json()) as { data: { id: string } };
    await client.PATCH('/api/me/facility-account', {
      body: { postalCode: '97205', proofOfAddressDocumentId: proof.id },
    });
    const submitted = (await submitForReview(
      appRequest(cookie, '/facility-account-detail', { intent: 'submit-review' }),
    )) as Response;
    expect(redirectOf(submitted)).toMatchObject({
      location: '/facility-account-detail',
      flash: { kind: 'success', message: UNDER_REVIEW.flash },
    });
    expect(sessionOf(submitted).get('banner')).toBe(UNDER_REVIEW.banner);
  });
});

describe('My Team', () => {
  it('lists the facility’s users for the URL’s state, and who may add one', async () => {
    const facility = await sessionFor('facility@demo.test');
    const { data } = (await loadTeam(
      appRequest(facility.cookie, '/my-team?role=Facility_NP'),
    )) as unknown as {
      data: { page: { items: Array<{ email: string }> }; facilityName: string; canAddUsers: boolean };
    };
    expect(data.facilityName).toBe('Riverside Community Hospital');
    expect(data.page.items.map((m) => m.email)).toEqual(['np@demo.test']);
    expect(data.canAddUsers).toBe(true);
    const np = await sessionFor('np@demo.test');
    const asNp = (await loadTeam(appRequest(np.cookie, '/my-team'))) as unknown as {
      data: { canAddUsers: boolean };
    };
    expect(asNp.data.canAddUsers).toBe(false);
  });
});

describe('changedValues', () => {
  it('sends what differs: an emptied text as "", an emptied file as null, a state outside a listed country cleared', () => {
    const initial = {
      phone: '+1 (555) 010-2001',
      country: 'US',
      state: 'CA',
      city: 'Sacramento',
      proofOfAddressDocumentId: 'doc-1',
    };
    const fields = ['phone', 'country', 'state', 'city', 'proofOfAddressDocumentId'];
    expect(changedValues({ ...initial, phone: '+15550102001' }, initial, fields)).toEqual({});
    expect(
      changedValues(
        {
          phone: initial.phone,
          country: 'Other',
          state: 'CA',
          city: '',
          proofOfAddressDocumentId: undefined,
        },
        initial,
        fields,
      ),
    ).toEqual({ country: 'Other', state: '', city: '', proofOfAddressDocumentId: null });
  });
});
