/** /register?type=provider|facility: the two ways to register (spec 2.1). The forms come in a later issue. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { UnderConstruction } from '~/components/layout/under-construction';
import { PageFrame } from '~/components/layout/page-frame';
import { PageHeading } from '~/components/layout/page-heading';
import { Button } from '~/components/ui/button';
import { documentTitle } from '~/lib/pages';

const TITLES = { provider: 'Register as a Provider', facility: 'Register as a Medical Facility' } as const;

export const meta: MetaFunction = () => [{ title: documentTitle('register') }];

export function loader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get('type');
  const type: keyof typeof TITLES | null =
    requested === 'provider' || requested === 'facility' ? requested : null;
  return { type };
}

export default function RegisterPage() {
  const { type } = useLoaderData<typeof loader>();
  if (type) return <UnderConstruction title={TITLES[type]} />;
  return (
    <PageFrame>
      <section className="mx-auto max-w-xl py-12 text-center">
        <PageHeading>Register</PageHeading>
        <p className="mt-3 text-muted-foreground">Choose how you will use the platform.</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/register?type=provider">{TITLES.provider}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/register?type=facility">{TITLES.facility}</Link>
          </Button>
        </div>
      </section>
    </PageFrame>
  );
}
