/**
 * A medical facility's registration (registerFacility, updateFacilityRegistration): the organisation, what it
 * will do on the platform, its address (country first, then its state or province) and phone, the contact person
 * who becomes its first user, and that person's login.
 */
import { useMemo } from 'react';
import { CountryRegionFields, PhoneField, SelectField, TextField } from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import {
  ContactFields,
  FacilityNameField,
  FormSection,
  GRID,
  LoginFields,
  type KindFormProps,
} from './form-parts';
import { RegistrationForm, useReferenceCodes } from './registration-form';
import { facilityEditSchema, facilityRegistrationSchema } from './schemas';
import type { CreateReply } from './types';

export function FacilityForm({ mode, lists, reply, initial, formKey }: KindFormProps) {
  const codes = useReferenceCodes(lists);
  const schema = useMemo(
    () => (mode === 'edit' ? facilityEditSchema(codes) : facilityRegistrationSchema(codes, mode)),
    [mode, codes],
  );
  const conflict = reply as CreateReply | null | undefined;
  return (
    <RegistrationForm
      kind="facility"
      mode={mode}
      schema={schema}
      reply={reply}
      initial={initial}
      formKey={formKey}
    >
      {(fields) => (
        <>
          <FormSection title="Organisation">
            <div className={GRID}>
              <FacilityNameField fields={fields} reply={conflict} />
              <SelectField
                meta={fields.organisationKind!}
                label="Organisation kind"
                options={ENUM_OPTIONS.organisationKind}
              />
              <SelectField
                meta={fields.facilityType!}
                label="Facility type"
                options={ENUM_OPTIONS.facilityType}
              />
              <SelectField
                meta={fields.accountType!}
                label="Account type"
                options={ENUM_OPTIONS.accountType}
              />
              <SelectField
                meta={fields.labArrangement!}
                label="Lab arrangement"
                options={ENUM_OPTIONS.labArrangement}
                description="How the facility's laboratory work is done."
              />
            </div>
          </FormSection>
          <FormSection title="Services">
            <div className={GRID}>
              <SelectField
                meta={fields.services!}
                label="Services"
                options={ENUM_OPTIONS.service}
                description="Send cases out for reading, pick them up, or both."
              />
              <SelectField
                meta={fields.caseScope!}
                label="Case scope"
                options={ENUM_OPTIONS.caseScope}
                description="Which components of a case you send out."
              />
            </div>
          </FormSection>
          <FormSection title="Address">
            <div className={GRID}>
              <CountryRegionFields
                country={fields.country!}
                region={fields.state!}
                city={fields.city}
                regions={lists.regions}
              />
              <TextField
                meta={fields.address!}
                label="Street address"
                inputProps={{ autoComplete: mode === 'self' ? 'street-address' : 'off' }}
              />
              <TextField
                meta={fields.postalCode!}
                label="Postal code"
                inputProps={{ autoComplete: mode === 'self' ? 'postal-code' : 'off' }}
              />
              <PhoneField meta={fields.facilityPhone!} label="Facility phone" />
            </div>
          </FormSection>
          <FormSection
            title="Contact person"
            description={
              mode === 'edit'
                ? undefined
                : 'The facility’s first user: they manage the facility’s cases and add colleagues.'
            }
          >
            <ContactFields
              fields={fields}
              mode={mode}
              reply={conflict}
              emailHint={mode === 'admin' ? 'They log in with it once they have set a password.' : undefined}
            />
          </FormSection>
          {mode === 'self' ? <LoginFields fields={fields} /> : null}
        </>
      )}
    </RegistrationForm>
  );
}
