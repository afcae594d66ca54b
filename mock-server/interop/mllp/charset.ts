/**
 * A frame's bytes as text, by the character set its MSH-18 names (HL7 table 0211). Senders that name none often
 * write ISO 8859-1 all the same, so bytes that are not UTF-8 are read as that; what a sender names is read as
 * named, and a set PathBridge does not read is refused rather than guessed.
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

const DECODERS: Record<string, (bytes: Buffer) => string> = {
  'UNICODE UTF-8': (bytes) => bytes.toString('utf8'),
  '8859/1': (bytes) => bytes.toString('latin1'),
  '8859/15': (bytes) => new TextDecoder('iso-8859-15').decode(bytes),
};

/** The character sets a sender may name in MSH-18, besides none or ASCII. */
export const CHARSETS = Object.keys(DECODERS);

function unnamed(bytes: Buffer): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes.toString('latin1');
  }
}

/** MSH-18's first repetition, read from the first segment (its delimiters are ASCII in every set). */
export function charsetOf(bytes: Buffer): string {
  const first =
    bytes
      .subarray(0, 1024)
      .toString('latin1')
      .split(/[\r\n]/, 1)[0] ?? '';
  if (!first.startsWith('MSH') || first.length < 8) return '';
  const [fieldSeparator, , repetition = '~'] = [first[3]!, first[4], first[5]];
  return (first.split(fieldSeparator)[17] ?? '').split(repetition)[0]!.trim();
}

/** The frame's text, or the set it names that is not read. */
export function decodeFrame(bytes: Buffer): { text: string } | { unsupported: string } {
  const charset = charsetOf(bytes);
  if (!charset || charset === 'ASCII') return { text: unnamed(bytes) };
  const decode = DECODERS[charset];
  return decode ? { text: decode(bytes) } : { unsupported: charset };
}
