/** Reference lists: sizes, a few exact entries, and which need a login. */
import { describe, expect, it } from 'vitest';
import { PROVIDER, anonymous, clientFor } from '../testing/test-clients';

describe('reference lists', () => {
  it('countries, US states and Canadian provinces are public', async () => {
    const client = anonymous();
    expect((await client.GET('/api/reference/countries')).data!.data.map((c) => c.value)).toEqual([
      'US',
      'Canada',
      'Other',
    ]);
    const states = (await client.GET('/api/reference/us-states')).data!.data;
    expect(states.length).toBe(56);
    expect(states).toContainEqual({ value: 'CA', label: 'California', group: 'State' });
    expect(states).toContainEqual({ value: 'PR', label: 'Puerto Rico', group: 'Territory' });
    expect(states).toContainEqual({ value: 'DC', label: 'District of Columbia', group: 'District' });
    const provinces = (await client.GET('/api/reference/canadian-provinces')).data!.data;
    expect(provinces.length).toBe(13);
    expect(provinces).toContainEqual({ value: 'QC', label: 'Quebec', group: 'Province' });
  });

  it('the other lists need a login (401 without)', async () => {
    expect((await anonymous().GET('/api/reference/insurance-payers')).response.status).toBe(401);
    expect((await anonymous().GET('/api/reference/ihc-markers')).response.status).toBe(401);
    expect((await anonymous().GET('/api/reference/enumerations')).response.status).toBe(401);
  });

  it('serves payers, subspecialties, stains, IHC markers and slide order options', async () => {
    const client = await clientFor(PROVIDER);
    type ListPath =
      | '/api/reference/insurance-payers'
      | '/api/reference/subspecialties'
      | '/api/reference/special-stains'
      | '/api/reference/ihc-markers'
      | '/api/reference/slide-order-options';
    const labels = async (path: ListPath) =>
      (await client.GET(path as '/api/reference/insurance-payers')).data!.data.map((o) => o.label);
    const payers = await labels('/api/reference/insurance-payers');
    expect(payers.length).toBe(20);
    expect(payers).toEqual(
      expect.arrayContaining(['Aetna', 'Cigna', 'Humana', 'UnitedHealthcare', 'Medicare', 'Medicaid']),
    );
    const subspecialties = await labels('/api/reference/subspecialties');
    expect(subspecialties.length).toBe(13);
    expect(subspecialties).toEqual(expect.arrayContaining(['Breast', 'Dermatopathology', 'Hematopathology']));
    expect(await labels('/api/reference/special-stains')).toEqual(
      expect.arrayContaining(['PAS', 'Congo Red', 'Masson Trichrome']),
    );
    const markers = await labels('/api/reference/ihc-markers');
    expect(markers.length).toBe(80);
    expect(new Set(markers).size).toBe(80);
    expect(markers).toEqual(expect.arrayContaining(['CD3', 'CD20', 'Ki-67', 'ER', 'PR', 'HER2']));
    expect(await labels('/api/reference/slide-order-options')).toEqual(
      expect.arrayContaining([
        'H&E Deeper Cuts x3',
        'H&E Recut',
        'Unstained Slides x5',
        'Unstained Slides x10',
      ]),
    );
  });

  it('serves the file rules of spec 5 and the enumerations with labels', async () => {
    const client = await clientFor(PROVIDER);
    const rules = (await client.GET('/api/reference/file-rules')).data!.data;
    expect(rules.attachmentExtensions).toEqual(['.jpeg', '.jpg', '.png', '.pdf', '.doc', '.docx']);
    expect(rules.attachmentTypeMessage).toBe('Only JPG, PNG, PDF and Word documents are allowed.');
    expect(rules.slideImageExtensions).toHaveLength(18);
    expect(rules.slideImageExtensions).toContain('.ome.tiff');
    const enums = (await client.GET('/api/reference/enumerations')).data!.data;
    expect(enums.billingComponent).toEqual([
      { value: 0, label: 'Professional Component (PC)' },
      { value: 1, label: 'Technical Component (TC)' },
      { value: 2, label: 'Global/Whole Case (PC+TC)' },
    ]);
    expect(enums.taskType).toContainEqual({ value: 3, label: 'Onboarding' });
    expect(enums.leadStatusB!.map((o) => o.value)).toEqual([
      'prospect',
      'interested',
      'follow_up',
      'not_interested',
      'onboarding_in_progress',
      'active',
    ]);
  });
});
