/**
 * Country, then the state or province of that country (region.ts has the rule). Without JavaScript, and until
 * the page's script runs, the region list offers both countries' entries, each under its country, with a hint,
 * and the server checks that the chosen one belongs to the country; once the script runs, only the chosen
 * country's list shows, and none for a country without a list.
 */
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { useHydrated } from '~/lib/use-hydrated';
import { ComboboxField } from './combobox-field';
import { SelectField, TextField, type AnyField, type Option } from './field';
import { hasRegionList, type RegionLists } from './region';

const COUNTRY_NAMES = { US: 'United States', Canada: 'Canada' } as const;

export function CountryRegionFields({
  country,
  region,
  city,
  regions,
  countryOptions = ENUM_OPTIONS.country,
  required = true,
}: {
  country: AnyField;
  region: AnyField;
  city?: AnyField;
  regions: RegionLists;
  countryOptions?: readonly Option[];
  /** Whether a country is required (its region then is, for the United States and Canada). */
  required?: boolean;
}) {
  const hydrated = useHydrated();
  const chosen = country.value;
  const options: readonly Option[] = hydrated
    ? hasRegionList(chosen)
      ? regions[chosen]
      : []
    : [
        ...regions.US.map((o) => ({ ...o, group: COUNTRY_NAMES.US })),
        ...regions.Canada.map((o) => ({ ...o, group: COUNTRY_NAMES.Canada })),
      ];
  const label = !hydrated
    ? 'State or province'
    : chosen === 'Canada'
      ? 'Province or territory'
      : 'State or territory';
  return (
    <>
      <SelectField meta={country} label="Country" options={countryOptions} required={required} />
      <div hidden={hydrated && !hasRegionList(chosen)}>
        <ComboboxField
          meta={region}
          label={label}
          options={options}
          required={required && hasRegionList(chosen)}
          description={
            hydrated
              ? undefined
              : 'For the United States or Canada: one of that country’s. Leave empty elsewhere.'
          }
          searchPlaceholder="Search by name or code…"
        />
      </div>
      {city ? <TextField meta={city} label="City" /> : null}
    </>
  );
}
