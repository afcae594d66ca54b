/**
 * A facility account's detail sections, shared by the facility's own pages (Facility Account, Facility Account
 * Details) and the admins' account page (decision 036): what the organisation is, and how to reach it, where it
 * is and its proof of address (downloaded through the access-checked document route).
 */
import type { ReactNode } from 'react';
import type { components } from '../../../contracts';
import type { DetailSectionSpec } from '~/components/detail';
import { formatBytes } from '~/components/form';
import { enumLabel } from '../../../contracts/enumerations';
import { accountDocumentUrl } from './documents';
import { LINK_CLASS } from './labels';

type FacilityAccount = components['schemas']['FacilityAccount'];

/** Facility name, facility type, account type, lab arrangement. */
export function organisationSection(account: FacilityAccount): DetailSectionSpec {
  return {
    title: 'Organisation',
    items: [
      { label: 'Facility name', value: account.name },
      { label: 'Facility type', value: enumLabel('facilityType', account.facilityType) },
      { label: 'Account type', value: enumLabel('accountType', account.accountType) },
      { label: 'Lab arrangement', value: enumLabel('labArrangement', account.labArrangement) },
    ],
  };
}

/** Contact details, address and the proof of address; `noProof` says what to do when there is none. */
export function contactSections(account: FacilityAccount, noProof: ReactNode): DetailSectionSpec[] {
  const proof = account.proofOfAddress;
  return [
    {
      title: 'Contact details',
      items: [
        { label: 'Contact email', value: account.email },
        { label: 'Phone', value: account.phone },
      ],
    },
    {
      title: 'Address',
      items: [
        { label: 'Street address', value: account.address, wide: true },
        { label: 'City', value: account.city },
        { label: 'State or province', value: account.state },
        { label: 'Postal code', value: account.postalCode },
        { label: 'Country', value: enumLabel('country', account.country) },
      ],
    },
    {
      title: 'Proof of address',
      items: proof
        ? [
            {
              label: 'File',
              value: (
                <a
                  href={accountDocumentUrl(account.id, proof.id)}
                  className={LINK_CLASS}
                  aria-label={`Download the proof of address, ${proof.fileName}`}
                >
                  {proof.fileName}
                </a>
              ),
            },
            { label: 'Size', value: formatBytes(proof.sizeBytes) },
            { label: 'Uploaded', value: proof.uploadedAt, type: 'dateTime' },
          ]
        : [],
      children: proof ? null : <p className="text-sm text-muted-foreground">{noProof}</p>,
    },
  ];
}
