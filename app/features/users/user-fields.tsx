/** Field groups the user forms share: who the person is, and a provider's details. */
import type { ReactNode } from 'react';
import {
  CountryRegionFields,
  PhoneField,
  SelectField,
  TextField,
  type AnyField,
  type RegionLists,
} from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';

export function PersonFields({
  fields,
}: {
  fields: { firstName: AnyField; lastName: AnyField; email: AnyField; phone: AnyField };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField meta={fields.firstName} label="First name" inputProps={{ autoComplete: 'off' }} />
      <TextField meta={fields.lastName} label="Last name" inputProps={{ autoComplete: 'off' }} />
      <TextField
        meta={fields.email}
        type="email"
        label="Email"
        description="The person logs in with it and receives the email to set their password."
        inputProps={{ autoComplete: 'off' }}
      />
      <PhoneField meta={fields.phone} label="Phone" />
    </div>
  );
}

/**
 * A part of the form that only some roles use. Before the script runs (and without it) it is shown with its
 * hint, and the server ignores what does not apply; once the script runs it shows only when it applies.
 */
export function RoleSection({
  applies,
  hydrated,
  children,
}: {
  applies: boolean;
  hydrated: boolean;
  children: ReactNode;
}) {
  return <div hidden={hydrated && !applies}>{children}</div>;
}

export function ProviderFields({
  fields,
  regions,
  required,
  description,
}: {
  fields: {
    specialty: AnyField;
    workAuthorization: AnyField;
    experience: AnyField;
    country: AnyField;
    state: AnyField;
    city: AnyField;
  };
  regions: RegionLists;
  /** Whether the fields are required now (the role is Provider); unknown before the script runs. */
  required: boolean;
  description?: string;
}) {
  return (
    <fieldset className="space-y-5 rounded-lg border p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold">Provider details</legend>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          meta={fields.specialty}
          label="Specialty"
          options={ENUM_OPTIONS.specialty}
          required={required}
        />
        <SelectField
          meta={fields.workAuthorization}
          label="Work authorization"
          options={ENUM_OPTIONS.workAuthorization}
          required={required}
        />
        <SelectField
          meta={fields.experience}
          label="Experience"
          options={ENUM_OPTIONS.experience}
          required={required}
        />
        <CountryRegionFields
          country={fields.country}
          region={fields.state}
          city={fields.city}
          regions={regions}
          required={required}
        />
      </div>
    </fieldset>
  );
}
