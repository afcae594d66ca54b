/**
 * Where a not-yet-active facility account stands: before submitting, what is still missing (or a Submit button
 * once nothing is); after submitting, what was submitted, who reviews it, what happens then and what the person
 * can do meanwhile. The action's refusal (the API's sentence and what it says is missing) is shown here too.
 */
import { Form, Link, useActionData } from '@remix-run/react';
import type { components } from '../../../contracts';
import { SubmitButton } from '~/components/form';
import { DateTime } from '~/components/ui/date-time';
import { LINK_CLASS } from './labels';
import { REVIEW_STEPS, UNDER_REVIEW } from './messages';
import { SUBMIT_REVIEW_INTENT, missingForReview } from './review';

type FacilityAccount = components['schemas']['FacilityAccount'];

/** The same as facility-account.server.ts's ReviewRefusal (kept browser-safe here). */
interface ReviewRefusal {
  error: string;
  missing: string[];
}

function Refusal({ refusal }: { refusal: ReviewRefusal | undefined }) {
  if (!refusal?.error) return null;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
      <p className="font-medium text-destructive">{refusal.error}</p>
      {refusal.missing.length ? (
        <ul className="mt-1 list-disc pl-5">
          {refusal.missing.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ReviewPanel({ account }: { account: FacilityAccount }) {
  const refusal = useActionData<ReviewRefusal>();
  const missing = missingForReview(account);
  const submitted = account.reviewRequestedAt !== null;
  return (
    <section
      aria-labelledby="review-heading"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50/60 p-4 sm:p-6"
    >
      <h2 id="review-heading" className="text-base font-semibold">
        {submitted ? 'Submitted for review' : 'Submit your facility for review'}
      </h2>
      {submitted ? (
        <div className="space-y-2 text-sm" data-review="submitted">
          <p>
            {account.reviewRequestedBy?.name ?? 'Someone at your facility'} submitted these details and the
            proof of address for review on <DateTime value={account.reviewRequestedAt!} />.
          </p>
          <p>
            <strong>What happens next:</strong> {UNDER_REVIEW.who} {UNDER_REVIEW.then}
          </p>
          <p>{UNDER_REVIEW.meanwhile}</p>
        </div>
      ) : (
        <div className="space-y-2 text-sm" data-review="pending">
          <p>{REVIEW_STEPS.intro}</p>
          {missing.length ? (
            <>
              <p>{REVIEW_STEPS.missing}</p>
              <ul className="list-disc pl-5">
                {missing.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
              <p>
                <Link to="/edit-facility-account-detail" className={LINK_CLASS}>
                  Complete the details
                </Link>
              </p>
            </>
          ) : (
            <p>{REVIEW_STEPS.ready}</p>
          )}
        </div>
      )}
      <Refusal refusal={refusal} />
      {missing.length === 0 ? (
        <Form method="post">
          <input type="hidden" name="intent" value={SUBMIT_REVIEW_INTENT} />
          <SubmitButton>{submitted ? 'Submit again for review' : 'Submit for review'}</SubmitButton>
        </Form>
      ) : null}
    </section>
  );
}
