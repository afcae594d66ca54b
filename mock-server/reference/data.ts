/**
 * Reference lists served by /api/reference/* and used to validate tasks, billing and enquiries. Fixed data:
 * the same on every machine. `group` sorts an entry under a heading (or is null).
 */
import { ATTACHMENT_SLOT_LABELS, schemas } from '../../contracts';
export interface ReferenceOption {
  value: string;
  label: string;
  group: string | null;
}

const options = (group: string | null, entries: ReadonlyArray<readonly [string, string] | string>) =>
  entries.map((entry) =>
    typeof entry === 'string'
      ? { value: entry, label: entry, group }
      : { value: entry[0], label: entry[1], group },
  );

export const COUNTRIES: ReferenceOption[] = options(null, [
  ['US', 'United States'],
  ['Canada', 'Canada'],
  ['Other', 'Other'],
]);

/** The 50 states, the District of Columbia and the five inhabited territories (USPS codes). */
export const US_STATES: ReferenceOption[] = [
  ...options('State', [
    ['AL', 'Alabama'],
    ['AK', 'Alaska'],
    ['AZ', 'Arizona'],
    ['AR', 'Arkansas'],
    ['CA', 'California'],
    ['CO', 'Colorado'],
    ['CT', 'Connecticut'],
    ['DE', 'Delaware'],
    ['FL', 'Florida'],
    ['GA', 'Georgia'],
    ['HI', 'Hawaii'],
    ['ID', 'Idaho'],
    ['IL', 'Illinois'],
    ['IN', 'Indiana'],
    ['IA', 'Iowa'],
    ['KS', 'Kansas'],
    ['KY', 'Kentucky'],
    ['LA', 'Louisiana'],
    ['ME', 'Maine'],
    ['MD', 'Maryland'],
    ['MA', 'Massachusetts'],
    ['MI', 'Michigan'],
    ['MN', 'Minnesota'],
    ['MS', 'Mississippi'],
    ['MO', 'Missouri'],
    ['MT', 'Montana'],
    ['NE', 'Nebraska'],
    ['NV', 'Nevada'],
    ['NH', 'New Hampshire'],
    ['NJ', 'New Jersey'],
    ['NM', 'New Mexico'],
    ['NY', 'New York'],
    ['NC', 'North Carolina'],
    ['ND', 'North Dakota'],
    ['OH', 'Ohio'],
    ['OK', 'Oklahoma'],
    ['OR', 'Oregon'],
    ['PA', 'Pennsylvania'],
    ['RI', 'Rhode Island'],
    ['SC', 'South Carolina'],
    ['SD', 'South Dakota'],
    ['TN', 'Tennessee'],
    ['TX', 'Texas'],
    ['UT', 'Utah'],
    ['VT', 'Vermont'],
    ['VA', 'Virginia'],
    ['WA', 'Washington'],
    ['WV', 'West Virginia'],
    ['WI', 'Wisconsin'],
    ['WY', 'Wyoming'],
  ]),
  ...options('District', [['DC', 'District of Columbia']]),
  ...options('Territory', [
    ['AS', 'American Samoa'],
    ['GU', 'Guam'],
    ['MP', 'Northern Mariana Islands'],
    ['PR', 'Puerto Rico'],
    ['VI', 'U.S. Virgin Islands'],
  ]),
];

export const CANADIAN_PROVINCES: ReferenceOption[] = [
  ...options('Province', [
    ['AB', 'Alberta'],
    ['BC', 'British Columbia'],
    ['MB', 'Manitoba'],
    ['NB', 'New Brunswick'],
    ['NL', 'Newfoundland and Labrador'],
    ['NS', 'Nova Scotia'],
    ['ON', 'Ontario'],
    ['PE', 'Prince Edward Island'],
    ['QC', 'Quebec'],
    ['SK', 'Saskatchewan'],
  ]),
  ...options('Territory', [
    ['NT', 'Northwest Territories'],
    ['NU', 'Nunavut'],
    ['YT', 'Yukon'],
  ]),
];

export const INSURANCE_PAYERS: ReferenceOption[] = [
  ...options('Commercial', [
    ['aetna', 'Aetna'],
    ['anthem', 'Anthem Blue Cross'],
    ['bcbs', 'Blue Cross Blue Shield'],
    ['cigna', 'Cigna'],
    ['humana', 'Humana'],
    ['uhc', 'UnitedHealthcare'],
    ['kaiser', 'Kaiser Permanente'],
    ['centene', 'Centene (Ambetter)'],
    ['molina', 'Molina Healthcare'],
    ['highmark', 'Highmark'],
    ['oscar', 'Oscar Health'],
    ['emblem', 'EmblemHealth'],
    ['wellcare', 'WellCare'],
    ['caresource', 'CareSource'],
  ]),
  ...options('Government', [
    ['medicare', 'Medicare'],
    ['medicaid', 'Medicaid'],
    ['tricare', 'TRICARE'],
    ['va', 'Veterans Affairs (VA)'],
  ]),
  ...options('Other', [
    ['self-pay', 'Self-pay'],
    ['facility-bill', 'Client bill (facility)'],
  ]),
];

export const SUBSPECIALTIES: ReferenceOption[] = options(null, [
  'Breast',
  'Cardiovascular',
  'Cytopathology',
  'Dermatopathology',
  'Endocrine',
  'Gastrointestinal',
  'Genitourinary',
  'Gynecologic',
  'Head and Neck',
  'Hematopathology',
  'Neuropathology',
  'Pulmonary',
  'Soft Tissue and Bone',
]);

export const SPECIAL_STAINS: ReferenceOption[] = options('Special stain', [
  'AFB (Ziehl-Neelsen)',
  'Alcian Blue',
  'Alcian Blue/PAS',
  'Colloidal Iron',
  'Congo Red',
  'Elastic (Verhoeff-Van Gieson)',
  'Fite',
  'Fontana-Masson',
  'Giemsa',
  'GMS (Grocott Methenamine Silver)',
  'Gram',
  'Iron (Prussian Blue)',
  'Masson Trichrome',
  'Mucicarmine',
  'Oil Red O',
  'PAS',
  'PAS with Diastase (PAS-D)',
  'Reticulin',
  'Steiner',
  'Toluidine Blue',
  'Von Kossa',
]);

/** Immunohistochemistry markers, grouped by their usual use. */
export const IHC_MARKERS: ReferenceOption[] = [
  ...options('Lymphoid', [
    'CD3',
    'CD4',
    'CD5',
    'CD8',
    'CD10',
    'CD15',
    'CD19',
    'CD20',
    'CD23',
    'CD30',
    'CD43',
    'CD45 (LCA)',
    'CD56',
    'CD79a',
    'CD138',
    'BCL2',
    'BCL6',
    'MUM1',
    'Cyclin D1',
    'PAX5',
    'TdT',
    'Kappa',
    'Lambda',
    'ALK',
    'MYC',
  ]),
  ...options('Myeloid and vascular', ['CD31', 'CD34', 'CD61', 'CD68', 'CD117', 'MPO', 'ERG', 'D2-40']),
  ...options('Epithelial', [
    'AE1/AE3',
    'CAM5.2',
    'CK5/6',
    'CK7',
    'CK20',
    'EMA',
    'p40',
    'p63',
    'TTF-1',
    'Napsin A',
    'CDX2',
    'SATB2',
    'PAX8',
    'WT1',
    'GATA3',
    'Calretinin',
  ]),
  ...options('Breast', ['ER', 'PR', 'HER2', 'E-cadherin', 'Mammaglobin']),
  ...options('Proliferation and tumour suppressors', ['Ki-67', 'p16', 'p53']),
  ...options('Melanocytic', ['S100', 'SOX10', 'Melan-A', 'HMB-45', 'PRAME']),
  ...options('Mesenchymal', ['Desmin', 'SMA', 'Caldesmon', 'Myogenin', 'Vimentin', 'DOG1', 'STAT6']),
  ...options('Neuroendocrine', ['Chromogranin A', 'Synaptophysin']),
  ...options('Prostate and urothelial', ['PSA', 'NKX3.1', 'AMACR (P504S)']),
  ...options('Mismatch repair', ['MLH1', 'MSH2', 'MSH6', 'PMS2']),
  ...options('Immunotherapy', ['PD-L1 (22C3)', 'PD-L1 (SP263)']),
];

export const SLIDE_ORDER_OPTIONS: ReferenceOption[] = [
  ...options('Recut', [
    ['he-recut', 'H&E Recut'],
    ['he-deeper-x1', 'H&E Deeper Cuts x1'],
    ['he-deeper-x2', 'H&E Deeper Cuts x2'],
    ['he-deeper-x3', 'H&E Deeper Cuts x3'],
    ['he-levels-x3', 'H&E Levels x3'],
  ]),
  ...options('Unstained', [
    ['unstained-x1', 'Unstained Slides x1'],
    ['unstained-x2', 'Unstained Slides x2'],
    ['unstained-x5', 'Unstained Slides x5'],
    ['unstained-x10', 'Unstained Slides x10'],
  ]),
];

/** Spec 5. `.ome.tiff` is a double extension; match the longest first. */
export { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPE_MESSAGE } from '../../contracts';
export { SLIDE_IMAGE_EXTENSIONS, SLIDE_IMAGE_MAX_BYTES, SLIDE_TYPE_MESSAGE } from '../../contracts';

/** Labels of the enumerations of spec 3.3 used by tasks, billing, enquiries and case files. */
/** Billing component → its label: the contract's enumeration of labels, in the components' order. */
const [PC, TC, GLOBAL] = schemas.zBillingComponentLabel.options;
export const BILLING_COMPONENT_LABELS = { 0: PC!, 1: TC!, 2: GLOBAL! } as const;

export const TASK_TYPES = {
  1: { key: 'general', label: 'General' },
  2: { key: 'qa', label: 'QA' },
  3: { key: 'physicianOnboarding', label: 'Onboarding' },
} as const;

const CASE_SCOPE_LABELS: Record<(typeof schemas.zCaseScope.options)[number], string> = {
  only_full_global_cases: 'Only full (global) cases',
  professional_component: 'Professional component',
  technical_component: 'Technical component',
  all: 'All',
};

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const humanise = (values: readonly string[]) =>
  values.map((value) => ({
    value,
    label: value.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  }));

/** Values come from the contract's generated enums (one source); only the labels are written here. */
export const ENUMERATIONS = {
  salutation: same(schemas.zSalutation.options),
  organisationKind: same(schemas.zOrganisationKind.options),
  leadSource: same(schemas.zLeadSource.options),
  leadStatus: schemas.zLeadStatus.options.map((value) => ({
    value,
    label: value === 'ProvisionallyActive' ? 'Provisionally Active' : humanise([value])[0]!.label,
  })),
  leadStatusB: humanise(schemas.zLeadStatusB.options),
  service: same(schemas.zService.options),
  caseScope: schemas.zCaseScope.options.map((value) => ({ value, label: CASE_SCOPE_LABELS[value] })),
  taskType: Object.entries(TASK_TYPES).map(([value, type]) => ({ value: Number(value), label: type.label })),
  taskStatus: schemas.zTaskStatus.options.map((value) => ({
    value,
    label: value === 'InProgress' ? 'In Progress' : value,
  })),
  taskPriority: same(schemas.zTaskPriority.options),
  ownerGroup: same(schemas.zOwnerGroup.options),
  billingComponent: Object.entries(BILLING_COMPONENT_LABELS).map(([value, label]) => ({
    value: Number(value),
    label,
  })),
  billingStatus: same(schemas.zBillingStatus.options),
  currency: same(schemas.zBillingCurrency.options),
  caseRelation: same(schemas.zCaseRelation.options),
  attachmentSlot: schemas.zAttachmentSlot.options.map((value) => ({
    value,
    label: ATTACHMENT_SLOT_LABELS[value],
  })),
};
