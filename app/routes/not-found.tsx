import { data, type MetaFunction } from '@remix-run/node';
import { NOT_FOUND_TITLE, NotFound } from '~/components/layout/not-found';
import { PRODUCT_NAME } from '~/components/layout/logo';

export const loader = () => data(null, { status: 404 });

export const meta: MetaFunction = () => [{ title: `${NOT_FOUND_TITLE} · ${PRODUCT_NAME}` }];

export default function NotFoundPage() {
  return <NotFound />;
}
