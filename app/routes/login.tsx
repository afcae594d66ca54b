import {
  data,
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { createUserSession, getOptionalUser } from '~/auth.server';
import { FlashMessage } from '~/components/layout/flash-message';
import { PageHeading } from '~/components/layout/page-heading';
import { Card, CardContent, CardDescription, CardHeader } from '~/components/ui/card';
import { LoginForm } from '~/features/auth';
import { destinationAfterLogin, loginHref } from '~/features/auth/return-after-login.server';
import { SHED_LOGIN, attemptLogin, isShedLogin, loginAnswer } from '~/features/auth/login.server';
import { clientAddress } from '~/uploads.server';
import { takeFlash } from '~/flash.server';
import { documentTitle } from '~/lib/pages';
import { readForm } from '~/lib/read-form.server';

export const meta: MetaFunction = () => [{ title: documentTitle('login') }];

/** The action's Retry-After (a 429 or 503, loginAnswer): of a route's own headers Remix keeps only cookies. */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? [['Retry-After', retryAfter]] : [];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await getOptionalUser(request);
  // The page a signed-out reader asked for (decision 124), where the login (and this page, once signed in) goes.
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  if (user) throw redirect(destinationAfterLogin(user.role, user.status, returnTo));
  // A message from the page that sent the person here (after a password change: log in with the new one).
  const { flash, headers: flashHeaders } = takeFlash(request);
  return data({ flash, formAction: loginHref(returnTo) }, { headers: flashHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (isShedLogin(context)) return data(SHED_LOGIN, loginAnswer(SHED_LOGIN));
  const form = await readForm(request);
  const outcome = await attemptLogin(
    form,
    clientAddress(context),
    request.headers.get('Cookie'),
    request.signal,
  );
  if (outcome.kind === 'ok') return createUserSession(request, outcome.user, outcome.banner, outcome.cookies);
  // Held back (429) or busy (503): the same status and Retry-After, the form showing the API's sentence.
  return data(outcome, loginAnswer(outcome));
}

export default function LoginPage() {
  const { flash, formAction } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <PageHeading>Log In</PageHeading>
          <CardDescription>Sign in to send out, read and manage pathology cases.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FlashMessage flash={flash} />
          <LoginForm sessionEnded={flash?.sessionEnded === true} action={formAction} />
        </CardContent>
      </Card>
    </div>
  );
}
