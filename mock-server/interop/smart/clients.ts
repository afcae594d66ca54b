/**
 * A facility's SMART Backend Services clients (decision 133): listBackendServiceClients,
 * registerBackendServiceClient and removeBackendServiceClient. The facility roles only, their own facility's
 * clients only (another's answers 404, as none would). A client is kept with its public keys (jwks.ts) and the
 * scopes it may be granted; removing it ends its access tokens at once.
 */
import { randomBytes } from 'node:crypto';
import { BACKEND_CLIENT_MESSAGES, type components } from '../../../contracts';
import { myFacility } from '../../accounts/handlers';
import { fail, ok, operation } from '../../http/operation';
import { clockNow } from '../../qa/clock';
import { db } from '../../store/db';
import { settle } from '../../store/persistence';
import { revokeClientTokens } from './access-tokens';
import { readJwks } from './jwks';

type BackendServiceClient = components['schemas']['BackendServiceClient'];

export const MAX_CLIENTS = 10;

export const CLIENT_MESSAGES = {
  registered: BACKEND_CLIENT_MESSAGES.registered,
  removed: BACKEND_CLIENT_MESSAGES.removed,
  nameTaken: (name: string) => `Another client of this facility is called "${name}": choose another name.`,
  nameBlank: BACKEND_CLIENT_MESSAGES.nameBlank,
  tooMany: `A facility has at most ${MAX_CLIENTS} clients: remove one first.`,
  notFound: 'No such client of this facility.',
} as const;

type Stored = NonNullable<ReturnType<typeof db.smartClients.findFirst>>;

/** What the API shows of a client: never its keys' material, only their ids. */
const viewOf = ({ clientId, name, keyIds, scopes, createdAt, lastUsedAt }: Stored): BackendServiceClient => ({
  clientId,
  name,
  keyIds,
  scopes,
  createdAt,
  lastUsedAt,
});

const clientsOf = (facilityId: string) =>
  db.smartClients
    .findMany((q) => q.where({ facilityId }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.clientId.localeCompare(b.clientId));

export const backendClientHandlers = [
  operation('listBackendServiceClients', ({ auth }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    return ok('listBackendServiceClients', { items: clientsOf(facility.id).map(viewOf) });
  }),

  operation('registerBackendServiceClient', async ({ auth, body }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const existing = clientsOf(facility.id);
    if (existing.length >= MAX_CLIENTS) return fail(409, CLIENT_MESSAGES.tooMany);
    const name = body.name.trim();
    const fieldErrors: Record<string, string[]> = {};
    if (!name) fieldErrors.name = [CLIENT_MESSAGES.nameBlank];
    else if (existing.some((client) => client.name.toLowerCase() === name.toLowerCase()))
      fieldErrors.name = [CLIENT_MESSAGES.nameTaken(name)];
    const jwks = await readJwks(body.jwks);
    if ('problems' in jwks) fieldErrors.jwks = jwks.problems;
    const first = Object.values(fieldErrors)[0];
    if (first || 'problems' in jwks) return fail(422, first![0]!, { fieldErrors });
    const record = await db.smartClients.create({
      clientId: `pbc_${randomBytes(16).toString('base64url')}`,
      name,
      facilityId: facility.id,
      keys: jwks.keys.map((key) => ({ ...key })),
      keyIds: jwks.keys.map((key) => key.kid),
      scopes: [...new Set(body.scopes)],
      createdAt: clockNow().toISOString(),
      lastUsedAt: null,
    });
    await settle();
    return ok('registerBackendServiceClient', viewOf(record), {
      status: 201,
      message: CLIENT_MESSAGES.registered,
    });
  }),

  operation('removeBackendServiceClient', async ({ auth, params }) => {
    const facility = myFacility(auth.user);
    if (facility instanceof Response) return facility;
    const { clientId } = params;
    const record = db.smartClients.findFirst((q) => q.where({ clientId, facilityId: facility.id }));
    if (!record) return fail(404, CLIENT_MESSAGES.notFound);
    await db.smartClients.delete((q) => q.where({ clientId }));
    revokeClientTokens(clientId);
    await settle();
    return ok(
      'removeBackendServiceClient',
      { clientId, removedAt: clockNow().toISOString() },
      { message: CLIENT_MESSAGES.removed },
    );
  }),
];
