/** The order sender form (decision 131): addresses one per line become the contract's list, checked early. */
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../../contracts';
import { formErrorMap } from '~/components/form';
import { MAX_NETWORKS, ORDER_SENDER_TEXT, orderSenderBody, orderSenderForm } from './order-sender';

function submit(entries: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(entries)) form.append(key, value);
  return parseWithZod(form, { schema: orderSenderForm, error: formErrorMap });
}

describe('the order sender form', () => {
  it('becomes the contract’s OrderSender, the addresses a list', () => {
    const done = submit({
      'orders.sendingFacility': 'RCH',
      'orders.sourceNetworks': '10.20.0.0/16\n\n 192.0.2.10 ',
    });
    expect(done.status).toBe('success');
    if (done.status !== 'success') return;
    const body = orderSenderBody(done.value);
    expect(body).toEqual({
      orders: {
        sendingFacility: 'RCH',
        sourceNetworks: ['10.20.0.0/16', '192.0.2.10'],
        acceptCredentialInMsh8: false,
      },
    });
    expect(schemas.zFacilityInterfacesInput.safeParse(body).success).toBe(true);
  });

  it('names the address that does not parse, and what is missing', () => {
    const bad = submit({ 'orders.sendingFacility': 'RCH', 'orders.sourceNetworks': '10.0.0.0/8\n10.0.0/8' });
    expect(bad.status === 'error' ? bad.error : null).toEqual({
      'orders.sourceNetworks': [ORDER_SENDER_TEXT.network('10.0.0/8')],
    });
    const none = submit({ 'orders.sendingFacility': 'RCH' });
    expect(none.status === 'error' ? none.error : null).toEqual({
      'orders.sourceNetworks': [ORDER_SENDER_TEXT.needsNetwork],
    });
  });

  it('allows as many addresses as the contract does', () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => `10.0.0.${i}`);
    expect(schemas.zOrderSender.shape.sourceNetworks.safeParse(list(MAX_NETWORKS)).success).toBe(true);
    expect(schemas.zOrderSender.shape.sourceNetworks.safeParse(list(MAX_NETWORKS + 1)).success).toBe(false);
  });
});
