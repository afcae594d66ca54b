/**
 * The admins' account forms, derived from the contract's request bodies: Create Facility Account from
 * FacilityAccountInput, Edit Account from FacilityAccountUpdateInput (the facility pages' two forms in one:
 * profile, contact details, address, proof of address). The spec's phone sentences and the kit's
 * country-and-region rule, as registration has them.
 */
import type { z } from 'zod';
import { schemas } from '../../../contracts';
import { phoneNumberSchema, regionProblem, type RegionCodes } from '~/components/form';
import {
  FACILITY_DETAILS_FIELDS,
  FACILITY_PROFILE_FIELDS,
  facilityProfileSchema,
} from '~/features/facility-account';

const update = schemas.zFacilityAccountUpdateInput;

const regionRule =
  (regions?: RegionCodes) => (value: { country?: string; state?: string }, ctx: z.core.$RefinementCtx) => {
    const problem = regionProblem(value.country, value.state, regions);
    if (problem) ctx.addIssue({ code: 'custom', path: ['state'], message: problem });
  };

export function accountEditSchema(regions?: RegionCodes) {
  return facilityProfileSchema
    .extend(update.pick({ city: true, address: true, postalCode: true, state: true }).shape)
    .extend({
      email: update.shape.email.unwrap(),
      phone: phoneNumberSchema,
      country: update.shape.country.unwrap(),
      proofOfAddressDocumentId: update.shape.proofOfAddressDocumentId.unwrap().unwrap().optional(),
    })
    .superRefine(regionRule(regions), { when: () => true });
}

export const ACCOUNT_EDIT_FIELDS = [...FACILITY_PROFILE_FIELDS, ...FACILITY_DETAILS_FIELDS] as const;

export function accountCreateSchema(regions?: RegionCodes) {
  return schemas.zFacilityAccountInput
    .extend({ phone: phoneNumberSchema })
    .superRefine(regionRule(regions), { when: () => true });
}
