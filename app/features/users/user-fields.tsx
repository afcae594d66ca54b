/** Field groups the user forms share: who the person is, and a provider's details. */
import { useEffect, useState, type ReactNode } from 'react';
import {
  ComboboxField,
  PhoneField,
  SelectField,
  TextField,
  type AnyField,
  type Option,
} from '~/components/form';
import { ENUM_OPTIONS } from '~/lib/enumerations';
import { hasRegionList } from './schemas';

/** True once the page's script runs: until then (and without JavaScript) every field is shown. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

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

export interface RegionLists {
  US: readonly Option[];
  Canada: readonly Option[];
}

const COUNTRY_GROUPS = { US: 'United States', Canada: 'Canada' } as const;

export function ProviderFields({
  fields,
  regions,
  hydrated,
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
  hydrated: boolean;
  /** Whether the fields are required now (the role is Provider); unknown before the script runs. */
  required: boolean;
  description?: string;
}) {
  const country = fields.country.value;
  // With the script, the list of the chosen country; without it, both lists, each under its country.
  const stateOptions: readonly Option[] = hydrated
    ? hasRegionList(country)
      ? regions[country]
      : []
    : [
        ...regions.US.map((o) => ({ ...o, group: COUNTRY_GROUPS.US })),
        ...regions.Canada.map((o) => ({ ...o, group: COUNTRY_GROUPS.Canada })),
      ];
  const stateLabel = hydrated && country === 'Canada' ? 'Province or territory' : 'State or province';
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
        <SelectField
          meta={fields.country}
          label="Country"
          options={ENUM_OPTIONS.country}
          required={required}
        />
        <div hidden={hydrated && !hasRegionList(country)}>
          <ComboboxField
            meta={fields.state}
            label={stateLabel}
            options={stateOptions}
            required={required && hasRegionList(country)}
            description={hydrated ? undefined : 'For the United States or Canada: one of that country’s.'}
            searchPlaceholder="Search by name or code…"
          />
        </div>
        <TextField meta={fields.city} label="City" />
      </div>
    </fieldset>
  );
}
