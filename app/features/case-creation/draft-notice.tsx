/**
 * What the page says about its draft: that it is kept in this browser as the person types, when a restored
 * draft was saved, which files must be chosen again (the browser refused to keep them), and Discard draft
 * (asked first: it cannot be undone).
 */
import { ConfirmDialog } from '~/components/detail';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format';
import type { Draft, DraftFile } from './draft-storage';

export const DRAFT_TEXT = {
  saving: 'Your changes are saved as a draft in this browser as you type, files included.',
  restored: (when: string) => `Draft restored (saved ${when}). Continue where you left off.`,
  unstored: 'This browser could not keep these files; choose them again before creating the case:',
  discardTitle: 'Discard this draft?',
  discardDescription:
    'Everything entered for this case and the files chosen for it will be removed from this browser. This cannot be undone.',
  discarded: 'Draft discarded.',
} as const;

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function DraftNotice({
  restored,
  unstored,
  onDiscard,
}: {
  restored: Draft | null;
  unstored: readonly DraftFile[];
  onDiscard: () => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 rounded-md border bg-muted/40 p-3 text-sm">
      <div className="min-w-0 flex-1 space-y-1">
        <p>
          {restored ? DRAFT_TEXT.restored(formatDateTime(restored.savedAt, localZone())) : DRAFT_TEXT.saving}
        </p>
        {unstored.length ? (
          <p className="text-destructive">
            {DRAFT_TEXT.unstored} {unstored.map((file) => file.name).join(', ')}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" size="sm">
            Discard draft
          </Button>
        }
        title={DRAFT_TEXT.discardTitle}
        description={DRAFT_TEXT.discardDescription}
        confirmLabel="Discard draft"
        destructive
        onConfirm={onDiscard}
      />
    </div>
  );
}
