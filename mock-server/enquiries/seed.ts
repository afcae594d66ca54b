/** The seeded enquiries (leads): every lead status and stage, from the US, Canada and elsewhere. */
import { personRef } from '../http/lists';
import { CANADIAN_PROVINCES, US_STATES } from '../reference/data';
import { FIRST_NAMES, LAST_NAMES } from '../store/seed-data';
import { DAY, SEED_NOW, seedIso as iso, type Random } from '../store/seed-generate';
import type { WorkSeedContext } from '../store/seed-work';

export const ENQUIRY_COUNT = 48;

const ENQUIRY_ORGANISATIONS = [
  'Back Bay Pathology Partners',
  'Great Lakes Dermatology',
  'Sierra Diagnostic Laboratory',
  'Coastal Women’s Clinic',
  'Pinecrest Surgical Associates',
  'Northern Lights Medical Group',
  'Red River Pathology Lab',
  'Harbourview Family Practice',
] as const;
const ORG_KINDS = ['Pathology Lab', 'Pathologist Group', 'Clinic/Facility', 'Other'] as const;
const LEAD_STATUSES = [
  ['Prospect', 'prospect'],
  ['Interested', 'interested'],
  ['Follow_up', 'follow_up'],
  ['Not_Interested', 'not_interested'],
  ['Ineligible', 'not_interested'],
  ['ProvisionallyActive', 'onboarding_in_progress'],
  ['Active', 'active'],
  ['Deactivated', 'not_interested'],
] as const;

export function generateEnquiries(random: Random, { admin }: WorkSeedContext) {
  return Array.from({ length: ENQUIRY_COUNT }, (_, index) => {
    const [status, stage] = LEAD_STATUSES[index % LEAD_STATUSES.length]!;
    const country = index % 6 === 5 ? 'Other' : index % 6 === 4 ? 'Canada' : 'US';
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const organisation = random.pick(ENQUIRY_ORGANISATIONS);
    const createdAt = SEED_NOW - random.int(1, 200) * DAY - random.int(0, 86_000) * 1000;
    const digits = String(random.int(1000, 9999));
    return {
      id: `enq-${String(index + 1).padStart(4, '0')}`,
      salutation: random.pick(['None', 'Dr.', 'Dr.', 'Mr.', 'Ms.', 'Mrs.', 'Prof.', 'Mx.'] as const),
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index + 1}@leads.demo.test`
        .normalize('NFD')
        .replace(/[^A-Za-z0-9.@]/g, '')
        .toLowerCase(),
      phone: country === 'Other' ? `+44 207 946 ${digits}` : `+1 (${random.int(201, 989)}) 555-${digits}`,
      organisation,
      organisationKind: ORG_KINDS[index % ORG_KINDS.length]!,
      country,
      state:
        country === 'US'
          ? random.pick(US_STATES).value
          : country === 'Canada'
            ? random.pick(CANADIAN_PROVINCES).value
            : null,
      service: random.pick(['Send Out', 'Pick Up', 'Both'] as const),
      caseScope: random.pick([
        'only_full_global_cases',
        'professional_component',
        'technical_component',
        'all',
      ] as const),
      leadSource: random.pick([
        'Website',
        'Website',
        'Email Campaign',
        'Inbound Email',
        'Conference',
        'Other',
      ] as const),
      status,
      stage,
      message: index % 3 === 0 ? 'Please send us information about turnaround times and pricing.' : null,
      notes: status === 'Prospect' ? null : 'Spoke on the phone; see CRM for details.',
      followUps:
        status === 'Prospect'
          ? []
          : [
              {
                id: `enq-${String(index + 1).padStart(4, '0')}-note-1`,
                text: 'First call: interested, asked for pricing.',
                createdAt: iso(createdAt + DAY),
                createdBy: personRef(admin),
              },
            ],
      createdAt: iso(createdAt),
      updatedAt: iso(createdAt + random.int(0, 30) * DAY),
    } as const;
  });
}
