/**
 * Where the values of path parameters come from: list (and read) responses, asked as each role before the
 * checks run, so a request names a case, task or slide that exists and that this role may see. One table
 * says which operation yields which parameters; a binding is one set of values that belong together (a case and
 * one of its attachments), possibly meant for some operations only (a signed slide URL for the route it signs).
 */
import { matchTemplate, type OperationInfo } from './openapi';

export interface Binding {
  values: Record<string, string>;
  /** Only for these operations (a signed URL signs one route). */
  only?: string[];
  /** Names a user, account or registration of the run itself: never used by an operation that writes. */
  protected?: boolean;
}

type Data = Record<string, unknown> | unknown[] | undefined;
type Row = Record<string, unknown>;

export interface IdSource {
  operationId: string;
  /** The values `pick` gives (its keys, but those starting with '_'): a run asks only the sources it needs. */
  yields: string[];
  query?: Record<string, string>;
  /** Parameters this source needs from bindings already found (e.g. caseId); it is asked for at most `expand` of them. */
  needs?: string[];
  expand?: number;
  /**
   * Values from the answer's `data`, merged with the binding it was asked for. Keys starting with '_' are not
   * values: they name whom the record belongs to, so one of the run's own callers is protected.
   */
  pick: (data: Data) => Record<string, string>[];
  only?: string[];
  protect?: boolean;
  /** `pick` returns `{ url }`s: each is read against the contract's templates (signed slide links). */
  urls?: boolean;
}

const rows = (data: Data): Row[] =>
  (Array.isArray(data)
    ? data
    : Array.isArray((data as Row | undefined)?.items)
      ? ((data as Row).items as unknown[])
      : []) as Row[];
const str = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
const each = (list: Row[], map: (row: Row) => Record<string, string | undefined>) =>
  list.map(map).filter((b): b is Record<string, string> => Object.values(b).every((v) => v !== undefined));

const CASE_STATUSES = ['Draft', 'Available', 'Assigned', 'SignOutCompleted', 'Cancelled'];
const PROVIDER_REGISTRATION = ['getProviderRegistration', 'updateProviderRegistration'];

export const ID_SOURCES: IdSource[] = [
  ...CASE_STATUSES.map((status) => ({
    operationId: 'listCases',
    yields: ['caseId'],
    query: { status, pageSize: '6' },
    pick: (data: Data) => each(rows(data), (r) => ({ caseId: str(r.caseID) })),
  })),
  {
    operationId: 'getCase',
    yields: ['subsectionId', 'imageId', 'blobId'],
    needs: ['caseId'],
    expand: 8,
    pick: (data) => {
      const sections = rows((data as Row | undefined)?.slides as unknown[]).flatMap((s) =>
        rows(s.subsections as unknown[]),
      );
      return [
        ...each(sections, (s) => ({ subsectionId: str(s.id) })),
        ...each(
          sections.flatMap((s) => rows(s.images as unknown[])),
          (i) => ({ imageId: str(i.fileContent), blobId: str(i.fileContent) }),
        ),
      ];
    },
  },
  {
    operationId: 'listCaseAttachments',
    yields: ['attachmentId'],
    needs: ['caseId'],
    expand: 8,
    pick: (d) => each(rows(d), (r) => ({ attachmentId: str(r.id) })),
  },
  {
    operationId: 'getCurrentUser',
    yields: ['userId'],
    protect: true,
    pick: (d) => [{ userId: str((d as Row).id)! }],
  },
  {
    operationId: 'listUsers',
    yields: ['userId'],
    query: { pageSize: '30' },
    protect: true,
    pick: (d) => each(rows(d), (r) => ({ userId: str(r.id), _email: str(r.email) ?? '' })),
  },
  {
    operationId: 'listAccounts',
    yields: ['accountId', 'documentId'],
    query: { pageSize: '30' },
    protect: true,
    pick: (d) => [
      ...each(rows(d), (r) => ({ accountId: str(r.id) })),
      ...each(rows(d), (r) => ({
        accountId: str(r.id),
        documentId: str((r.proofOfAddress as Row | null)?.id),
      })),
    ],
  },
  {
    operationId: 'getMyFacilityAccount',
    yields: ['accountId'],
    protect: true,
    pick: (d) => [{ accountId: str((d as Row).id)! }],
  },
  {
    operationId: 'listGroups',
    yields: ['groupId'],
    pick: (d) => each(rows(d), (r) => ({ groupId: str(r.id) })),
  },
  // The caller's own notifications (each role reads its own; another's id answers 404).
  {
    operationId: 'listMyNotifications',
    yields: ['notificationId'],
    pick: (d) => each(rows(d), (r) => ({ notificationId: str(r.id) })),
  },
  {
    operationId: 'listSupportRequests',
    yields: ['supportRequestId'],
    pick: (d) => each(rows(d), (r) => ({ supportRequestId: str(r.id) })),
  },
  ...(['provider', 'facility', 'other'] as const).map((kind) => ({
    operationId: 'listRegistrations',
    yields: ['registrationId'],
    query: { kind, pageSize: '10' },
    protect: true,
    only: {
      provider: PROVIDER_REGISTRATION,
      facility: ['getFacilityRegistration', 'updateFacilityRegistration'],
      other: ['getOtherRegistration', 'updateOtherRegistration'],
    }[kind],
    pick: (d: Data) =>
      each(rows(d), (r) => ({
        registrationId: str(r.id),
        _user: str(r.userId) ?? '',
        _email: str(r.email) ?? '',
      })),
  })),
  {
    operationId: 'getProviderRegistration',
    yields: ['documentId'],
    needs: ['registrationId'],
    expand: 6,
    only: ['downloadRegistrationDocument'],
    pick: (d) =>
      each(rows((d as Row | undefined)?.documents as unknown[]), (r) => ({ documentId: str(r.id) })),
  },
  {
    operationId: 'listTasks',
    yields: ['taskId', 'documentId'],
    query: { pageSize: '40' },
    pick: (d) => [
      ...each(rows(d), (r) => ({ taskId: str(r.id) })),
      ...rows(d).flatMap((r) =>
        each(rows(r.documents as unknown[]), (doc) => ({ taskId: str(r.id), documentId: str(doc.id) })),
      ),
    ],
  },
  {
    // Documents are uploaded to onboarding tasks only, however many tasks of other types are newer.
    operationId: 'listTasks',
    yields: ['taskId'],
    query: { type: '3', pageSize: '10' },
    only: ['uploadTaskDocument'],
    pick: (d) => each(rows(d), (r) => ({ taskId: str(r.id) })),
  },
  {
    operationId: 'listBillingRecords',
    yields: ['billingId'],
    query: { pageSize: '20' },
    pick: (d) => each(rows(d), (r) => ({ billingId: str(r.id) })),
  },
  {
    operationId: 'listEnquiries',
    yields: ['enquiryId'],
    query: { pageSize: '20' },
    pick: (d) => each(rows(d), (r) => ({ enquiryId: str(r.id) })),
  },
  {
    operationId: 'getSlideDownloadLink',
    // Its links are read against the slide routes' templates: each binding names at least the slide.
    yields: ['slideId'],
    needs: ['blobId'],
    expand: 3,
    urls: true,
    pick: (d) => {
      const links = (d ?? {}) as Row;
      return ['link', 'thumbnailUrl', 'previewUrl', 'dziUrl', 'firstTileUrl']
        .map((field) => str(links[field]))
        .filter((url): url is string => !!url)
        .map((url) => ({ url }));
    },
  },
];

/**
 * The sources a run asks: those of an operation in play (their answers are judged with its own), those that give
 * a parameter (path or query) of one, and in turn those that give what they need. A whole run asks them all; a
 * run of a few operations only what those can use.
 */
export function sourcesFor(inPlay: OperationInfo[], sources: IdSource[] = ID_SOURCES): IdSource[] {
  const playing = new Set(inPlay.map((op) => op.operationId));
  const wanted = new Set(
    inPlay.flatMap((op) =>
      op.parameters.filter((p) => p.in === 'path' || p.in === 'query').map((p) => p.name),
    ),
  );
  const asked = (source: IdSource) =>
    playing.has(source.operationId) || source.yields.some((name) => wanted.has(name));
  for (let grew = true; grew;) {
    grew = false;
    for (const name of sources.filter(asked).flatMap((source) => source.needs ?? [])) {
      if (wanted.has(name)) continue;
      wanted.add(name);
      grew = true;
    }
  }
  return sources.filter(asked);
}

/** A URL read against the templates: the operation it reaches and its path and query values. */
export function bindingFromUrl(url: string, operations: OperationInfo[]): Binding | undefined {
  const parsed = new URL(url, 'http://placeholder');
  for (const operation of operations) {
    if (operation.method !== 'GET') continue;
    const values = matchTemplate(operation.path, parsed.pathname);
    if (!values) continue;
    for (const [name, value] of parsed.searchParams) values[name] = value;
    return { values, only: [operation.operationId] };
  }
  return undefined;
}

/** The bindings an operation can use: its own path parameters all named, none protected when it writes. */
export function bindingsFor(operation: OperationInfo, bindings: Binding[]): Binding[] {
  const needed = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const writes = !['GET', 'HEAD', 'OPTIONS'].includes(operation.method);
  const usable = bindings.filter(
    (b) =>
      (!b.only || b.only.includes(operation.operationId)) &&
      needed.every((name) => name in b.values) &&
      !(writes && b.protected),
  );
  // The most specific first: a binding made for this operation, then those naming more of its parameters.
  const score = (b: Binding) =>
    (b.only ? 100 : 0) + operation.parameters.filter((p) => p.name in b.values).length;
  const best = Math.max(...usable.map(score));
  return usable.filter((b) => score(b) === best);
}
