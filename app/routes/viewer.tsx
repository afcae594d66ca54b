/** The standalone slide viewer (spec 2.8): the guard, and no other page frame. Built in a later issue. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requireUser } from '~/auth.server';
import { UnderConstruction } from '~/components/layout/under-construction';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('viewer') }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export default function ViewerPage() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      <UnderConstruction title="Slide Viewer" />
    </main>
  );
}
