/**
 * Editing a user: the record's fixed facts (role, user type, facility) shown, the rest editable. Only what
 * changed is sent; after saving, a toast, then back to where the editor came from (`returnTo`) or the updated
 * record here.
 */
import { useMemo } from 'react';
import { Form, Link } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import {
  ErrorList,
  SelectField,
  SubmitButton,
  regionCodesOf,
  useContractForm,
  type AnyField,
  type RegionLists,
  LeaveGuard,
} from '~/components/form';
import { DetailList } from '~/components/detail';
import { ENUM_OPTIONS, enumLabel } from '../../../contracts/enumerations';
import { STAFF_ROLE_OPTIONS, STATUS_LIFECYCLE_HINT, roleLabel } from './options';
import { userEditSchema, type EditContext, type EditField } from './schemas';
import type { UserSavedReply } from './types';
import { PersonFields, ProviderFields } from './user-fields';
import type { components } from '../../../contracts';

type User = components['schemas']['User'];

export interface UserEditFormProps {
  user: User;
  context: EditContext;
  fields: readonly EditField[];
  initial: Record<string, string>;
  regions: RegionLists | null;
  returnTo: string | null;
  /** The action's answer while it concerns this form (a refusal, or nothing to save). */
  reply?: UserSavedReply;
}

export function UserEditForm({
  user,
  context,
  fields: shown,
  initial,
  regions,
  returnTo,
  reply,
}: UserEditFormProps) {
  const schema = useMemo(
    () => userEditSchema(context, regions ? regionCodesOf(regions) : undefined),
    [context, regions],
  );
  const [form, fields] = useContractForm(schema, {
    id: `user-edit-${user.id}`,
    reply,
    defaultValue: initial,
  });

  return (
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
      <input type="hidden" name="initial" value={JSON.stringify(initial)} />
      <DetailList
        items={[
          { label: 'Role', value: roleLabel(user.role) },
          { label: 'User type', value: enumLabel('userType', user.userType) },
          ...(user.facility ? [{ label: 'Facility', value: user.facility.name }] : []),
          ...(context.admin ? [] : [{ label: 'Status', value: user.status }]),
          { label: 'Created', value: user.createdAt, type: 'dateTime' as const },
        ]}
      />
      <PersonFields fields={fields} />
      {shown.includes('status') || shown.includes('staffRole') ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {shown.includes('status') ? (
            <SelectField
              meta={fields.status}
              label="Status"
              options={ENUM_OPTIONS.userStatus}
              required
              description={STATUS_LIFECYCLE_HINT}
            />
          ) : null}
          {shown.includes('staffRole') ? (
            <SelectField meta={fields.staffRole} label="Staff role" options={STAFF_ROLE_OPTIONS} required />
          ) : null}
        </div>
      ) : null}
      {shown.includes('specialty') && regions ? (
        <ProviderFields
          fields={
            fields as Record<
              'specialty' | 'workAuthorization' | 'experience' | 'country' | 'state' | 'city',
              AnyField
            >
          }
          regions={regions}
          required
        />
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton>Save changes</SubmitButton>
        <LeaveGuard when={form.dirty} />
        {returnTo ? (
          <Link to={returnTo} className="text-sm text-primary underline-offset-4 hover:underline">
            Cancel
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
