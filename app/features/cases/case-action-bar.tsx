/**
 * The case page's actions by role and state (the loader says what the reader may do): a facility edits a draft,
 * sends it out and cancels a draft or an available case, each change after a confirm; a provider picks up an
 * available case (or reads why the assignment rules do not let them), returns one they hold to the pool and opens it to
 * diagnose; a consult participant reading another's case gets the way back into the consult instead; an admin assigns (or reassigns) it through the admin case page's dialog, cancels it, and bills it once signed out. On the
 * review page the send-out is the main action, with Edit and Back beside it.
 */
import { Form, Link, useNavigation } from '@remix-run/react';
import { ActionBar, StatusBadge } from '~/components/detail';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { createBillingHref } from '~/features/billing';
import { CancelCaseDialog, ReleaseCaseDialog, SendOutCaseDialog } from './case-change-dialogs';
import { CASE_TONES, casePaths, type CaseAbilities, type CaseDetails } from './case-labels';
import { CASE_STATUS_LABELS } from './list-config';

function PickUpButton({ caseData }: { caseData: CaseDetails }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pick-up';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="pick-up" />
      <input type="hidden" name="caseId" value={caseData.caseID} />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined} className="w-full">
        {pending ? <Spinner /> : null}
        Pick up
      </Button>
    </Form>
  );
}

export function CaseActionBar({
  caseData,
  can,
  mode,
}: {
  caseData: CaseDetails;
  can: CaseAbilities;
  mode: 'details' | 'review';
}) {
  const status = <StatusBadge status={caseData.status} tones={CASE_TONES} labels={CASE_STATUS_LABELS} />;
  const recordId = caseData.caseRecordId;
  return (
    <ActionBar label="Case actions" start={status}>
      {mode === 'review' ? (
        <Button asChild variant="ghost">
          <Link to="/review-project">Back</Link>
        </Button>
      ) : null}
      {can.cancel && mode === 'details' ? (
        <CancelCaseDialog
          caseId={caseData.caseID}
          caseRecordId={recordId}
          trigger={<Button variant="destructive">Cancel case</Button>}
        />
      ) : null}
      {can.edit ? (
        <Button asChild variant="outline">
          <Link to={casePaths.edit(caseData.caseID)}>Edit</Link>
        </Button>
      ) : null}
      {can.sendOutRefusal ? (
        // The slides the API would ask for, in words, in place of a Send out it would refuse (decision 170).
        <p className="max-w-96 text-sm text-muted-foreground" data-send-out-refusal>
          {can.sendOutRefusal}
        </p>
      ) : can.sendOut ? (
        <SendOutCaseDialog
          caseId={caseData.caseID}
          caseRecordId={recordId}
          trigger={
            <Button size={mode === 'review' ? 'lg' : 'default'} className="font-semibold">
              Send out
            </Button>
          }
        />
      ) : null}
      {can.assign && mode === 'details' ? (
        <Button asChild className="font-semibold">
          <Link to={casePaths.assign(caseData.caseID)} preventScrollReset data-assign-trigger="">
            {caseData.status === 'Assigned' ? 'Reassign' : 'Assign'}
          </Link>
        </Button>
      ) : null}
      {can.pickUp && caseData.pickUp?.allowed === false ? (
        // The assignment rules the provider breaks, in words, in place of a button the backend would refuse.
        <p className="max-w-80 text-sm text-muted-foreground" data-pick-up-refusal>
          {caseData.pickUp.reason ?? 'You cannot pick up this case.'}
        </p>
      ) : can.pickUp ? (
        <PickUpButton caseData={caseData} />
      ) : null}
      {can.release && mode === 'details' ? (
        <ReleaseCaseDialog
          caseId={caseData.caseID}
          caseRecordId={recordId}
          trigger={<Button variant="outline">Return to pool</Button>}
        />
      ) : null}
      {can.diagnose && mode === 'details' ? (
        <Button asChild className="font-semibold">
          <Link to={casePaths.reading(caseData.caseID)}>Diagnose</Link>
        </Button>
      ) : null}
      {can.consult && mode === 'details' ? (
        <Button asChild className="font-semibold">
          <Link to={can.consult.href}>{can.consult.label}</Link>
        </Button>
      ) : null}
      {can.bill && mode === 'details' ? (
        <Button asChild variant="outline">
          <Link to={createBillingHref(caseData.caseID)}>Create billing</Link>
        </Button>
      ) : null}
    </ActionBar>
  );
}
