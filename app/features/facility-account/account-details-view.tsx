/**
 * Account Details: the logged-in facility user's own record (getCurrentFacilityUser) and the facility it
 * belongs to, with the way to edit it and to the facility's pages.
 */
import { Link } from '@remix-run/react';
import type { components } from '../../../contracts';
import { ActionBar, DetailView, StatusBadge } from '~/components/detail';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { normalizeRole, ROLE_LABELS } from '~/features/auth';
import { enumLabel } from '../../../contracts/enumerations';
import { LINK_CLASS, STATUS_TONES } from './labels';
import { placeOf } from './place';

type FacilityUser = components['schemas']['FacilityUser'];

export interface AccountDetailsData {
  me: FacilityUser;
  editPath: string;
  flash: FlashData | null;
}

export function AccountDetailsView({ me, editPath, flash }: AccountDetailsData) {
  const facility = me.facility;
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Account Details</PageHeading>
        <p className="mt-1 text-muted-foreground">Your own details as a user of {facility.name}.</p>
      </div>
      <FlashMessage flash={flash} />
      <ActionBar label="Account actions" start={<StatusBadge status={me.status} tones={STATUS_TONES} />}>
        <Button asChild>
          <Link to={editPath}>Edit account details</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/notification-settings">Notification settings</Link>
        </Button>
      </ActionBar>
      <DetailView
        sections={[
          {
            title: 'You',
            items: [
              { label: 'First name', value: me.firstName },
              { label: 'Last name', value: me.lastName },
              { label: 'Email', value: me.email },
              { label: 'Phone', value: me.phone },
              { label: 'Role', value: ROLE_LABELS[me.role] },
              { label: 'Status', value: <StatusBadge status={me.status} tones={STATUS_TONES} /> },
            ],
          },
          {
            title: 'Your facility',
            actions: (
              <Link to="/facility-account" className={`text-sm ${LINK_CLASS}`}>
                Facility account
              </Link>
            ),
            items: [
              { label: 'Facility', value: facility.name },
              { label: 'Facility type', value: enumLabel('facilityType', facility.facilityType) },
              { label: 'Account type', value: enumLabel('accountType', facility.accountType) },
              { label: 'Location', value: placeOf(facility) },
              { label: 'Facility phone', value: facility.phone },
            ],
          },
        ]}
      />
      <nav aria-label="Your facility" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to="/facility-account-detail" className={LINK_CLASS}>
          Facility contact details and proof of address
        </Link>
        <Link to="/my-team" className={LINK_CLASS}>
          My Team
        </Link>
        {normalizeRole(me.role) === 'Facility_NP' ? (
          <Link to="/FacilityNP" className={LINK_CLASS}>
            Facility NP page
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
