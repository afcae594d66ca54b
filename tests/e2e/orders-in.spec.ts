/**
 * Orders in (decision 106, change 4): a facility's system posts a FHIR order with the facility's API
 * credential, and the draft case it makes is on the clerk's Send-Out Cases, with the ordered patient, to finish.
 * The `mock` fixture resets the backend first, so the credential made here is gone for the next test.
 */
import { expect, test } from './fixtures';
import { apiToken } from './viewer-cases';
import { orderBundle } from '../../mock-server/testing/order-bundle';

test('an order in by FHIR is a draft case the clerk sees', async ({
  page,
  request,
  mockUrl,
  mock,
  loginAs,
}) => {
  void mock;
  const token = await apiToken(request, 'facility', mockUrl);
  const rotated = await request.post(`${mockUrl}/api/me/facility-account/interfaces/fhir-credential`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { credential } = ((await rotated.json()) as { data: { credential: string } }).data;
  const order = await request.post(`${mockUrl}/api/interop/orders`, {
    headers: { Authorization: `Bearer ${credential}`, 'Content-Type': 'application/fhir+json' },
    data: JSON.stringify(orderBundle('ORD-E2E-0001')),
  });
  expect(order.status()).toBe(201);
  const { caseRecordId } = ((await order.json()) as { data: { caseRecordId: string } }).data;

  await loginAs('facility');
  await page.goto(`/send-out-cases?search=${caseRecordId}&status=Draft`);
  const table = page.getByRole('table', { name: 'Send-Out Cases' });
  await expect(table.getByRole('rowheader')).toHaveText([caseRecordId]);
  await expect(table.getByRole('row').filter({ hasText: caseRecordId })).toContainText('Okafor');
});
