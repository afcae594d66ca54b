/**
 * Which acknowledgements a message gets, as its sender asked in MSH-15 and MSH-16 (HL7 v2, 2.9 "acknowledgment
 * modes"). With both empty, original mode: one ACK, AA, AE or AR. Otherwise enhanced mode: an accept ACK (CA
 * received and kept, CE could not be kept, CR refused: not from a known sender, or a message type not taken) when
 * MSH-15's condition holds, and, once accepted, the application's (AA, AE, AR) when MSH-16's does. HL7 table 0155
 * names the conditions: AL always, NE never, ER only on an error or refusal, SU only on success. An empty one
 * beside a valued one is taken as AL, so a sender that asks anything of enhanced mode hears back. Pure.
 */
export type Condition = 'AL' | 'NE' | 'ER' | 'SU';
const CONDITIONS: readonly string[] = ['AL', 'NE', 'ER', 'SU'];

export interface AckRequest {
  /** MSH-15; null when empty (or not a table 0155 value). */
  accept: Condition | null;
  /** MSH-16; null when empty (or not a table 0155 value). */
  application: Condition | null;
}

export type AcceptCode = 'CA' | 'CE' | 'CR';
export type ApplicationCode = 'AA' | 'AE' | 'AR';

/** MSH-15 and MSH-16 as written. */
export function ackRequestOf(msh15: string, msh16: string): AckRequest {
  const read = (value: string) => {
    const code = value.trim().toUpperCase();
    return CONDITIONS.includes(code) ? (code as Condition) : null;
  };
  return { accept: read(msh15), application: read(msh16) };
}

const holds = (condition: Condition, success: boolean) =>
  condition === 'AL' || (condition === 'ER' && !success) || (condition === 'SU' && success);

/**
 * The acknowledgement codes to send, in order: the accept stage's outcome, then (when accepted) the application's.
 * Original mode answers once, an accept-stage refusal as AR.
 */
export function acknowledgements(
  request: AckRequest,
  accepted: AcceptCode,
  application: ApplicationCode | null,
): (AcceptCode | ApplicationCode)[] {
  if (!request.accept && !request.application) return [accepted === 'CA' && application ? application : 'AR'];
  const sent: (AcceptCode | ApplicationCode)[] = [];
  if (holds(request.accept ?? 'AL', accepted === 'CA')) sent.push(accepted);
  if (accepted === 'CA' && application && holds(request.application ?? 'AL', application === 'AA'))
    sent.push(application);
  return sent;
}
