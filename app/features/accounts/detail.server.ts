/**
 * Account Details for admins (/account/detail/:accountId, and the legacy /accountDetail/:accountId): the account
 * (getAccount), its users (listUsers by facility) and, for an account submitted for review, approving it
 * (updateAccount, status Active, which makes its Provisionally Active users Active: decision 068) or sending it
 * back with a reason (requestFacilityAccountChanges); deactivating an account (its users are deactivated and
 * logged out) and reactivating it (updateAccount, decision 068).
 */
import { data } from '@remix-run/node';
import { ApiError, MESSAGES, unwrap, type components } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized } from '~/auth.server';
import { takeFlash } from '~/flash.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import type { SessionUser } from '~/session.server';
import { failPageLoad } from '~/page-failure.server';
import { requireAccountAdmin, type AccountScreen } from './access.server';
import {
  ACCOUNT_MESSAGES,
  APPROVE_INTENT,
  DEACTIVATE_INTENT,
  REACTIVATE_INTENT,
  REQUEST_CHANGES_INTENT,
  type ReviewReply,
} from './review';
import { readForm } from '~/lib/read-form.server';

type User = components['schemas']['User'];

/** The most users the page lists (the account's user count says how many there are). */
const USERS_SHOWN = 100;

export async function getAccount(request: Request, user: SessionUser, accountId: string | undefined) {
  try {
    return (
      await unwrap(
        api(user.token).GET('/api/accounts/{accountId}', {
          params: { path: { accountId: accountId ?? '' } },
          signal: request.signal,
        }),
      )
    ).data;
  } catch (error) {
    return failPageLoad(request, user, error);
  }
}

/** The account's users; null when they could not be read (the page says so and still loads). */
async function accountUsers(request: Request, user: SessionUser, accountId: string): Promise<User[] | null> {
  try {
    const page = await unwrap(
      api(user.token).GET('/api/users', {
        params: { query: { facilityId: accountId, pageSize: USERS_SHOWN, sort: 'name' } },
        signal: request.signal,
      }),
    );
    return page.data.items;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return null;
  }
}

/** How many of the account's users are Provisionally Active; null when that could not be read. */
async function provisionalUsers(request: Request, user: SessionUser, accountId: string) {
  try {
    const page = await unwrap(
      api(user.token).GET('/api/users', {
        params: { query: { facilityId: accountId, status: 'Provisionally Active', pageSize: 1 } },
        signal: request.signal,
      }),
    );
    return page.data.total;
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    return null;
  }
}

export async function loadAccountDetail(
  request: Request,
  accountId: string | undefined,
  legacy?: AccountScreen,
) {
  const user = await requireAccountAdmin(request, legacy && 'detail');
  const account = await getAccount(request, user, accountId);
  const users = await accountUsers(request, user, account.id);
  const { flash, headers } = takeFlash(request);
  return data({ account, users, flash }, { headers });
}

const reply = (kind: 'success' | 'error', message: string, status = 200) =>
  data<ReviewReply>({ toast: { kind, message } }, { status });

export async function reviewAccountAction(
  request: Request,
  accountId: string | undefined,
  legacy?: AccountScreen,
) {
  const user = await requireAccountAdmin(request, legacy && 'detail');
  const form = await readForm(request);
  const intent = form.get('intent');
  const reason = String(form.get('reason') ?? '').trim();
  const path = { accountId: accountId ?? '' };
  try {
    if (intent === APPROVE_INTENT) {
      // Approval makes the account's Provisionally Active users Active too (updateAccount): counted first, to say so.
      const promoted = await provisionalUsers(request, user, path.accountId);
      const { data: account } = await unwrap(
        api(user.token).PATCH('/api/accounts/{accountId}', { params: { path }, body: { status: 'Active' } }),
      );
      return redirectWithFlash(new URL(request.url).pathname, {
        kind: 'success',
        message: ACCOUNT_MESSAGES.approved(account.name, promoted),
      });
    }
    if (intent === DEACTIVATE_INTENT || intent === REACTIVATE_INTENT) {
      const deactivate = intent === DEACTIVATE_INTENT;
      const { data: account } = await unwrap(
        api(user.token).PATCH('/api/accounts/{accountId}', {
          params: { path },
          body: { status: deactivate ? 'Deactivated' : 'Active' },
        }),
      );
      return redirectWithFlash(new URL(request.url).pathname, {
        kind: 'success',
        message: (deactivate ? ACCOUNT_MESSAGES.deactivated : ACCOUNT_MESSAGES.reactivated)(account.name),
      });
    }
    if (intent === REQUEST_CHANGES_INTENT) {
      if (!reason) return reply('error', ACCOUNT_MESSAGES.reasonRequired, 422);
      const { data: account } = await unwrap(
        api(user.token).POST('/api/accounts/{accountId}/review/changes', {
          params: { path },
          body: { reason: reason.slice(0, 1000) },
        }),
      );
      return redirectWithFlash(new URL(request.url).pathname, {
        kind: 'success',
        message: ACCOUNT_MESSAGES.changesRequested(account.name),
      });
    }
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) throw error;
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 502;
    return reply('error', error.message || MESSAGES.other, status);
  }
  return reply('error', ACCOUNT_MESSAGES.unknownAction, 400);
}
