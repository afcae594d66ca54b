/**
 * The admins' account forms on Conform: Edit Account (profile, contact details, address, proof of address: the
 * facility pages' field groups in one form, only what changed is saved) and Create Facility Account.
 */
import { useMemo } from 'react';
import { Form, Link, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import type { components } from '../../../contracts';
import {
  ErrorList,
  LeaveGuard,
  SubmitButton,
  regionCodesOf,
  useContractForm,
  type FormReply,
  type RegionLists,
} from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import {
  ContactFields,
  LINK_CLASS,
  ProfileFields,
  ProofField,
  type InitialValues,
} from '~/features/facility-account';
import type { EnquiryPrefill } from '~/features/enquiries';
import { PrefillNote } from '~/features/enquiries';
import { accountDetailHref } from './list';
import { accountCreateSchema, accountEditSchema } from './schemas';

type FacilityAccount = components['schemas']['FacilityAccount'];

function Actions({ label, cancelTo }: { label: string; cancelTo: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton>{label}</SubmitButton>
      <Link to={cancelTo} className={`text-sm ${LINK_CLASS}`}>
        Cancel
      </Link>
    </div>
  );
}

export function EditAccountView({
  account,
  regions,
  initial,
  cancelTo,
}: {
  account: FacilityAccount;
  regions: RegionLists;
  initial: InitialValues;
  cancelTo?: string;
}) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => accountEditSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, {
    id: `account-${account.id}`,
    reply,
    defaultValue: initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit Account</PageHeading>
        <p className="mt-1 text-muted-foreground">{account.name}. Only the fields you change are saved.</p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="max-w-3xl space-y-6"
      >
        <input type="hidden" name="initial" value={JSON.stringify(initial)} />
        <ProfileFields fields={fields} />
        <ContactFields fields={fields} regions={regions} />
        <ProofField meta={fields.proofOfAddressDocumentId} account={account} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions label="Save changes" cancelTo={cancelTo ?? accountDetailHref(account.id)} />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}

export function CreateAccountView({
  regions,
  prefill,
}: {
  regions: RegionLists;
  /** Opened from an enquiry (`?fromEnquiry=`): the lead's values and where they came from (decision 041). */
  prefill?: EnquiryPrefill | null;
}) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => accountCreateSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, {
    id: 'create-facility-account',
    reply,
    defaultValue: prefill?.initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Create Facility Account</PageHeading>
        <p className="mt-1 text-muted-foreground">
          The account starts as New. Its users are added from User Registration; its proof of address can be
          added once it exists.
        </p>
      </div>
      <PrefillNote prefill={prefill} />
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <ProfileFields fields={fields} />
        <ContactFields fields={fields} regions={regions} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions label="Create facility account" cancelTo="/account" />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}
