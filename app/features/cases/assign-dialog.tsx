/**
 * The admin's assign dialog (decision 035), open while the URL says `?assign=1`: a search over the active
 * providers (a GET of the same page, `&provider=`), each provider with their groups, subspecialties and open
 * cases, and an Assign button that posts `intent=assign`, `caseId`, `providerId` to the page's action. The action
 * answers with a redirect to the page without the dialog and a flash: the assignment, or the API's sentence when
 * the case changed meanwhile (409). Closing the dialog goes back to the page without its parameters.
 */
import { Form, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Spinner } from '~/components/ui/spinner';
import type { AssignCandidate, AssignCandidates } from './admin-case-list';
import { casePaths, type CaseDetails } from './case-labels';

const listText = (values: string[]) => (values.length ? values.join(', ') : 'None');

function ProviderRow({ provider, caseData }: { provider: AssignCandidate; caseData: CaseDetails }) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('providerId') === provider.id;
  const current = caseData.assignedProvider?.id === provider.id;
  return (
    <li className="flex flex-col gap-2 border-b py-3 last:border-b-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 text-sm">
        <p className="font-medium break-words">{provider.name}</p>
        <p className="break-words text-muted-foreground">{provider.email}</p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5">
          <dt className="text-muted-foreground">Groups</dt>
          <dd className="break-words">{listText(provider.groups)}</dd>
          <dt className="text-muted-foreground">Subspecialties</dt>
          <dd className="break-words">{listText(provider.subspecialties)}</dd>
          <dt className="text-muted-foreground">Open cases</dt>
          <dd>{provider.openCases}</dd>
        </dl>
      </div>
      {current ? (
        <p className="text-sm text-muted-foreground">Working on this case</p>
      ) : (
        <Form method="post" action={casePaths.admin(caseData.caseID)} preventScrollReset>
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="caseId" value={caseData.caseID} />
          <input type="hidden" name="providerId" value={provider.id} />
          <Button
            type="submit"
            size="sm"
            disabled={navigation.state !== 'idle'}
            aria-busy={pending || undefined}
            aria-label={`Assign case ${caseData.caseRecordId} to ${provider.name}`}
            className="w-full sm:w-auto"
          >
            {pending ? <Spinner /> : null}
            Assign
          </Button>
        </Form>
      )}
    </li>
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
  const shown = assign.providers.length;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="sm:max-w-2xl" closeLabel="Close the assign dialog">
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
        ) : shown === 0 ? (
          <p role="status" className="text-sm text-muted-foreground">
            {assign.search
              ? `No active provider matches “${assign.search}”. Try another name or email.`
              : 'There are no active providers to assign the case to.'}
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {assign.total > shown
                ? `Showing ${shown} of ${assign.total} active providers. Search to narrow the list.`
                : `${assign.total} active ${assign.total === 1 ? 'provider' : 'providers'}`}
            </p>
            <ul aria-label="Active providers" className="max-h-[50vh] overflow-auto">
              {assign.providers.map((provider) => (
                <ProviderRow key={provider.id} provider={provider} caseData={caseData} />
              ))}
            </ul>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
