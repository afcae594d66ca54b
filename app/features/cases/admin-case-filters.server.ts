/**
 * The choices of the admin case list's provider and facility filters (decision 041): every provider (listUsers,
 * role Provider) and every facility account (listAccounts), id → name. A failed read leaves a filter with no
 * choices (the list itself still works, and a value from the URL still filters and shows as it is).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { choiceReader, everyPage, facilityOptions } from '~/lib/choices.server';
import type { SessionUser } from '~/session.server';
import type { AdminCaseFilterChoices } from './admin-case-list';

async function providerOptions(user: SessionUser, signal: AbortSignal): Promise<Record<string, string>> {
  const providers = await everyPage(
    async (page, pageSize) =>
      (
        await unwrap(
          api(user.token).GET('/api/users', {
            params: { query: { role: 'Provider', sort: 'name', order: 'asc', page, pageSize } },
            signal,
          }),
        )
      ).data,
  );
  return Object.fromEntries(providers.map((p) => [p.id, `${p.lastName}, ${p.firstName}`]));
}

export async function readCaseFilterChoices(
  request: Request,
  user: SessionUser,
): Promise<AdminCaseFilterChoices> {
  // A filter whose choices cannot be read has none; the list itself still works.
  const read = choiceReader(request, user);
  const [providers, facilities] = await Promise.all([
    read('providers', async () => Object.entries(await providerOptions(user, request.signal))),
    read('facilities', async () =>
      (await facilityOptions(user, request.signal)).map((o) => [o.value, o.label] as [string, string]),
    ),
  ]);
  return { providers: Object.fromEntries(providers), facilities: Object.fromEntries(facilities) };
}
