/**
 * The two facility account edit forms: the profile (/edit-facility-account) and the contact details, address
 * and proof of address (/edit-facility-account-detail). Conform over the contract-derived schemas; the values the
 * form was opened with travel back so only what changed is saved; leaving with unsaved changes asks first.
 */
import { useMemo, type ReactNode } from 'react';
import { Form, Link, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import type { components } from '../../../contracts';
import {
  CountryRegionFields,
  ErrorList,
  type AnyField,
  FileField,
  LeaveGuard,
  PhoneField,
  SelectField,
  SubmitButton,
  TextField,
  regionCodesOf,
  useContractForm,
  type FormReply,
  type RegionLists,
} from '~/components/form';
import { PageHeading } from '~/components/layout/page-heading';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { PROOF_HINT, PROOF_UPLOAD_FIELDS, PROOF_UPLOAD_URL, storedProof } from './documents';
import { LINK_CLASS } from './labels';
import { facilityDetailsSchema, facilityProfileSchema, type InitialValues } from './schemas';

type FacilityAccount = components['schemas']['FacilityAccount'];

const GRID = 'grid gap-5 sm:grid-cols-2';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-lg border p-4 pt-2 sm:p-6 sm:pt-3">
      <legend className="px-1 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function Actions({ cancelTo }: { cancelTo: string }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton>Save changes</SubmitButton>
      <Link to={cancelTo} className={`text-sm ${LINK_CLASS}`}>
        Cancel
      </Link>
    </div>
  );
}

/** The profile's fields (name, facility type, account type, lab arrangement): also the admins' account forms. */
export function ProfileFields({
  fields,
}: {
  fields: Record<'name' | 'facilityType' | 'accountType' | 'labArrangement', AnyField>;
}) {
  return (
    <Section title="Organisation">
      <div className={GRID}>
        <div className="sm:col-span-2">
          <TextField meta={fields.name} label="Facility name" inputProps={{ autoComplete: 'organization' }} />
        </div>
        <SelectField meta={fields.facilityType} label="Facility type" options={ENUM_OPTIONS.facilityType} />
        <SelectField meta={fields.accountType} label="Account type" options={ENUM_OPTIONS.accountType} />
        <SelectField
          meta={fields.labArrangement}
          label="Lab arrangement"
          options={ENUM_OPTIONS.labArrangement}
          description="How the facility’s laboratory work is done."
        />
      </div>
    </Section>
  );
}

type ContactField = 'email' | 'phone' | 'country' | 'state' | 'city' | 'address' | 'postalCode';

/** The contact details and the address (country first, then its region, as registration does). */
export function ContactFields({
  fields,
  regions,
}: {
  fields: Record<ContactField, AnyField>;
  regions: RegionLists;
}) {
  return (
    <>
      <Section title="Contact details">
        <div className={GRID}>
          <TextField
            meta={fields.email}
            type="email"
            label="Contact email"
            inputProps={{ autoComplete: 'email' }}
          />
          <PhoneField meta={fields.phone} label="Phone" />
        </div>
      </Section>
      <Section title="Address">
        <div className={GRID}>
          <CountryRegionFields
            country={fields.country}
            region={fields.state}
            city={fields.city}
            regions={regions}
          />
          <TextField
            meta={fields.address}
            label="Street address"
            inputProps={{ autoComplete: 'street-address' }}
          />
          <TextField
            meta={fields.postalCode}
            label="Postal code"
            inputProps={{ autoComplete: 'postal-code' }}
          />
        </div>
      </Section>
    </>
  );
}

/** The proof of address slot (uploaded at once, claimed by the account edit). */
export function ProofField({ meta, account }: { meta: AnyField; account: FacilityAccount }) {
  return (
    <Section title="Proof of address">
      <FileField
        meta={meta}
        label="Proof of address"
        description={PROOF_HINT}
        uploadUrl={PROOF_UPLOAD_URL}
        uploadFields={PROOF_UPLOAD_FIELDS}
        current={storedProof(account)}
      />
    </Section>
  );
}

export function EditFacilityProfileView({
  account,
  initial,
}: {
  account: FacilityAccount;
  initial: InitialValues;
}) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useContractForm(facilityProfileSchema, {
    id: `facility-profile-${account.id}`,
    reply,
    defaultValue: initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit Facility Account</PageHeading>
        <p className="mt-1 text-muted-foreground">
          What your organisation is on the platform. Only the fields you change are saved.
        </p>
      </div>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <input type="hidden" name="initial" value={JSON.stringify(initial)} />
        <ProfileFields fields={fields} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions cancelTo="/facility-account" />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}

export function EditFacilityDetailsView({
  account,
  regions,
  initial,
}: {
  account: FacilityAccount;
  regions: RegionLists;
  initial: InitialValues;
}) {
  const reply = useActionData<FormReply>();
  const schema = useMemo(() => facilityDetailsSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, {
    id: `facility-details-${account.id}`,
    reply,
    defaultValue: initial,
  });
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Edit Facility Account Details</PageHeading>
        <p className="mt-1 text-muted-foreground">
          How to reach {account.name}, where it is, and its proof of address. Only the fields you change are
          saved.
        </p>
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="max-w-3xl space-y-6"
      >
        <input type="hidden" name="initial" value={JSON.stringify(initial)} />
        <ContactFields fields={fields} regions={regions} />
        <ProofField meta={fields.proofOfAddressDocumentId} account={account} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Actions cancelTo="/facility-account-detail" />
        <LeaveGuard when={form.dirty} />
      </Form>
    </section>
  );
}
