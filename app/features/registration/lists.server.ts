/**
 * The reference lists the registration forms offer: US states and Canadian provinces (every kind), the pathology
 * subspecialties (providers). All three are public in the contract, so a visitor's form reads them without a
 * token; they are cached per server instance (app/lib/reference.server.ts).
 */
import { data } from '@remix-run/node';
import { ApiError, MESSAGES } from '../../../contracts';
import { regionCodesOf } from '~/components/form';
import { getReferenceList, getRegionLists } from '~/lib/reference.server';
import type { ReferenceCodes, RegistrationKind } from './schemas';
import type { RegistrationLists } from './types';

export async function readLists(kind: RegistrationKind): Promise<RegistrationLists> {
  const [regions, subspecialties] = await Promise.all([
    getRegionLists(),
    kind === 'provider' ? getReferenceList('subspecialties') : [],
  ]);
  return { regions, subspecialties };
}

/** The lists a page cannot do without: a failure is the page's error (the catalogue's sentence, 502). */
export async function loadLists(kind: RegistrationKind): Promise<RegistrationLists> {
  try {
    return await readLists(kind);
  } catch (error) {
    throw data(error instanceof ApiError ? error.message : MESSAGES.other, { status: 502 });
  }
}

/** What a choice must be one of; without the lists (a failed read) the action still validates the rest. */
export async function referenceCodes(kind: RegistrationKind): Promise<ReferenceCodes> {
  const lists = await readLists(kind).catch(() => null);
  if (!lists) return {};
  return {
    regions: regionCodesOf(lists.regions),
    subspecialties: lists.subspecialties.map((o) => o.value),
  };
}
