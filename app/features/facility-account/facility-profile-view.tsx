/**
 * Facility Account: the organisation's profile (what the facility is: name, facility type, account type, lab
 * arrangement) and the account itself (status, team, dates); its contact details and proof of address are on
 * Facility Account Details.
 */
import { Link } from '@remix-run/react';
import type { components } from '../../../contracts';
import { ActionBar, DetailView, StatusBadge } from '~/components/detail';
import { FlashMessage, type FlashData } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { organisationSection } from './account-sections';
import { LINK_CLASS, STATUS_TONES } from './labels';
import { awaitsReview } from './review';

type FacilityAccount = components['schemas']['FacilityAccount'];

export interface FacilityAccountData {
  account: FacilityAccount;
  flash: FlashData | null;
}

export function FacilityProfileView({ account, flash }: FacilityAccountData) {
  const status = <StatusBadge status={account.status} tones={STATUS_TONES} />;
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Facility Account</PageHeading>
        <p className="mt-1 text-muted-foreground">
          {account.name}: what your organisation is on the platform. Its contact details, address and proof of
          address are on{' '}
          <Link to="/facility-account-detail" className={LINK_CLASS}>
            Facility Account Details
          </Link>
          .
        </p>
      </div>
      <FlashMessage flash={flash} />
      {awaitsReview(account) ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          This facility account is not active yet.{' '}
          <Link to="/facility-account-detail" className={LINK_CLASS}>
            {account.reviewRequestedAt
              ? 'See where its review stands'
              : 'Complete its details and submit them for review'}
          </Link>
          .
        </p>
      ) : null}
      <ActionBar label="Facility account actions" start={status}>
        <Button asChild>
          <Link to="/edit-facility-account">Edit facility account</Link>
        </Button>
      </ActionBar>
      <DetailView
        sections={[
          organisationSection(account),
          {
            title: 'Account',
            actions: (
              <Link to="/my-team" className={`text-sm ${LINK_CLASS}`}>
                My Team
              </Link>
            ),
            items: [
              { label: 'Status', value: status },
              { label: 'Users', value: account.userCount },
              { label: 'Account ID', value: account.id },
              { label: 'Created', value: account.createdAt, type: 'dateTime' },
              { label: 'Last updated', value: account.updatedAt, type: 'dateTime' },
              { label: 'Submitted for review', value: account.reviewRequestedAt, type: 'dateTime' },
            ],
          },
        ]}
      />
    </section>
  );
}
