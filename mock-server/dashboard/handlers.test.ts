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

  it('counts the open overdue cases as the case list filters them, and on time within 0–100 %', async () => {
    const admin = await clientFor(ADMIN);
    const { data } = await admin.GET('/api/admin/dashboard');
    const { dueTimes } = data!.data;
    let overdue = 0;
    for (const status of ['Available', 'Assigned'] as const) {
      const listed = await admin.GET('/api/cases', {
        params: { query: { status, dueState: 'Overdue', pageSize: 1 } },
      });
      overdue += listed.data!.data.total;
    }
    expect(dueTimes.overdue.total).toBe(overdue);
    expect(dueTimes.overdue.total).toBeGreaterThan(0);
    expect(dueTimes.windowDays).toBe(30);
    expect(dueTimes.byCaseType.map((row) => row.caseType)).toHaveLength(6);
    for (const row of [...dueTimes.byFacility, ...dueTimes.byProvider]) {
      expect(row.onTimePercent).toBe(Math.round((row.met / row.signedOut) * 1000) / 10);
    }
  });
});
