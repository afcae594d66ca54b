/**
 * The case after this one in My Cases, read while this one is read (next-case.ts): My Cases' own order
 * (its list query and default sort, cases/list.server.ts), then that case and its first slide links as the
 * viewer's loader reads them. Nothing of it is waited for by the page: it streams after it. Any failure is "no
 * next case" (the button is then not offered; the list is one click away).
 */
import { unwrap } from '../../../contracts';
import { api } from '~/api.server';
import type { SessionUser } from '~/session.server';
import { CASE_LISTS } from '~/features/cases';
import { caseIdsInListOrder } from '~/features/cases/list.server';
import { viewerOfCase } from '~/features/viewer/viewer.server';
import { caseAfter, type NextCase } from './next-case';

/**
 * The id of the case after `caseId` in My Cases' order, or null (none, or the list could not be read): the one
 * rule for "which case is next", for Next case and for where a sign-out goes on (decision 150).
 */
export async function nextCaseId(
  request: Request,
  user: SessionUser,
  caseId: string,
): Promise<string | null> {
  try {
    return caseAfter(await caseIdsInListOrder(request, user, CASE_LISTS.selected), caseId);
  } catch {
    return null;
  }
}

export async function readNextCase(
  request: Request,
  user: SessionUser,
  caseId: string,
): Promise<NextCase | null> {
  try {
    const nextId = await nextCaseId(request, user, caseId);
    if (!nextId) return null;
    const { data } = await unwrap(
      api(user.token).GET('/api/cases/{caseId}', {
        params: { path: { caseId: nextId } },
        signal: request.signal,
      }),
    );
    const viewer = viewerOfCase(request, user, data);
    const hasSlides = data.slides.some((specimen) =>
      specimen.subsections.some((block) => block.images.length),
    );
    return {
      caseId: data.caseID,
      caseRecordId: data.caseRecordId,
      viewer: hasSlides ? { caseData: viewer.caseData, extras: await viewer.extras } : null,
    };
  } catch {
    return null;
  }
}
