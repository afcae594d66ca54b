/** POST /logout ends the session; a GET (a typed URL, a prefetch) changes nothing and goes home. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { logout } from '~/auth.server';

export const action = ({ request }: ActionFunctionArgs) => logout(request);
export const loader = () => redirect('/');
