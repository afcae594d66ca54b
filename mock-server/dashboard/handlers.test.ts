/**
 * The admin dashboard through the real typed client: counts of cases and providers per status and open requests.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../index';
import { ADMIN, clientFor } from '../testing/test-clients';

describe('the admin dashboard', () => {
  it('the dashboard counts cases and providers per status and open requests', async () => {
    const { data } = await (await clientFor(ADMIN)).GET('/api/admin/dashboard');
    const counts = data!.data;
    expect(Object.values(counts.cases).reduce((a, b) => a + b, 0)).toBe(db.cases.all().length);
    expect(counts.cases.Available).toBe(db.cases.all().filter((c) => c.status === 'Available').length);
    expect(Object.values(counts.providers).reduce((a, b) => a + b, 0)).toBe(
      db.users.all().filter((u) => u.role === 'Provider').length,
    );
    expect(counts.openSupportRequests).toBe(
      db.supportRequests.all().filter((r) => r.status === 'Open').length,
    );
    const optional = db as unknown as Record<string, unknown>;
    expect(counts.openTasks === null).toBe(!optional.tasks);
    expect(counts.openEnquiries === null).toBe(!optional.enquiries);
  });
});
