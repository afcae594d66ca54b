import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { getOptionalUser } from '~/auth.server';
import { PRODUCT_NAME } from '~/components/layout/logo';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { postLoginDestination } from '~/features/auth';

export const meta: MetaFunction = () => [
  { title: `${PRODUCT_NAME} · Pathology send-out platform` },
  { name: 'description', content: 'Send out pathology cases, read whole-slide images and sign cases out.' },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await getOptionalUser(request);
  return { workspace: user ? postLoginDestination(user.role, user.status) : null };
}

const FEATURES = [
  {
    title: 'For medical facilities',
    text: 'Create cases with patient, specimens and slides, attach clinical documents, and send them out.',
  },
  {
    title: 'For pathologists',
    text: 'Pick up available cases, read whole-slide images with rulers and annotations, and sign out reports.',
  },
  {
    title: 'For operations',
    text: 'Run accounts, users, enquiries, groups, cases, tasks and billing from one place.',
  },
];

export default function HomePage() {
  const { workspace } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-16">
      <section className="max-w-3xl">
        <PageHeading className="text-4xl font-bold">Pathology send-out, from slide to sign-out.</PageHeading>
        <p className="mt-4 text-lg text-muted-foreground">
          {PRODUCT_NAME} connects medical facilities with pathologists: cases travel with their slides and
          clinical history, and every slide opens in a fast, measurable whole-slide viewer.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {workspace ? (
            <Button asChild size="lg">
              <Link to={workspace}>Go to my workspace</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg">
                <Link to="/login">Log In</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/register">Register</Link>
              </Button>
            </>
          )}
        </div>
      </section>
      <section className="mt-16 grid gap-6 md:grid-cols-3">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="rounded-lg border p-6">
            <h2 className="font-semibold">{feature.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{feature.text}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
