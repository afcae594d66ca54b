/**
 * The templates of a report's structured (synoptic) part (decision 106, GET /api/reference/synoptic-templates).
 * PathBridge's own wording in the shape of the CAP's cancer protocols (items with allowed answers and codes),
 * not their text. An item carries a LOINC code only where one is sure to be right; every other item and every
 * answer is coded in PathBridge's own system. A template's version rises whenever its items change.
 */
import type { components } from '../../contracts';

type Template = components['schemas']['SynopticTemplate'];
type Item = components['schemas']['SynopticItem'];
type Coding = components['schemas']['Coding'];

export const SYNOPTIC_ITEM_SYSTEM = 'https://pathbridge.example/fhir/CodeSystem/synoptic-item';
export const SYNOPTIC_ANSWER_SYSTEM = 'https://pathbridge.example/fhir/CodeSystem/synoptic-answer';
const LOINC = 'http://loinc.org';

const own = (code: string, display: string): Coding => ({ system: SYNOPTIC_ITEM_SYSTEM, code, display });
const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });
const answers = (pairs: [code: string, display: string][]): Coding[] =>
  pairs.map(([code, display]) => ({ system: SYNOPTIC_ANSWER_SYSTEM, code, display }));

function choice(
  id: string,
  label: string,
  required: boolean,
  options: [string, string][],
  coding: Coding = own(id, label),
): Item {
  return {
    id,
    label,
    kind: 'choice',
    required,
    coding,
    answers: answers(options),
    unit: null,
    minimum: null,
    maximum: null,
  };
}

function number(
  id: string,
  label: string,
  required: boolean,
  unit: string,
  minimum: number,
  maximum: number,
): Item {
  return { id, label, kind: 'number', required, coding: own(id, label), answers: [], unit, minimum, maximum };
}

function text(id: string, label: string): Item {
  return {
    id,
    label,
    kind: 'text',
    required: false,
    coding: own(id, label),
    answers: [],
    unit: null,
    minimum: null,
    maximum: null,
  };
}

const NOT_IDENTIFIED_PRESENT: [string, string][] = [
  ['not-identified', 'Not identified'],
  ['present', 'Present'],
  ['cannot-be-determined', 'Cannot be determined'],
];
const MARGIN: [string, string][] = [
  ['uninvolved', 'Uninvolved by tumour'],
  ['involved', 'Involved by tumour'],
  ['cannot-be-assessed', 'Cannot be assessed'],
];
const RECEPTOR: [string, string][] = [
  ['positive', 'Positive'],
  ['low-positive', 'Low positive (1–10 % of cells)'],
  ['negative', 'Negative'],
  ['pending', 'Pending (to follow as an addendum)'],
];

const TEMPLATES: Template[] = [
  {
    id: 'breast-core-biopsy',
    version: 1,
    title: 'Breast, core needle biopsy: invasive carcinoma',
    caseTypes: ['surgical'],
    items: [
      choice('histologic-type', 'Histologic type', true, [
        ['invasive-nst', 'Invasive carcinoma of no special type (ductal)'],
        ['invasive-lobular', 'Invasive lobular carcinoma'],
        ['mixed-ductal-lobular', 'Mixed ductal and lobular carcinoma'],
        ['mucinous', 'Mucinous carcinoma'],
        ['tubular', 'Tubular carcinoma'],
        ['other', 'Other (see comment)'],
      ]),
      choice(
        'histologic-grade',
        'Histologic grade (Nottingham)',
        true,
        [
          ['grade-1', 'Grade 1 (score 3–5)'],
          ['grade-2', 'Grade 2 (score 6–7)'],
          ['grade-3', 'Grade 3 (score 8–9)'],
          ['cannot-be-assessed', 'Cannot be assessed'],
        ],
        loinc('33732-9', 'Histology grade [Identifier] in Cancer specimen'),
      ),
      number('invasive-size', 'Largest invasive focus in a core', false, 'mm', 0.1, 50),
      choice('dcis', 'Ductal carcinoma in situ', true, NOT_IDENTIFIED_PRESENT),
      choice('lymphovascular-invasion', 'Lymphovascular invasion', true, NOT_IDENTIFIED_PRESENT),
      choice(
        'er',
        'Estrogen receptor',
        false,
        RECEPTOR,
        loinc('16112-5', 'Estrogen receptor [Interpretation] in Tissue'),
      ),
      choice(
        'pr',
        'Progesterone receptor',
        false,
        RECEPTOR,
        loinc('16113-3', 'Progesterone receptor [Interpretation] in Tissue'),
      ),
      choice(
        'her2',
        'HER2 (immunohistochemistry)',
        false,
        [
          ['score-0', 'Negative (score 0)'],
          ['score-1', 'Negative (score 1+)'],
          ['score-2', 'Equivocal (score 2+)'],
          ['score-3', 'Positive (score 3+)'],
          ['pending', 'Pending (to follow as an addendum)'],
        ],
        loinc('48676-1', 'HER2 [Interpretation] in Tissue'),
      ),
      text('comment', 'Comment'),
    ],
  },
  {
    id: 'colorectal-resection',
    version: 1,
    title: 'Colon and rectum, resection: carcinoma',
    caseTypes: ['gastrointestinal', 'surgical'],
    items: [
      choice('tumour-site', 'Tumour site', true, [
        ['caecum', 'Caecum'],
        ['ascending', 'Ascending colon'],
        ['transverse', 'Transverse colon'],
        ['descending', 'Descending colon'],
        ['sigmoid', 'Sigmoid colon'],
        ['rectum', 'Rectum'],
      ]),
      choice('histologic-type', 'Histologic type', true, [
        ['adenocarcinoma', 'Adenocarcinoma'],
        ['mucinous', 'Mucinous adenocarcinoma'],
        ['signet-ring', 'Signet-ring cell carcinoma'],
        ['other', 'Other (see comment)'],
      ]),
      choice('histologic-grade', 'Histologic grade', true, [
        ['low', 'Low grade'],
        ['high', 'High grade'],
      ]),
      choice('depth', 'Deepest extent of invasion', true, [
        ['submucosa', 'Into the submucosa'],
        ['muscularis-propria', 'Into the muscularis propria'],
        ['pericolorectal', 'Through the muscularis propria into pericolorectal tissue'],
        ['serosa', 'Through the visceral peritoneum'],
        ['adjacent-organ', 'Into an adjacent organ or structure'],
      ]),
      number('nodes-examined', 'Lymph nodes examined', true, '{#}', 0, 200),
      number('nodes-involved', 'Lymph nodes involved', true, '{#}', 0, 200),
      choice('margins', 'Margins', true, MARGIN),
      choice('lymphovascular-invasion', 'Lymphovascular invasion', false, NOT_IDENTIFIED_PRESENT),
      text('comment', 'Comment'),
    ],
  },
  {
    id: 'prostate-needle-biopsy',
    version: 1,
    title: 'Prostate, needle biopsies: adenocarcinoma',
    caseTypes: ['surgical'],
    items: [
      choice('grade-group', 'Grade group', true, [
        ['gg-1', 'Grade group 1 (Gleason 3+3=6)'],
        ['gg-2', 'Grade group 2 (Gleason 3+4=7)'],
        ['gg-3', 'Grade group 3 (Gleason 4+3=7)'],
        ['gg-4', 'Grade group 4 (Gleason 8)'],
        ['gg-5', 'Grade group 5 (Gleason 9–10)'],
      ]),
      number('cores-involved', 'Cores involved', true, '{#}', 0, 40),
      number('cores-examined', 'Cores examined', true, '{#}', 1, 40),
      number('greatest-percentage', 'Greatest percentage of a core involved', false, '%', 0, 100),
      choice('perineural-invasion', 'Perineural invasion', false, NOT_IDENTIFIED_PRESENT),
      text('comment', 'Comment'),
    ],
  },
  {
    id: 'skin-melanoma-excision',
    version: 1,
    title: 'Skin, excision: melanoma',
    caseTypes: ['dermatopathology'],
    items: [
      choice('histologic-subtype', 'Histologic subtype', true, [
        ['superficial-spreading', 'Superficial spreading melanoma'],
        ['nodular', 'Nodular melanoma'],
        ['lentigo-maligna', 'Lentigo maligna melanoma'],
        ['acral-lentiginous', 'Acral lentiginous melanoma'],
        ['other', 'Other (see comment)'],
      ]),
      number('breslow-thickness', 'Breslow thickness', true, 'mm', 0, 100),
      choice('ulceration', 'Ulceration', true, NOT_IDENTIFIED_PRESENT),
      number('mitotic-rate', 'Mitotic rate', false, '/mm2', 0, 200),
      choice('peripheral-margins', 'Peripheral margins', true, MARGIN),
      choice('deep-margin', 'Deep margin', true, MARGIN),
      text('comment', 'Comment'),
    ],
  },
];

/** Every template, in title order. */
export const SYNOPTIC_TEMPLATES: readonly Template[] = TEMPLATES.sort((a, b) =>
  a.title.localeCompare(b.title),
);

const byId = new Map(SYNOPTIC_TEMPLATES.map((template) => [template.id, template]));

export function synopticTemplate(id: string): Template | undefined {
  return byId.get(id);
}
