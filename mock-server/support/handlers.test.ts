/** Support requests: an admin searches them by subject, message or requester (the /support page's search). */
import { describe, expect, it } from 'vitest';
import { ADMIN, FACILITY, clientFor } from '../testing/test-clients';

describe('support request search', () => {
  it('matches the subject, the message and the requester, combined with the status filter', async () => {
    const facility = await clientFor(FACILITY);
    const created = await facility.POST('/api/support-requests', {
      body: { subject: 'Zebrafish slide', message: 'The quokka stain looks wrong.' },
    });
    expect(created.response.status).toBe(201);
    const id = created.data!.data.id;
    const admin = await clientFor(ADMIN);
    const ids = async (search: string, status?: 'Open' | 'Resolved') =>
      (
        await admin.GET('/api/support-requests', { params: { query: { search, status, pageSize: 100 } } })
      ).data!.data.items.map((r) => r.id);

    expect(await ids('zebrafish')).toEqual([id]);
    expect(await ids('QUOKKA')).toEqual([id]);
    expect(await ids('facility@demo.test')).toContain(id);
    expect(await ids('zebrafish', 'Resolved')).toEqual([]);
    expect(await ids('no such words anywhere')).toEqual([]);
  });
});
