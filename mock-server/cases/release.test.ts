/**
 * releaseCase (decision 075): the assigned provider returns their case to the pool (Assigned → Available), the
 * Undo after a pick-up. Nobody else may (403, admins included: they reassign); a case in another status, or
 * with a saved draft report, answers 409 and stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, PROVISIONAL, clientFor } from '../testing/test-clients';

const anyCase = (
  status: string,
  extra: (c: ReturnType<typeof db.cases.all>[number]) => boolean = () => true,
) => db.cases.all().find((c) => c.status === status && extra(c))!;
const caseNow = (caseID: string) => db.cases.findFirst((q) => q.where({ caseID }))!;
const path = (caseId: string) => ({ params: { path: { caseId } } });

describe('releaseCase', () => {
  it('a pick-up then a release puts the case back in Available Cases, with nobody assigned', async () => {
    const provider = await clientFor(PROVIDER);
    // Not one of Illinois, where the demo provider is not licensed (docs/assignment.md, "The seed").
    const { caseID } = anyCase('Available', (c) => c.facility.id !== 'fac-003');
    const picked = await provider.POST('/api/cases/{caseId}/pick-up', path(caseID));
    expect(picked.response.status).toBe(200);

    const released = await provider.POST('/api/cases/{caseId}/release', path(caseID));
    expect(released.response.status).toBe(200);
    expect(released.data!.data).toMatchObject({
      caseID,
      status: 'Available',
      assignedProvider: null,
      assignedAt: null,
    });
    const mine = await provider.GET('/api/cases', {
      params: { query: { assignedToMe: true, pageSize: 100 } },
    });
    expect(mine.data!.data.items.map((c) => c.caseID)).not.toContain(caseID);
    const available = await provider.GET('/api/cases', {
      params: { query: { status: 'Available', search: caseNow(caseID).caseRecordId } },
    });
    expect(available.data!.data.items.map((c) => c.caseID)).toEqual([caseID]);

    // Picked up again at once (by anyone active): release leaves nothing behind.
    const again = await provider.POST('/api/cases/{caseId}/pick-up', path(caseID));
    expect(again.response.status).toBe(200);
  });

  it('only the provider who holds the case releases it (403 for the others, admins included)', async () => {
    const held = anyCase('Assigned', (c) => c.assignedProvider?.id === 'usr-provider' && !c.reportDraft);
    for (const email of [ADMIN, FACILITY, PROVISIONAL]) {
      const { response } = await (
        await clientFor(email)
      ).POST('/api/cases/{caseId}/release', path(held.caseID));
      expect(response.status, email).toBe(403);
    }
    const other = anyCase('Assigned', (c) => c.assignedProvider?.id !== 'usr-provider');
    const refused = await (await clientFor(PROVIDER)).POST('/api/cases/{caseId}/release', path(other.caseID));
    expect(refused.response.status).toBe(403);
    expect(caseNow(held.caseID)).toMatchObject({
      status: 'Assigned',
      assignedProvider: { id: 'usr-provider' },
    });
    expect(caseNow(other.caseID).status).toBe('Assigned');
  });

  it('a signed-out or available case answers 409 in the lifecycle’s words', async () => {
    const provider = await clientFor(PROVIDER);
    const done = anyCase('SignOutCompleted', (c) => c.assignedProvider?.id === 'usr-provider');
    const refused = await provider.POST('/api/cases/{caseId}/release', path(done.caseID));
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ message: 'A case in status SignOutCompleted cannot be released.' });
    expect(caseNow(done.caseID).status).toBe('SignOutCompleted');

    // An available case (an Undo sent twice) is the lifecycle's 409 too.
    const available = anyCase('Available');
    const notHeld = await provider.POST('/api/cases/{caseId}/release', path(available.caseID));
    expect(notHeld.response.status).toBe(409);
    expect(notHeld.error).toMatchObject({ message: 'A case in status Available cannot be released.' });
  });

  it('a saved draft report keeps the case with its provider (409), draft and all', async () => {
    const provider = await clientFor(PROVIDER);
    const held = anyCase('Assigned', (c) => c.assignedProvider?.id === 'usr-provider');
    const saved = await provider.PUT('/api/cases/{caseId}/report-draft', {
      ...path(held.caseID),
      body: { primaryDiagnosis: 'Tubular adenoma' },
    });
    expect(saved.response.status).toBe(200);

    const refused = await provider.POST('/api/cases/{caseId}/release', path(held.caseID));
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({
      message: `Case ${held.caseRecordId} has a saved draft report. Sign it out, or ask an admin to reassign the case.`,
    });
    expect(caseNow(held.caseID)).toMatchObject({
      status: 'Assigned',
      assignedProvider: { id: 'usr-provider' },
      reportDraft: { primaryDiagnosis: 'Tubular adenoma' },
    });
  });

  it('an unknown case is 404', async () => {
    const { response } = await (
      await clientFor(PROVIDER)
    ).POST('/api/cases/{caseId}/release', path('case-nope'));
    expect(response.status).toBe(404);
  });
});
