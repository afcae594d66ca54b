/** Reference lists and enumerations. Countries, states and provinces are public (the enquiry and registration forms). */
import { ok, operation } from '../http/operation';
import { ATTACHMENT_CONTENT_TYPES, attachmentLimit, slideImageLimit } from '../store/files';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_TYPE_MESSAGE,
  CANADIAN_PROVINCES,
  COUNTRIES,
  ENUMERATIONS,
  IHC_MARKERS,
  INSURANCE_PAYERS,
  SLIDE_IMAGE_EXTENSIONS,
  SLIDE_ORDER_OPTIONS,
  SPECIAL_STAINS,
  SUBSPECIALTIES,
  US_STATES,
} from './data';
import { SYNOPTIC_TEMPLATES } from './synoptic-templates';

export const referenceHandlers = [
  operation('listCountries', () => ok('listCountries', COUNTRIES)),
  operation('listUsStates', () => ok('listUsStates', US_STATES)),
  operation('listCanadianProvinces', () => ok('listCanadianProvinces', CANADIAN_PROVINCES)),
  operation('listInsurancePayers', () => ok('listInsurancePayers', INSURANCE_PAYERS)),
  operation('listSubspecialties', () => ok('listSubspecialties', SUBSPECIALTIES)),
  operation('listSpecialStains', () => ok('listSpecialStains', SPECIAL_STAINS)),
  operation('listIhcMarkers', () => ok('listIhcMarkers', IHC_MARKERS)),
  operation('listSlideOrderOptions', () => ok('listSlideOrderOptions', SLIDE_ORDER_OPTIONS)),
  operation('getFileRules', () =>
    ok('getFileRules', {
      attachmentExtensions: [...ATTACHMENT_EXTENSIONS],
      attachmentContentTypes: ATTACHMENT_CONTENT_TYPES,
      attachmentMaxBytes: attachmentLimit(),
      attachmentTypeMessage: ATTACHMENT_TYPE_MESSAGE,
      slideImageExtensions: [...SLIDE_IMAGE_EXTENSIONS],
      slideImageMaxBytes: slideImageLimit(),
    }),
  ),
  operation('getEnumerations', () => ok('getEnumerations', ENUMERATIONS)),
  operation('listSynopticTemplates', () => ok('listSynopticTemplates', [...SYNOPTIC_TEMPLATES])),
];
