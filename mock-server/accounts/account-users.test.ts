/**
 * A facility account's users follow its status (decision 068): the rule alone (property tests), then
 * updateAccount through the typed client against the in-process mock: activation promotes the Provisionally
 * Active users, deactivation deactivates everyone and ends their sessions, reactivation restores exactly those
 * the account's deactivation took, each change in the user's status history.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { ADMIN, clientFor, tokenFor } from '../testing/test-clients';
import type { Status } from '../users/lifecycle';
import { ACCOUNT_ACTIVE_BANNER, ACCOUNT_REASONS, usersFollowing, type AccountUser } from './account-users';

const STATUSES: Status[] = ['New', 'In Progress', 'Provisionally Active', 'Active', 'Deactivated'];
const status = fc.constantFrom(...STATUSES);
const user = fc.record({
  id: fc.uuid(),
  status,
  lastChange: fc.option(
    fc.record({ from: status, to: status, reason: fc.constantFrom(null, ...Object.values(ACCOUNT_REASONS)) }),
    { nil: undefined },
  ),
});
const users = fc.uniqueArray(user, { selector: (u) => u.id, maxLength: 8 });

/** Each user's status after the moves. */
const after = (list: readonly AccountUser[], from: Status, to: Status) => {
  const final = new Map(list.map((u) => [u.id, u.status]));
  for (const move of usersFollowing(from, to, list)) {
    expect(final.get(move.userId)).toBe(move.from);
    final.set(move.userId, move.to);
  }
  return final;
};

describe('the rule', () => {
  it('to Active: nobody is left Provisionally Active, nobody is demoted, and only the account’s own deactivations are undone', () => {
    fc.assert(
      fc.property(users, fc.constantFrom<Status>('Provisionally Active', 'Deactivated'), (list, from) => {
        const final = after(list, from, 'Active');
        for (const u of list) {
          const now = final.get(u.id)!;
          expect(now).not.toBe('Provisionally Active');
          const byAccount =
            u.lastChange?.to === 'Deactivated' &&
            u.lastChange.reason === ACCOUNT_REASONS.deactivated &&
            u.lastChange.from !== 'Deactivated';
          if (u.status === 'Deactivated' && !byAccount) expect(now).toBe('Deactivated');
          if (u.status === 'New' || u.status === 'In Progress' || u.status === 'Active')
            expect(now).toBe(u.status);
        }
      }),
    );
  });

  it('to Deactivated: everyone is Deactivated; to any other status, or the same one, nobody moves', () => {
    fc.assert(
      fc.property(users, status, status, (list, from, to) => {
        if (to === 'Deactivated' && from !== to)
          for (const now of after(list, from, to).values()) expect(now).toBe('Deactivated');
        if (to !== 'Active' && to !== 'Deactivated') expect(usersFollowing(from, to, list)).toEqual([]);
        expect(usersFollowing(to, to, list)).toEqual([]);
      }),
    );
  });

  it('deactivating then reactivating gives each user their status back, Provisionally Active ones made Active', () => {
    fc.assert(
      fc.property(users, (list) => {
        const off = new Map(
          usersFollowing('Active', 'Deactivated', list).map((m) => [
            m.userId,
            { from: m.from, to: m.to, reason: m.reason },
          ]),
        );
        const deactivated = list.map((u) => ({
          id: u.id,
          status: 'Deactivated' as Status,
          lastChange: off.get(u.id) ?? u.lastChange,
        }));
        const final = after(deactivated, 'Deactivated', 'Active');
        for (const u of list) {
          if (u.status === 'Deactivated') continue;
          expect(final.get(u.id)).toBe(u.status === 'Provisionally Active' ? 'Active' : u.status);
        }
      }),
    );
  });
});

describe('updateAccount moves the account’s users', () => {
  const ACCOUNT = { params: { path: { accountId: 'fac-002' } } };
  const PROVISIONAL_FACILITY = 'provisional.facility@demo.test';
  const userBy = (email: string) => db.users.findFirst((q) => q.where({ email }))!;

  it('activation, deactivation and reactivation, with the history, banner and sessions to match', async () => {
    const admin = await clientFor(ADMIN);
    const facilityUser = userBy(PROVISIONAL_FACILITY);
    expect(facilityUser.status).toBe('Provisionally Active');
    // A colleague the admin deactivated on their own, and a new one not yet checked.
    const colleague = async (email: string) =>
      (
        await admin.POST('/api/users', {
          body: {
            email,
            firstName: 'Colleague',
            lastName: 'Of Fac',
            role: 'MedicalFacility',
            userType: 'Physician',
            phone: '+1 (555) 010-2000',
            facilityId: 'fac-002',
          },
        })
      ).data!.data.id;
    const stopped = await colleague('stopped.colleague@demo.test');
    const fresh = await colleague('fresh.colleague@demo.test');
    expect(stopped && fresh).toBeTruthy();
    const stop = await admin.POST('/api/users/{userId}/status', {
      params: { path: { userId: stopped } },
      body: { status: 'Deactivated', reason: 'Left the facility.' },
    });
    expect(stop.response.status).toBe(200);
    const statusOf = (id: string) => db.users.findFirst((q) => q.where({ id }))!.status;

    const activated = await admin.PATCH('/api/accounts/{accountId}', {
      ...ACCOUNT,
      body: { status: 'Active' },
    });
    expect(activated.response.status).toBe(200);
    expect(statusOf(facilityUser.id)).toBe('Active');
    expect(statusOf(stopped)).toBe('Deactivated');
    expect(statusOf(fresh)).toBe('New');
    expect(userBy(PROVISIONAL_FACILITY).bannerMessage).toBe(ACCOUNT_ACTIVE_BANNER);
    const history = await admin.GET('/api/users/{userId}/status', {
      params: { path: { userId: facilityUser.id } },
    });
    expect(history.data!.data.history[0]).toMatchObject({
      from: 'Provisionally Active',
      to: 'Active',
      reason: ACCOUNT_REASONS.activated,
      changedBy: { id: userBy(ADMIN).id },
    });

    // The promoted user has read the banner (it is cleared) before the account is deactivated.
    await db.users.update((q) => q.where({ id: facilityUser.id }), {
      data(draft) {
        draft.bannerMessage = null;
      },
    });
    const token = await tokenFor(PROVISIONAL_FACILITY);
    const deactivated = await admin.PATCH('/api/accounts/{accountId}', {
      ...ACCOUNT,
      body: { status: 'Deactivated' },
    });
    expect(deactivated.response.status).toBe(200);
    for (const id of [facilityUser.id, stopped, fresh]) expect(statusOf(id)).toBe('Deactivated');
    expect(db.sessions.findMany((q) => q.where({ token }))).toEqual([]);

    const reactivated = await admin.PATCH('/api/accounts/{accountId}', {
      ...ACCOUNT,
      body: { status: 'Active' },
    });
    expect(reactivated.response.status).toBe(200);
    expect(statusOf(facilityUser.id)).toBe('Active');
    // Given their status back, not promoted: no 'is active' banner again.
    expect(userBy(PROVISIONAL_FACILITY).bannerMessage).toBeNull();
    expect(statusOf(fresh)).toBe('New');
    expect(statusOf(stopped)).toBe('Deactivated');
    const restored = await admin.GET('/api/users/{userId}/status', { params: { path: { userId: fresh } } });
    expect(restored.data!.data.history[0]).toMatchObject({
      from: 'Deactivated',
      to: 'New',
      reason: ACCOUNT_REASONS.reactivated,
    });
  });

  it('moves nobody when the account keeps its status', async () => {
    const admin = await clientFor(ADMIN);
    const before = db.users.findMany((q) => q.where({ facilityId: 'fac-002' })).map((u) => u.status);
    const same = await admin.PATCH('/api/accounts/{accountId}', {
      ...ACCOUNT,
      body: { status: 'Provisionally Active' },
    });
    expect(same.response.status).toBe(200);
    expect(db.users.findMany((q) => q.where({ facilityId: 'fac-002' })).map((u) => u.status)).toEqual(before);
  });
});
