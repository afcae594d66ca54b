/**
 * The HL7 words the interface pages cannot avoid (they are what a hospital's interface team reads in its own
 * logs), each said plainly once: the Delivery Log and the facility's Interfaces show the ones they use, and say
 * who to ask.
 */
import type { Term } from '~/components/detail';

export const HL7_TERMS = {
  hl7: {
    term: 'HL7 v2',
    means: 'The message format hospital systems use to exchange orders and results.',
  },
  mllp: {
    term: 'MLLP',
    means:
      'How HL7 messages travel over your network: to a host (a computer’s name or address) and a port (a number) where your system listens.',
  },
  oru: {
    term: 'ORU^R01',
    means: 'The HL7 result message: one is sent for each signed-out report and each addendum.',
  },
  ack: {
    term: 'ACK',
    means:
      'Your system’s answer (acknowledgement) to each message: AA means accepted, AE that your system had an error, AR that it refused the message. Its text says why.',
  },
  controlId: {
    term: 'Control ID',
    means:
      'The message’s own number (HL7 field MSH-10). A message sent again keeps it, so your system can tell it is the same one; quote it when you ask about a message.',
  },
} as const satisfies Record<string, Term>;

/** Who supplies the interface settings and answers for the messages a facility's system refuses. */
export const ASK_INTERFACE_TEAM = {
  /** Under the Interfaces page's settings. */
  settings:
    'Your hospital’s interface analyst or integration team (the people who run its interface engine) supplies these settings and can say why a message was refused: ask them.',
  /** A facility's own Delivery Log. */
  ownLog:
    'Your hospital’s interface analyst or integration team (the people who run its interface engine) can say why your system refused a message: ask them.',
  /** Every facility's Delivery Log (admins). */
  anyLog:
    'A facility’s interface analyst or integration team (the people who run its interface engine) can say why its system refused a message.',
} as const;
