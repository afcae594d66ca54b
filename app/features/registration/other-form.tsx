/**
 * Another organisation's registration of interest (registerOther, updateOtherRegistration): who they are, where,
 * who to contact and what they would like. No login is created; the operator's team follows it up.
 */
import { useMemo } from 'react';
import { CountryRegionFields, SelectField, TextField, TextareaField } from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { ContactFields, FormSection, GRID, type KindFormProps } from './form-parts';
import { RegistrationForm, useReferenceCodes } from './registration-form';
import { otherEditSchema, otherRegistrationSchema } from './schemas';

export function OtherForm({ mode, lists, reply, initial, formKey }: KindFormProps) {
  const codes = useReferenceCodes(lists);
  const schema = useMemo(
    () => (mode === 'edit' ? otherEditSchema(codes) : otherRegistrationSchema(codes)),
    [mode, codes],
  );
  return (
    <RegistrationForm
      kind="other"
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
              <TextField
                meta={fields.organisationName!}
                label="Organisation name"
                inputProps={{ autoComplete: mode === 'self' ? 'organization' : 'off' }}
              />
              {/* Spec 3.3's second specialty list: everyone but a provider registering chooses from it. */}
              <SelectField meta={fields.specialty!} label="Specialty" options={ENUM_OPTIONS.specialty} />
              <div className="sm:col-span-2">
                <TextareaField
                  meta={fields.message!}
                  label="What would you like to do with us?"
                  description="Optional. For example: send out slides for second opinions."
                />
              </div>
            </div>
          </FormSection>
          <FormSection title="Location">
            <div className={GRID}>
              <CountryRegionFields
                country={fields.country!}
                region={fields.state!}
                city={fields.city}
                regions={lists.regions}
              />
            </div>
          </FormSection>
          <FormSection title="Contact person">
            <ContactFields fields={fields} mode={mode} reply={reply} />
          </FormSection>
        </>
      )}
    </RegistrationForm>
  );
}
