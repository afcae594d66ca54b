/**
 * A provider's own pick-up under the assignment rules (docs/assignment.md): pickUpCase's 403 with the refusal,
 * the verdict beside each Available case in a provider's list, and the seed's promise (several eligible for
 * most case types and states, nobody for a few; the demo provider under their cap, with one state they may
 * not pick cases up in).
 */
import { describe, expect, it } from 'vitest';
import { CASE_TYPE_SUBSPECIALTY, type AssignmentCaseType } from '../../contracts/assignment';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, clientFor } from '../testing/test-clients';
import { candidateOf, rankingFor } from './facts';
import { DEMO_PROVIDER_CASELOAD_CAP } from './seed';

const casePath = (caseId: string) => ({ params: { path: { caseId } } });
const NOT_IN_IL = 'You cannot pick up this case: you are not licensed in IL.';

const available = (facilityId: string) =>
  db.cases.all().find((c) => c.status === 'Available' && c.facility.id === facilityId)!;

describe('pickUpCase under the assignment rules', () => {
  it('refuses a case of a state the provider is not licensed in, with the refusal, and changes nothing', async () => {
    const provider = await clientFor(PROVIDER);
    const item = available('fac-003'); // Lakeshore University Medical Center, Illinois
    const refused = await provider.POST('/api/cases/{caseId}/pick-up', casePath(item.caseID));
    expect(refused.response.status).toBe(403);
    expect(refused.error).toEqual({
      isSuccess: false,
      message: NOT_IN_IL,
      data: null,
      error: null,
      details: NOT_IN_IL,
    });
    expect(db.cases.findFirst((q) => q.where({ caseID: item.caseID }))).toMatchObject({
      status: 'Available',
      assignedProvider: null,
    });
    const taken = await provider.POST('/api/cases/{caseId}/pick-up', casePath(available('fac-001').caseID));
    expect(taken.response.status).toBe(200);
    expect(taken.data!.data).toMatchObject({ status: 'Assigned', assignedProvider: { id: 'usr-provider' } });
  });

  it('counts the provider’s open cases against their cap, and names every rule broken', async () => {
    const admin = await clientFor(ADMIN);
    await admin.PATCH('/api/users/{userId}/assignment-profile', {
      params: { path: { userId: 'usr-provider' } },
      body: { caseloadCap: 40 },
    });
    const provider = await clientFor(PROVIDER);
    const atCap = await provider.POST('/api/cases/{caseId}/pick-up', casePath(available('fac-001').caseID));
    expect(atCap.response.status).toBe(403);
    expect(atCap.error!.message).toBe(
      'You cannot pick up this case: you have 40 open cases, your cap is 40.',
    );
    const both = await provider.POST('/api/cases/{caseId}/pick-up', casePath(available('fac-003').caseID));
    expect(both.error!.details).toBe(
      'You cannot pick up this case: you are not licensed in IL; you have 40 open cases, your cap is 40.',
    );
  });

  it('refuses while the provider is away', async () => {
    const provider = await clientFor(PROVIDER);
    const today = new Date().toISOString().slice(0, 10);
    await provider.PATCH('/api/users/{userId}/assignment-profile', {
      params: { path: { userId: 'usr-provider' } },
      body: { awayFrom: today, awayTo: '2099-12-31' },
    });
    const refused = await provider.POST('/api/cases/{caseId}/pick-up', casePath(available('fac-001').caseID));
    expect(refused.response.status).toBe(403);
    expect(refused.error!.message).toBe('You cannot pick up this case: you are away until 2099-12-31.');
  });
});

describe('listCases tells a provider which Available cases they may pick up', () => {
  it('says why beside a case they may not, and nothing to other roles', async () => {
    const provider = await clientFor(PROVIDER);
    const { data } = await provider.GET('/api/cases', {
      params: { query: { status: 'Available', pageSize: 100 } },
    });
    const items = data!.data.items;
    const illinois = items.filter((c) => c.facility.id === 'fac-003');
    expect(illinois.length).toBeGreaterThan(0);
    for (const item of illinois) expect(item.pickUp).toEqual({ allowed: false, reason: NOT_IN_IL });
    const others = items.filter((c) => c.facility.id !== 'fac-003');
    expect(others.length).toBeGreaterThan(0);
    for (const item of others) expect(item.pickUp).toEqual({ allowed: true, reason: null });
    const mine = await provider.GET('/api/cases', { params: { query: { status: 'Assigned' } } });
    expect(mine.data!.data.items.every((c) => c.pickUp === undefined)).toBe(true);

    for (const email of [ADMIN, FACILITY]) {
      const other = await clientFor(email);
      const list = await other.GET('/api/cases', { params: { query: { status: 'Available' } } });
      expect(list.data!.data.items.length, email).toBeGreaterThan(0);
      expect(
        list.data!.data.items.every((c) => c.pickUp === undefined),
        email,
      ).toBe(true);
    }
  });
});

describe('getCase tells a provider too', () => {
  it('gives the verdict on an Available case to a provider, and to nobody else', async () => {
    const provider = await clientFor(PROVIDER);
    const illinois = await provider.GET('/api/cases/{caseId}', casePath(available('fac-003').caseID));
    expect(illinois.data!.data.pickUp).toEqual({ allowed: false, reason: NOT_IN_IL });
    const california = await provider.GET('/api/cases/{caseId}', casePath(available('fac-001').caseID));
    expect(california.data!.data.pickUp).toEqual({ allowed: true, reason: null });
    const admin = await clientFor(ADMIN);
    const asAdmin = await admin.GET('/api/cases/{caseId}', casePath(available('fac-003').caseID));
    expect(asAdmin.data!.data.pickUp).toBeUndefined();
  });
});

describe('the seed (docs/assignment.md, "The seed")', () => {
  const types = Object.keys(CASE_TYPE_SUBSPECIALTY) as AssignmentCaseType[];
  const eligibleFor = (type: AssignmentCaseType, facilityId: string) => {
    const facility = db.facilities.findFirst((q) => q.where({ id: facilityId }))!;
    return rankingFor({
      type: { name: type, displayName: type },
      facility: { id: facility.id, name: facility.name },
    } as Parameters<typeof rankingFor>[0]).eligible.length;
  };

  it('makes several providers eligible for most case types and facilities, and nobody for a few', () => {
    const counts = types.flatMap((type) =>
      db.facilities.all().map((f) => ({ key: `${type}@${f.state}`, n: eligibleFor(type, f.id) })),
    );
    const several = counts.filter((c) => c.n >= 2);
    expect(several.length / counts.length).toBeGreaterThan(0.9);
    expect(counts.filter((c) => c.n === 0).map((c) => c.key)).toEqual(['hematopathology@IL']);
    // Every case type needing no subspecialty has several readers everywhere.
    for (const c of counts.filter((c) => /^(surgical|consult)@/.test(c.key))) expect(c.n).toBeGreaterThan(2);
  });

  it('gives every Active provider an approved registration, and the demo provider room under their cap', () => {
    const active = db.users.all().filter((u) => u.role === 'Provider' && u.status === 'Active');
    expect(active.length).toBeGreaterThan(10);
    for (const user of active) {
      const registration = db.registrations.findFirst((q) => q.where({ userId: user.id, kind: 'provider' }));
      expect(registration, user.id).toMatchObject({ status: 'Active' });
      expect(registration!.licensedStates.length, user.id).toBeGreaterThan(0);
    }
    const demo = candidateOf(db.users.findFirst((q) => q.where({ id: 'usr-provider' }))!);
    expect(demo.caseloadCap).toBe(DEMO_PROVIDER_CASELOAD_CAP);
    expect(demo.openCases).toBeLessThan(demo.caseloadCap);
    expect(demo.licensedStates).not.toContain('IL');
  });
});
