/** What a template's item takes, in words for its admin page (pure: the same words the reading form enforces). */
import { unitText, type SynopticItem } from '~/features/reading';

/** 'One of 4 answers', 'A number from 0 to 200 mm', 'Text, up to 500 characters'. */
export function answerRule(item: SynopticItem): string {
  if (item.kind === 'choice') return `One of ${item.answers.length} answers`;
  if (item.kind === 'number') {
    const unit = unitText(item.unit);
    return `A number from ${item.minimum} to ${item.maximum}${unit ? ` ${unit}` : ''}`;
  }
  return 'Text, up to 500 characters';
}

const SYSTEM_NAMES: Record<string, string> = { 'http://loinc.org': 'LOINC' };

/** An item's code with its system named: 'LOINC 44667-3'; PathBridge's own system by its URI's last part. */
export function codeText(coding: { system: string; code: string }): string {
  const system = SYSTEM_NAMES[coding.system] ?? `PathBridge ${coding.system.split('/').at(-1)}`;
  return `${system} ${coding.code}`;
}
