/**
 * Groups (/groups): admins only, checked before anything is read. The loader reads one page of groups (the list
 * kit), the open group with its members (getGroup) and, when asked, providers matching a search (listUsers, role
 * Provider). The action creates, renames and deletes groups and adds or removes members (updateGroup replaces
 * the member list); each success goes back to the page with a flash, a form's refusal stays under its fields.
 */
import { data } from '@remix-run/node';
import { ApiError, ContractViolationError, MESSAGES, unwrap } from '../../../contracts';
import { api } from '~/api.server';
import { endSessionOnUnauthorized, requireAdmin } from '~/auth.server';
import { loadList } from '~/components/data-table/list.server';
import { apiErrorReply, invalidReply, parseForm } from '~/components/form/submission.server';
import { redirectWithFlash } from '~/features/facility-account/redirect.server';
import { takeFlash } from '~/flash.server';
import type { SessionUser } from '~/session.server';
import {
  FORM_IDS,
  GROUP_MESSAGES,
  GROUP_PARAM,
  INTENTS,
  PROVIDER_SEARCH_MAX,
  PROVIDER_SEARCH_PARAM,
  createGroupSchema,
  groupListQuery,
  groupsHref,
  renameGroupSchema,
  type Group,
  type Provider,
} from './groups';
import { readForm } from '~/lib/read-form.server';

type GroupListState = ReturnType<typeof groupListQuery.parse>;

async function openGroup(request: Request, user: SessionUser, id: string | null) {
  if (!id) return { group: null, groupError: null };
  try {
    const { data: group } = await unwrap(
      api(user.token).GET('/api/groups/{groupId}', {
        params: { path: { groupId: id } },
        signal: request.signal,
      }),
    );
    return { group, groupError: null };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError) return { group: null, groupError: error.message };
    if (error instanceof ContractViolationError) return { group: null, groupError: MESSAGES.other };
    throw error;
  }
}

async function findProviders(request: Request, user: SessionUser, search: string) {
  if (!search) return { providers: null as Provider[] | null, providerError: null as string | null };
  try {
    const { data: page } = await unwrap(
      api(user.token).GET('/api/users', {
        params: { query: { role: 'Provider', search: search.slice(0, PROVIDER_SEARCH_MAX), pageSize: 10 } },
        signal: request.signal,
      }),
    );
    return { providers: page.items, providerError: null };
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (error instanceof ApiError) return { providers: null, providerError: error.message };
    throw error;
  }
}

export async function loadGroups(request: Request) {
  const user = await requireAdmin(request);
  const url = new URL(request.url);
  const providerSearch = (url.searchParams.get(PROVIDER_SEARCH_PARAM) ?? '').trim();
  const [opened, found] = await Promise.all([
    openGroup(request, user, url.searchParams.get(GROUP_PARAM)),
    findProviders(request, user, providerSearch),
  ]);
  const { flash, headers } = takeFlash(request);
  const list = await loadList(
    request,
    {
      query: groupListQuery,
      fetchPage: async (state: GroupListState) =>
        (
          await unwrap(
            api(user.token).GET('/api/groups', {
              params: { query: groupListQuery.toApiQuery(state) },
              signal: request.signal,
            }),
          )
        ).data,
      describeError: async (error) => {
        await endSessionOnUnauthorized(request, user, error);
        if (error instanceof ApiError) return error.message;
        if (error instanceof ContractViolationError) return MESSAGES.other;
        throw error;
      },
    },
    { ...opened, ...found, providerSearch, flash },
  );
  // The flash is read once: its cookie is cleared on the way out.
  return data(list.data, { status: list.init?.status, headers });
}

/** Back to the page the action was posted from (its list state, open group and search), with a flash. */
function back(request: Request, message: string, kind: 'success' | 'error' = 'success', params = {}) {
  const url = new URL(request.url);
  return redirectWithFlash(groupsHref(params, url.searchParams), { kind, message });
}

async function getGroup(user: SessionUser, groupId: string): Promise<Group> {
  return (await unwrap(api(user.token).GET('/api/groups/{groupId}', { params: { path: { groupId } } }))).data;
}

async function setMembers(user: SessionUser, groupId: string, memberIds: string[]) {
  return (
    await unwrap(
      api(user.token).PATCH('/api/groups/{groupId}', { params: { path: { groupId } }, body: { memberIds } }),
    )
  ).data;
}

export async function groupsAction(request: Request) {
  const user = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const field = (name: string) => String(formData.get(name) ?? '').trim();

  if (intent === INTENTS.create || intent === INTENTS.rename) {
    const form = intent === INTENTS.create ? FORM_IDS.create : FORM_IDS.rename;
    const submission = await parseForm(
      formData,
      intent === INTENTS.create ? createGroupSchema : renameGroupSchema,
    );
    if (submission.status !== 'success') return invalidReply(submission, { form });
    try {
      if (intent === INTENTS.create) {
        const { data: group } = await unwrap(
          api(user.token).POST('/api/groups', { body: { name: submission.value.name } }),
        );
        return back(request, GROUP_MESSAGES.created(group.name), 'success', { [GROUP_PARAM]: group.id });
      }
      const { groupId, name } = submission.value as { groupId: string; name: string };
      const { data: group } = await unwrap(
        api(user.token).PATCH('/api/groups/{groupId}', { params: { path: { groupId } }, body: { name } }),
      );
      return back(request, GROUP_MESSAGES.renamed(group.name));
    } catch (error) {
      await endSessionOnUnauthorized(request, user, error);
      return apiErrorReply(submission, error, { form });
    }
  }

  const groupId = field('groupId');
  try {
    if (intent === INTENTS.addMember || intent === INTENTS.removeMember) {
      const userId = field('userId');
      const group = await getGroup(user, groupId);
      const ids = group.members.map((m) => m.id);
      if (intent === INTENTS.addMember) {
        const updated = await setMembers(user, groupId, ids.includes(userId) ? ids : [...ids, userId]);
        const added = updated.members.find((m) => m.id === userId);
        return back(request, GROUP_MESSAGES.added(added?.name ?? 'The provider', updated.name));
      }
      const removed = group.members.find((m) => m.id === userId);
      const updated = await setMembers(
        user,
        groupId,
        ids.filter((id) => id !== userId),
      );
      return back(request, GROUP_MESSAGES.removed(removed?.name ?? 'The provider', updated.name));
    }
    if (intent === INTENTS.delete) {
      const group = await getGroup(user, groupId);
      await unwrap(api(user.token).DELETE('/api/groups/{groupId}', { params: { path: { groupId } } }));
      return back(request, GROUP_MESSAGES.deleted(group.name), 'success', {
        [GROUP_PARAM]: null,
        [PROVIDER_SEARCH_PARAM]: null,
      });
    }
  } catch (error) {
    await endSessionOnUnauthorized(request, user, error);
    if (!(error instanceof ApiError)) throw error;
    return back(request, error.message || MESSAGES.other, 'error');
  }
  return back(request, GROUP_MESSAGES.unknownAction, 'error');
}
