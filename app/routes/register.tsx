/** /register?type=provider|facility|other: the ways to register (spec 2.1) and each one's form (public). */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { RegisterErrorBoundary, RegisterPage } from '~/features/registration';
import { loadRegisterPage, submitRegisterPage } from '~/features/registration/create.server';
import { documentTitle } from '~/lib/pages';

export const meta: MetaFunction = () => [{ title: documentTitle('register') }];

export const loader = ({ request }: LoaderFunctionArgs) => loadRegisterPage(request);

export const action = ({ request, context }: ActionFunctionArgs) => submitRegisterPage(request, context);

export default RegisterPage;
export const ErrorBoundary = RegisterErrorBoundary;
