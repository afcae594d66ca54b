/**
 * The order sender form of the Interfaces page (decision 131): the MSH-4 value the facility's system sends and the
 * addresses its interface engine connects from, which together say an order is the facility's; and the deprecated
 * option of a credential in MSH-8, off unless the facility turns it on.
 */
import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  CheckboxField,
  ErrorList,
  SubmitButton,
  TextField,
  TextareaField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { ORDER_SENDER_FORM_ID, orderSenderDefaults, orderSenderForm, type OrderSender } from './order-sender';

export function OrderSenderForm({ orders }: { orders: OrderSender }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(orderSenderForm, {
    id: ORDER_SENDER_FORM_ID,
    reply,
    defaultValue: orderSenderDefaults(orders),
  });
  const sender = fields.orders.getFieldset();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="save-order-sender" />
      <p className="text-sm text-muted-foreground">
        Orders your system sends (HL7 order messages, OML^O21 or ORM^O01) are taken as your facility’s when
        they name the sending facility below and come from one of your addresses. No password or credential
        goes in the message.
      </p>
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={sender.sendingFacility}
          label="Sending facility"
          description="The code your system puts in its orders as their sender (HL7 field MSH-4), like RCH."
        />
        <TextareaField
          meta={sender.sourceNetworks}
          label="Source addresses"
          description="The network addresses your interface engine connects from, one a line: one address (192.0.2.10) or a range (10.20.0.0/16)."
          rows={3}
        />
      </div>
      <CheckboxField
        meta={sender.acceptCredentialInMsh8}
        label="Also accept the API credential in MSH-8 (deprecated)"
        description="Deprecated: the credential then travels in every message, and every interface engine on the way keeps it. Leave it off once your engine sends from the addresses above."
      />
      <div className="flex justify-end">
        <SubmitButton>Save order sender</SubmitButton>
      </div>
    </Form>
  );
}
