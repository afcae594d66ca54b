/**
 * The admin's assign dialog (decisions 035, 075, 083), open while the URL says `?assign=1`: a search over the
 * active providers (a GET of the same page, `&provider=`), the providers as one radio group in the backend's
 * ranking (the eligible first, each with its rank; every provider with the assignment rules it meets and breaks,
 * docs/assignment.md; an admin may still choose one who breaks a rule), and one Assign button that posts `intent=assign`, `caseId`, `providerId` to
 * the page's action. Nothing is chosen at first and the button waits for a choice, so a stray Enter assigns
 * nothing. The action answers with a redirect to the page without the dialog and a flash: the assignment, or
 * the API's sentence when the case changed meanwhile (409). Closing the dialog (Escape, Close) goes back to the
 * page without its parameters, with the focus on the page's Assign (or Reassign) link.
 */
import { Form, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import type { AssignCandidate, AssignCandidates } from './admin-case-list';
import { casePaths, type CaseDetails } from './case-labels';

/** The case page's Assign / Reassign link carries this attribute: the dialog gives the focus back to it. */
export const ASSIGN_TRIGGER_ATTRIBUTE = 'data-assign-trigger';

const listText = (values: string[]) => (values.length ? values.join(', ') : 'None');

const eligibleText = (count: number) =>
  count === 0
    ? 'Nobody meets every assignment rule'
    : `${count} ${count === 1 ? 'meets' : 'meet'} every assignment rule, best first`;

/**
 * One provider, a radio the size of its row: the input covers the row (a finger hits it anywhere, and it is
 * 44 px or more high), the visible dot is drawn beside the text.
 */
function ProviderChoice({
  provider,
  current,
  checked,
  onChoose,
}: {
  provider: AssignCandidate;
  current: boolean;
  checked: boolean;
  onChoose: (id: string) => void;
}) {
  const detailsId = useId();
  return (
    <li className="relative flex gap-3 rounded-md border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50 has-[:disabled]:opacity-70">
      <input
        type="radio"
        name="providerId"
        value={provider.id}
        checked={checked}
        disabled={current}
        onChange={() => onChoose(provider.id)}
        aria-label={provider.name}
        aria-describedby={detailsId}
        className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 rounded-full border border-input peer-checked:border-[5px] peer-checked:border-primary"
      />
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">
          {provider.name}{' '}
          <span className={provider.rank ? 'text-primary' : 'text-muted-foreground'}>
            {provider.rank ? `· Ranked #${provider.rank}` : '· Breaks a rule'}
          </span>
        </p>
        <div id={detailsId}>
          <p className="break-words text-muted-foreground">{provider.email}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
            <dt className="text-muted-foreground">Groups</dt>
            <dd className="break-words">{listText(provider.groups)}</dd>
            <dt className="text-muted-foreground">Open cases</dt>
            <dd>{provider.openCases}</dd>
            <dt className="text-muted-foreground">Rules</dt>
            <dd>
              <ul
                className="flex flex-wrap gap-x-3 gap-y-0.5"
                aria-label={`Why ${provider.name} is ranked so`}
              >
                {provider.reasons.map((reason) => (
                  <li key={reason.rule} className={reason.met ? undefined : 'font-medium text-destructive'}>
                    {reason.met ? reason.text : `✗ ${reason.text}`}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          {current ? <p className="mt-1 text-muted-foreground">Working on this case</p> : null}
        </div>
      </div>
    </li>
  );
}

function ProviderPicker({ caseData, assign }: { caseData: CaseDetails; assign: AssignCandidates }) {
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<string | null>(null);
  // A new search may leave the chosen provider out: then nothing is chosen.
  const choice = assign.providers.find((p) => p.id === chosen) ?? null;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'assign';
  const verb = caseData.status === 'Assigned' ? 'Reassign' : 'Assign';
  const shown = assign.providers.length;
  return (
    <Form method="post" action={casePaths.admin(caseData.caseID)} preventScrollReset className="grid gap-3">
      <input type="hidden" name="intent" value="assign" />
      <input type="hidden" name="caseId" value={caseData.caseID} />
      <p role="status" className="text-sm text-muted-foreground">
        {assign.total > shown
          ? `Showing ${shown} of ${assign.total} active providers. Search to narrow the list.`
          : `${assign.total} active ${assign.total === 1 ? 'provider' : 'providers'}`}
        {` · ${eligibleText(assign.eligible)}.`}
      </p>
      <fieldset className="min-w-0">
        <legend className="sr-only">Choose a provider</legend>
        <ul aria-label="Active providers" className="grid max-h-[45vh] gap-2 overflow-auto p-1">
          {assign.providers.map((provider) => (
            <ProviderChoice
              key={provider.id}
              provider={provider}
              current={caseData.assignedProvider?.id === provider.id}
              checked={choice?.id === provider.id}
              onChoose={setChosen}
            />
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {choice ? null : <p className="text-sm text-muted-foreground">Choose a provider first.</p>}
        <Button type="submit" disabled={!choice || busy} aria-busy={busy || undefined}>
          {busy ? <Spinner /> : null}
          {choice ? `${verb} to ${choice.name}` : verb}
        </Button>
      </div>
    </Form>
  );
}

export function AssignCaseDialog({
  caseData,
  assign,
}: {
  caseData: CaseDetails;
  assign: AssignCandidates | null;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const searchId = useId();
  const searching = navigation.state === 'loading' && navigation.location?.search.includes('provider=');
  const reassign = caseData.status === 'Assigned';
  const close = () => navigate(pathname, { replace: true, preventScrollReset: true });
  if (!assign) return null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent
        className="sm:max-w-2xl"
        closeLabel="Close the assign dialog"
        onCloseAutoFocus={(event) => {
          // The dialog was opened by a link (maybe on the list, another page): the focus goes to the page's own
          // Assign link, never to the page's body.
          const trigger = document.querySelector<HTMLElement>(`[${ASSIGN_TRIGGER_ATTRIBUTE}]`);
          if (!trigger) return;
          event.preventDefault();
          trigger.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{`${reassign ? 'Reassign' : 'Assign'} case ${caseData.caseRecordId}`}</DialogTitle>
          <DialogDescription>
            {reassign
              ? `The case moves from ${caseData.assignedProvider?.name ?? 'its provider'} to the provider you choose and appears in their My Cases.`
              : 'The case goes to the provider you choose: it leaves Available Cases and appears in their My Cases.'}
          </DialogDescription>
        </DialogHeader>
        <Form method="get" action={pathname} replace preventScrollReset role="search" className="flex gap-2">
          <input type="hidden" name="assign" value="1" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor={searchId}>Search active providers</Label>
            <Input
              id={searchId}
              type="search"
              name="provider"
              defaultValue={assign.search}
              maxLength={100}
              placeholder="Name or email"
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline" className="self-end" aria-busy={searching || undefined}>
            {searching ? <Spinner /> : null}
            Search
          </Button>
        </Form>
        {assign.error ? (
          <p role="alert" className="text-sm text-destructive">
            {assign.error}
          </p>
        ) : assign.providers.length === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {assign.search
              ? `No active provider matches “${assign.search}”. Try another name or email.`
              : 'There are no active providers to assign the case to.'}
          </p>
        ) : (
          <ProviderPicker caseData={caseData} assign={assign} />
        )}
      </DialogContent>
    </Dialog>
  );
}
