/**
 * /user-registration: an admin creates any user (the role decides which further fields apply); a MedicalFacility
 * user creates MedicalFacility or Facility_NP users of its own facility, which is shown, not chosen.
 */
import { useMemo } from 'react';
import { Form, useActionData } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  ComboboxField,
  ErrorList,
  SelectField,
  SubmitButton,
  regionCodesOf,
  useContractForm,
  type Option,
  type RegionLists,
  LeaveGuard,
} from '~/components/form';
import { DetailList } from '~/components/detail';
import { useHydrated } from '~/lib/use-hydrated';
import {
  FACILITY_ROLE_OPTIONS,
  FACILITY_USER_TYPE_OPTIONS,
  ROLE_OPTIONS,
  STAFF_ROLE_OPTIONS,
  USER_TYPE_OPTIONS,
} from './options';
import { facilityUserCreateSchema, fieldsForRole, userCreateSchema } from './schemas';
import type { UserCreatedReply } from './types';
import { PersonFields, ProviderFields, RoleSection } from './user-fields';

const ROLE_HINT =
  'The role decides what else is asked: a facility for Medical Facility and Facility NP users, a staff role for admins, the provider details for providers.';

export function AdminUserForm({
  facilities,
  regions,
}: {
  facilities: readonly Option[];
  regions: RegionLists;
}) {
  const reply = useActionData<UserCreatedReply>();
  const schema = useMemo(() => userCreateSchema(regionCodesOf(regions)), [regions]);
  const [form, fields] = useContractForm(schema, { id: 'user-registration', reply });
  const hydrated = useHydrated();
  const applies = fieldsForRole(fields.role.value);
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} description={ROLE_HINT} />
        <SelectField meta={fields.userType} label="User type" options={USER_TYPE_OPTIONS} />
        <RoleSection applies={applies.facility} hydrated={hydrated}>
          <ComboboxField
            meta={fields.facilityId}
            label="Facility"
            options={facilities}
            required={applies.facility}
            description="Required for Medical Facility and Facility NP users: the facility they work for."
            searchPlaceholder="Search facilities…"
          />
        </RoleSection>
        <RoleSection applies={applies.staffRole} hydrated={hydrated}>
          <SelectField
            meta={fields.staffRole}
            label="Staff role"
            options={STAFF_ROLE_OPTIONS}
            required={applies.staffRole}
            description="Required for admins: what they do for the operator."
          />
        </RoleSection>
      </div>
      <PersonFields fields={fields} />
      <RoleSection applies={applies.provider} hydrated={hydrated}>
        <ProviderFields
          fields={fields}
          regions={regions}
          required={applies.provider}
          description={hydrated ? undefined : 'Required for providers; ignored for other roles.'}
        />
      </RoleSection>
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>Create user</SubmitButton>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}

export function FacilityUserForm({ facilityName }: { facilityName: string }) {
  const reply = useActionData<UserCreatedReply>();
  const [form, fields] = useContractForm(facilityUserCreateSchema, {
    id: 'facility-user-registration',
    reply,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <DetailList
        items={[
          { label: 'Facility', value: facilityName },
          { label: 'Who you can add', value: 'Medical Facility and Facility NP users of your facility' },
        ]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField meta={fields.role} label="Role" options={FACILITY_ROLE_OPTIONS} />
        <SelectField meta={fields.userType} label="User type" options={FACILITY_USER_TYPE_OPTIONS} />
      </div>
      <PersonFields fields={fields} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <SubmitButton>Create user</SubmitButton>
      <LeaveGuard when={form.dirty} />
    </Form>
  );
}
