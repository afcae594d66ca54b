/** The ways in's pure parts: which ways a selection sends, the status a throwaway user moves to, its passwords. */
import { describe, expect, it } from 'vitest';
import { nextStatus, text, throwawayPassword, waysToRun, WayStopped, type Way } from './way';
import { WAYS } from './ways';
import { SEQUENCES } from './stateful';
import { listOperations, loadOpenapi } from './openapi';

const way = (name: string, covers: string[], needs: string[] = [], gives: string[] = []): Way => ({
  name,
  covers,
  needs,
  gives,
  run: async () => {},
});

describe('waysToRun', () => {
  const ways = [
    way('provider', ['resetPassword'], [], ['email']),
    way('code', ['verifyEmailCode'], ['email']),
    way('facility', ['submitMyFacilityAccountForReview'], [], ['facilityId']),
    way('cases', ['importCases'], ['facilityId']),
  ];
  const names = (selected: string[]) => waysToRun(ways, new Set(selected)).map((w) => w.name);

  it('sends the ways of the selected operations and the earlier ways they need, in order', () => {
    expect(names(['importCases'])).toEqual(['facility', 'cases']);
    expect(names(['verifyEmailCode'])).toEqual(['provider', 'code']);
    expect(names(['verifyEmailCode', 'importCases'])).toEqual(['provider', 'code', 'facility', 'cases']);
    expect(names(['resetPassword'])).toEqual(['provider']);
    expect(names(['getBanner'])).toEqual([]);
  });

  it("also sends the ways that make what a selected sequence takes from them (the billing record's case)", () => {
    expect(waysToRun(ways, new Set(['createBillingRecord']), ['facilityId']).map((w) => w.name)).toEqual([
      'facility',
    ]);
    const billing = SEQUENCES.find((s) => s.resource === 'billing record')!;
    const given = new Set(WAYS.flatMap((w) => w.gives ?? []));
    for (const key of Object.values(billing.madeByWays ?? {})) expect(given).toContain(key);
  });
});

describe('the ways in', () => {
  it('name operations of the contract, and each earlier way gives what a later one needs', () => {
    const ids = new Set(listOperations(loadOpenapi()).map((op) => op.operationId));
    const given = new Set<string>();
    for (const w of WAYS) {
      for (const id of w.covers) expect(ids.has(id), `${w.name}: ${id}`).toBe(true);
      for (const key of w.needs ?? []) expect(given.has(key), `${w.name} needs ${key}`).toBe(true);
      for (const key of w.gives ?? []) given.add(key);
    }
  });

  it('change passwords only as a throwaway session, and statuses only of the throwaway user', async () => {
    // The self-service password operations are sent only as a throwaway session.
    const calls: { operationId: string; as?: string; path?: Record<string, string> }[] = [];
    const tools = {
      state: { providerUserId: 'u', facilityId: 'f', signedOutCaseId: 'a' },
      tag: 't',
      example: () => ({}),
      call: async (operationId: string, how: { as?: string; path?: Record<string, string> } = {}) => {
        calls.push({ operationId, as: how.as, path: how.path });
        return {
          id: 'id',
          userId: 'u',
          facilityId: 'f',
          documents: [{ id: 'd' }],
          allowed: ['In Progress', 'Deactivated'],
          proofOfAddress: { id: 'p' },
          items: [{ caseID: 'a' }, { caseID: 'b' }],
          consultId: 'c',
          slides: [{ subsections: [{ id: 's' }] }],
          image: { fileContent: 'i' },
          credential: 'pbf_credential',
        };
      },
      useToken: () => {},
      knowAs: () => {},
      logIn: async () => {},
      readCode: async () => '123456',
      userId: () => 'usr-provider',
      facilityId: () => 'fac-001',
    };
    // A way the run withholds (no QA task to read blind here) stops as the runner lets it, and the others go on.
    for (const w of WAYS)
      await w.run(tools).catch((error: unknown) => expect(error).toBeInstanceOf(WayStopped));
    const selfService = calls.filter((c) => ['resetPassword', 'changePassword'].includes(c.operationId));
    expect(selfService.map((c) => c.as)).toEqual(['throwaway-provider', 'throwaway-provider']);
    const statusChanges = calls.filter((c) => c.operationId === 'changeUserStatus');
    // Status changes name the users the ways made: the user an admin created (`id`, retired) and the throwaway
    // provider (`providerUserId`, moved on, then retired).
    expect(statusChanges.map((c) => c.path)).toEqual([{ userId: 'id' }, { userId: 'u' }, { userId: 'u' }]);
  });
});

describe('helpers', () => {
  it('moves a user along its lifecycle first, and deactivates only when nothing else is allowed', () => {
    expect(nextStatus(['In Progress', 'Deactivated'])).toBe('In Progress');
    expect(nextStatus(['Deactivated'])).toBe('Deactivated');
    expect(nextStatus([])).toBeUndefined();
    expect(nextStatus(undefined)).toBeUndefined();
  });

  it('makes passwords the contract accepts (10 characters or more, a letter and a digit), each new', () => {
    const passwords = [0, 1, 2].map((n) => throwawayPassword('2026.ab12cd34', n));
    for (const p of passwords) expect(p).toMatch(/^(?=.*\p{L})(?=.*\d).{10,256}$/u);
    expect(new Set(passwords).size).toBe(3);
  });

  it('stops a way when an answer lacks an id', () => {
    expect(text('abc', 'id')).toBe('abc');
    expect(text(12, 'id')).toBe('12');
    expect(() => text(undefined, 'id')).toThrow(WayStopped);
    expect(() => text('', 'id')).toThrow('the answer has no id');
  });
});
