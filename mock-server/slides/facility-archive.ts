/**
 * Reads of a series a facility attached from its own image archive (decision 164), forwarded to that facility's
 * saved DICOMweb endpoint and never to the site's archive: the endpoint read again for every request (a facility
 * that changes or removes it is followed at once), its URL judged by the destination rule and connected to at the
 * address judged (`requestToChecked`, the same rule as every search of it), with the site archive's limits. One
 * forwarder, and so one gate, per facility: a facility's archive that hangs holds its own queue, not another's.
 */
import { ARCHIVE_LIMITS } from './archive-config';
import { archiveForwarder, type OpenUpstream } from './dicomweb-forward';
import { checkUrlDestination, requestToChecked } from '../interop/destination-check';
import { facilityArchive } from '../interop/dicomweb/archive-search';

type Forwarder = ReturnType<typeof archiveForwarder>;

const forwarders = new Map<string, Forwarder>();

/** Opens a read of `facilityId`'s archive, or says why it may not be made. */
const facilityOpener =
  (facilityId: string): OpenUpstream =>
  async (path, headers) => {
    const endpoint = facilityArchive(facilityId);
    if (!endpoint) return { refusal: 'The facility has no image archive set.' };
    const destination = await checkUrlDestination(`${endpoint.baseUrl.replace(/\/+$/, '')}${path}`, {
      timeoutMs: ARCHIVE_LIMITS.timeoutMs,
    });
    if ('refusal' in destination) return destination;
    return requestToChecked(destination, { method: 'GET', headers });
  };

/** The forwarder of reads to `facilityId`'s own archive. */
export function facilityForwarder(facilityId: string): Forwarder {
  let forwarder = forwarders.get(facilityId);
  if (!forwarder) {
    forwarder = archiveForwarder(
      { limits: ARCHIVE_LIMITS },
      { open: facilityOpener(facilityId), close: () => {} },
    );
    forwarders.set(facilityId, forwarder);
  }
  return forwarder;
}
