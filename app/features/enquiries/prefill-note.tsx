/** Above a create form opened from an enquiry: where its values came from, with a link back to the lead. */
import { Link } from '@remix-run/react';
import type { EnquiryPrefill } from './prefill';

export function PrefillNote({ prefill }: { prefill: EnquiryPrefill | null | undefined }) {
  if (!prefill) return null;
  return (
    <p
      role="note"
      className="max-w-3xl rounded-md border bg-muted/40 px-3 py-2 text-sm"
      data-prefill={prefill.href ? 'enquiry' : 'missing'}
    >
      {prefill.note}{' '}
      {prefill.href ? (
        <Link to={prefill.href} className="font-medium text-primary underline-offset-4 hover:underline">
          Open the enquiry
        </Link>
      ) : null}
    </p>
  );
}
