/**
 * Editing one's own account details: first and last name and phone (the spec's phone rule). The email is the
 * login and is shown, not edited. Only what changed is sent; then back to Account Details with a message.
 */
import { Form, Link, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import type { components } from '../../../contracts';
import {
  ErrorList,
  LeaveGuard,
  PhoneField,
  SubmitButton,
  TextField,
  useContractForm,
  type FormReply,
} from '~/components/form';
import { DetailList } from '~/components/detail';
import { PageHeading } from '~/components/layout/page-heading';
import { LINK_CLASS } from './labels';
import { accountDetailsSchema, type InitialValues } from './schemas';

type FacilityUser = components['schemas']['FacilityUser'];

export function EditAccountDetailsView({ me, initial }: { me: FacilityUser; initial: InitialValues }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(accountDetailsSchema, {
    id: `account-details-${me.id}`,
    reply,
    defaultValue: initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit Account Details</PageHeading>
        <p className="mt-1 text-muted-foreground">
          Your name and phone as your facility and the operator’s staff see them. Only the fields you change
          are saved.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <input type="hidden" name="initial" value={JSON.stringify(initial)} />
        <DetailList
          items={[
            { label: 'Email (your login)', value: me.email },
            { label: 'Facility', value: me.facility.name },
          ]}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField meta={fields.firstName} label="First name" inputProps={{ autoComplete: 'given-name' }} />
          <TextField meta={fields.lastName} label="Last name" inputProps={{ autoComplete: 'family-name' }} />
          <PhoneField meta={fields.phone} label="Phone" />
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton>Save changes</SubmitButton>
          <Link to="/account-details" className={`text-sm ${LINK_CLASS}`}>
            Cancel
          </Link>
        </div>
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}
