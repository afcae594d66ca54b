/** Every page of the route table that is not built yet. */
import type { MetaFunction } from '@remix-run/node';
import { UnderConstruction } from '~/components/layout/under-construction';
import { documentTitle, useCurrentPage } from '~/lib/pages';

export const meta: MetaFunction = ({ matches }) => [{ title: documentTitle(matches.at(-1)?.id) }];

export default function UnderConstructionPage() {
  const page = useCurrentPage();
  return <UnderConstruction title={page?.title ?? 'Under Construction'} />;
}
