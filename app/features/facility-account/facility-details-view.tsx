/**
 * Facility Account Details: the facility's contact details, address and proof of address (what the operator's
 * staff verify), and for an account that is not active yet its review: what is missing, the Submit button, and
 * once submitted what happens next.
 */
import { Link } from '@remix-run/react';
import { ActionBar, DetailView, StatusBadge } from '~/components/detail';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { contactSections } from './account-sections';
import type { FacilityAccountData } from './facility-profile-view';
import { LINK_CLASS, STATUS_TONES } from './labels';
import { awaitsReview } from './review';
import { ReviewPanel } from './review-panel';

export function FacilityDetailsView({ account, flash }: FacilityAccountData) {
  return (
    <section className="space-y-6">
      <div>
        <PageHeading>Facility Account Details</PageHeading>
        <p className="mt-1 text-muted-foreground">
          How to reach {account.name} and where it is, with its proof of address. Its profile is on{' '}
          <Link to="/facility-account" className={LINK_CLASS}>
            Facility Account
          </Link>
          .
        </p>
      </div>
      <FlashMessage flash={flash} />
      {awaitsReview(account) ? <ReviewPanel account={account} /> : null}
      <ActionBar
        label="Facility account details actions"
        start={<StatusBadge status={account.status} tones={STATUS_TONES} />}
      >
        <Button asChild variant={awaitsReview(account) ? 'outline' : 'default'}>
          <Link to="/edit-facility-account-detail">Edit facility account details</Link>
        </Button>
      </ActionBar>
      <DetailView
        sections={contactSections(
          account,
          <>
            No proof of address yet. Upload a recent utility bill or bank statement in the facility’s name
            from{' '}
            <Link to="/edit-facility-account-detail" className={LINK_CLASS}>
              Edit facility account details
            </Link>
            .
          </>,
        )}
      />
    </section>
  );
}
