/**
 * The order sender form of the Interfaces page (decision 131), browser-safe: how the facility's interface engine is
 * known when it sends orders (MSH-4 and the addresses it connects from), derived from the contract's `OrderSender`.
 * The addresses are one per line in the form and a list in the body; the API decides, the browser only warns early.
 */
import { z } from 'zod';
import { ORDER_SENDER_MESSAGES, schemas, type components } from '../../../contracts';
import { INTERFACES_TEXT } from './interfaces';

export type OrderSender = components['schemas']['OrderSender'];

export const ORDER_SENDER_FORM_ID = 'interfaces-order-sender';

export const ORDER_SENDER_TEXT = {
  saved: 'The order sender was saved.',
  codeFormat: INTERFACES_TEXT.codeFormat,
  network: ORDER_SENDER_MESSAGES.badNetwork,
  tooMany: (max: number) => `Enter at most ${max} addresses or networks.`,
  needsNetwork: ORDER_SENDER_MESSAGES.needsNetwork,
  needsFacility: ORDER_SENDER_MESSAGES.needsFacility,
} as const;

const contract = schemas.zOrderSender.shape;
/** OrderSender.sourceNetworks' maxItems (order-sender.test.ts keeps the two equal). */
export const MAX_NETWORKS = 8;
const OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4_NETWORK = new RegExp(`^${OCTET}(\\.${OCTET}){3}(/(3[0-2]|[12]?\\d))?$`);

/** The lines of the addresses field, blank ones left out. */
export const networkLines = (text: string | undefined) =>
  (text ?? '')
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The form: MSH-4, the addresses one per line, the deprecated MSH-8 option. */
export const orderSenderForm = z
  .object({
    orders: z.object({
      sendingFacility: z
        .string()
        .refine((value) => contract.sendingFacility.safeParse(value).success, {
          error: ORDER_SENDER_TEXT.codeFormat,
        })
        .optional(),
      sourceNetworks: z.string().max(400).optional(),
      acceptCredentialInMsh8: z.boolean().optional(),
    }),
  })
  .superRefine(({ orders }, ctx) => {
    const at = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['orders', field], message });
    const lines = networkLines(orders.sourceNetworks);
    const bad = lines.find((line) => !IPV4_NETWORK.test(line));
    if (bad) at('sourceNetworks', ORDER_SENDER_TEXT.network(bad));
    else if (lines.length > MAX_NETWORKS) at('sourceNetworks', ORDER_SENDER_TEXT.tooMany(MAX_NETWORKS));
    else if (orders.sendingFacility && !lines.length) at('sourceNetworks', ORDER_SENDER_TEXT.needsNetwork);
    if (!orders.sendingFacility && lines.length) at('sendingFacility', ORDER_SENDER_TEXT.needsFacility);
  });

export type OrderSenderFormValues = z.output<typeof orderSenderForm>;

/** The body of updateMyFacilityInterfaces for this form: the `orders` part only. */
export function orderSenderBody(
  values: OrderSenderFormValues,
): components['schemas']['FacilityInterfacesInput'] {
  return {
    orders: {
      sendingFacility: values.orders.sendingFacility ?? '',
      sourceNetworks: networkLines(values.orders.sourceNetworks),
      acceptCredentialInMsh8: values.orders.acceptCredentialInMsh8 ?? false,
    },
  };
}

/** The form's first values: the saved sender, the addresses one per line. */
export function orderSenderDefaults(orders: OrderSender) {
  return {
    orders: {
      sendingFacility: orders.sendingFacility,
      sourceNetworks: orders.sourceNetworks.join('\n'),
      acceptCredentialInMsh8: orders.acceptCredentialInMsh8 ? 'on' : '',
    },
  };
}
