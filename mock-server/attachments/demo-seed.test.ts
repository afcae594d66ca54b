/** The seed keeps the demo facility's Draft and Available cases with an attachment (decision 024). */
import { describe, expect, it } from 'vitest';
import { db } from '../store/db';
import { DEMO_FACILITY_ID, ensureDemoFacilityAttachments } from './demo-seed';

const withAttachment = (status: string) => {
  const files = new Set(db.attachments.all().map((a) => a.caseID));
  return db.cases
    .findMany((q) => q.where({ facility: { id: DEMO_FACILITY_ID } }))
    .filter((item) => item.status === status && files.has(item.caseID));
};

describe('the demo facility’s seeded cases', () => {
  it('include a Draft and an Available case holding an attachment', () => {
    expect(withAttachment('Draft').length).toBeGreaterThan(0);
    expect(withAttachment('Available').length).toBeGreaterThan(0);
  });

  it('get a placeholder attachment back when the generated seed gave none', async () => {
    for (const item of withAttachment('Draft')) {
      await db.attachments.deleteMany((q) => q.where({ caseID: item.caseID }));
    }
    expect(withAttachment('Draft')).toEqual([]);
    await ensureDemoFacilityAttachments();
    const [added] = withAttachment('Draft');
    expect(added).toBeDefined();
    const file = db.attachments.findFirst((q) => q.where({ caseID: added!.caseID }))!;
    expect(file).toMatchObject({ id: 'att-demo-draft', contentType: 'application/pdf', placeholder: true });
  });
});
