/**
 * The order sender on the Interfaces page (decision 131): the facility says what its system puts in MSH-4 and
 * where its interface engine connects from, each mistake refused under its field; once saved, an order from that
 * address with that MSH-4 is the facility's (AA) and, from a sender it did not register, refused (AR).
 */
import { ORDER_SENDER_MESSAGES } from '../../contracts/order-sender';
import { escapeRegExp, expect, hydrated, test } from './fixtures';
import { ORDER_SENDER, omlOrder, sendOml } from './interop-orders';

/** A pattern matching `text` anywhere, as written. */
const containing = (text: string) => new RegExp(escapeRegExp(text));

test('Interfaces: the facility registers its order sender, and an order from it is taken', async ({
  page,
  servers,
  loginAs,
}) => {
  test.skip(servers.hl7OrdersPort === null, 'the HL7 order intake is the worker’s own mock’s');
  await loginAs('facility');
  await page.goto('/facility-account/interfaces');
  await hydrated(page);

  const sendingFacility = page.getByLabel('Sending facility');
  const addresses = page.getByLabel('Source addresses');
  const save = page.getByRole('button', { name: 'Save order sender' });
  await addresses.fill('127.0.0.1');
  await save.click();
  await expect(sendingFacility).toHaveAccessibleDescription(containing(ORDER_SENDER_MESSAGES.needsFacility));

  await sendingFacility.fill(ORDER_SENDER.sendingFacility);
  await addresses.fill('127.0.0.1\n10.20.0.0/33');
  await save.click();
  await expect(addresses).toHaveAccessibleDescription(
    containing(ORDER_SENDER_MESSAGES.badNetwork('10.20.0.0/33')),
  );

  // Before it is saved, the order is no facility's.
  expect((await sendOml(servers.hl7OrdersPort!, omlOrder('ORD-E2E-SENDER-0'))).code).toBe('AR');
  await addresses.fill('127.0.0.1\n10.20.0.0/16');
  await save.click();
  await expect(page.getByText('The order sender was saved.').first()).toBeVisible();
  await page.reload();
  await expect(sendingFacility).toHaveValue(ORDER_SENDER.sendingFacility);
  await expect(addresses).toHaveValue('127.0.0.1\n10.20.0.0/16');
  await expect(page.getByLabel('Also accept the API credential in MSH-8 (deprecated)')).not.toBeChecked();

  const ack = await sendOml(servers.hl7OrdersPort!, omlOrder('ORD-E2E-SENDER-1'));
  expect(ack.code).toBe('AA');
  expect(ack.text).toMatch(/^Order received as draft case /);
});
