/**
 * A provider's registration (registerProvider, updateProviderRegistration): who they are, their practice
 * (specialty from spec 3.3's first list; for Pathology the subspecialties and the US states they are licensed
 * in), where they practise (country first, then its state or province), their documents, and their login.
 */
import { useMemo } from 'react';
import { ComboboxField, CountryRegionFields, SelectField, type Option } from '~/components/form';
import { ENUM_OPTIONS } from '../../../contracts/enumerations';
import { useHydrated } from '~/lib/use-hydrated';
import { RegistrationDocumentFields } from './document-fields';
import { ContactFields, FormSection, GRID, LoginFields, type KindFormProps } from './form-parts';
import { RegistrationForm, useReferenceCodes } from './registration-form';
import { providerEditSchema, providerRegistrationSchema, type Registration } from './schemas';
import type { CreateReply } from './types';

/** A native multiple select (before the script runs, and without it) chooses several this way. */
const SEVERAL = 'Hold Ctrl (⌘ on a Mac) to choose several.';

/** A list, plus the value a record already holds when the list no longer offers it (an older registration). */
function withCurrent(
  options: readonly Option[],
  current: string | string[] | undefined,
  all: readonly Option[],
) {
  if (typeof current !== 'string' || !current || options.some((o) => o.value === current)) return options;
  return [...options, all.find((o) => o.value === current) ?? { value: current, label: current }];
}

export function ProviderForm({
  mode,
  lists,
  reply,
  initial,
  formKey,
  registration,
  own = false,
}: KindFormProps & {
  /** The person edits their own record (About Me): the sections speak to them. */
  own?: boolean;
  /** The registration being edited: its stored documents start in the CV and proof-of-address slots. */
  registration?: Pick<Registration, 'id' | 'documents'> | null;
}) {
  const codes = useReferenceCodes(lists);
  const schema = useMemo(
    () => (mode === 'edit' ? providerEditSchema(codes) : providerRegistrationSchema(codes, mode)),
    [mode, codes],
  );
  const hydrated = useHydrated();
  const specialties = withCurrent(ENUM_OPTIONS.providerSpecialty, initial?.specialty, ENUM_OPTIONS.specialty);
  return (
    <RegistrationForm
      kind="provider"
      mode={mode}
      schema={schema}
      reply={reply}
      initial={initial}
      formKey={formKey}
      // The document slots post their files with the form when the page runs without JavaScript.
      encType="multipart/form-data"
    >
      {(fields) => {
        const pathology = fields.specialty!.value === 'Pathology';
        return (
          <>
            <FormSection title={mode === 'self' || own ? 'About you' : 'The provider'}>
              <ContactFields
                fields={fields}
                mode={mode}
                reply={reply as CreateReply | null | undefined}
                emailHint={
                  mode === 'admin' ? 'They log in with it once they have set a password.' : undefined
                }
              >
                <SelectField
                  meta={fields.salutation!}
                  label="Salutation"
                  options={ENUM_OPTIONS.salutation}
                  className="sm:col-span-2 sm:max-w-[calc(50%-0.625rem)]"
                />
              </ContactFields>
            </FormSection>
            <FormSection title="Practice">
              <div className={GRID}>
                <SelectField meta={fields.specialty!} label="Specialty" options={specialties} />
                <SelectField
                  meta={fields.workAuthorization!}
                  label="Work authorization"
                  options={ENUM_OPTIONS.workAuthorization}
                  description="The right to work in the United States."
                />
                <SelectField meta={fields.experience!} label="Experience" options={ENUM_OPTIONS.experience} />
                <div hidden={hydrated && !pathology} className="sm:col-span-2">
                  <ComboboxField
                    meta={fields.subspecialties!}
                    label="Subspecialties"
                    options={lists.subspecialties}
                    multiple
                    description={
                      hydrated
                        ? 'Optional: the areas you read most.'
                        : `Pathology only, optional: the areas you read most. ${SEVERAL}`
                    }
                    searchPlaceholder="Search subspecialties…"
                  />
                </div>
                <div className="sm:col-span-2">
                  <ComboboxField
                    meta={fields.licensedStates!}
                    label="Licensed states"
                    options={lists.regions.US}
                    multiple
                    required={hydrated ? pathology : undefined}
                    description={`The US states and territories you hold a medical license in. Required for Pathology.${
                      hydrated ? '' : ` ${SEVERAL}`
                    }`}
                    searchPlaceholder="Search by name or code…"
                  />
                </div>
              </div>
            </FormSection>
            <FormSection title="Where you practise">
              <div className={GRID}>
                <CountryRegionFields
                  country={fields.country!}
                  region={fields.state!}
                  city={fields.city}
                  regions={lists.regions}
                />
              </div>
            </FormSection>
            <FormSection title="Documents">
              <div className={GRID}>
                <RegistrationDocumentFields
                  fields={{
                    cvDocumentId: fields.cvDocumentId!,
                    proofOfAddressDocumentId: fields.proofOfAddressDocumentId!,
                  }}
                  registration={registration}
                />
              </div>
            </FormSection>
            {mode === 'self' ? <LoginFields fields={fields} /> : null}
          </>
        );
      }}
    </RegistrationForm>
  );
}
