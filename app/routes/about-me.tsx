/** About Me (spec 2.2 provider user menu): the provider's own profile; `?edit` is its edit form (decision 031). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AboutMeErrorBoundary, AboutMeView, EditAboutMeView } from '~/features/provider-profile';
import { loadAboutMe, saveAboutMe } from '~/features/provider-profile/profile.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('about-me') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadAboutMe(request);

export const action = ({ request, context }: ActionFunctionArgs) => saveAboutMe(request, context);

export default function AboutMePage() {
  const page = useLoaderData<typeof loader>();
  return page.view === 'edit' ? <EditAboutMeView {...page} /> : <AboutMeView {...page} />;
}

export const ErrorBoundary = AboutMeErrorBoundary;
