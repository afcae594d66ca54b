/**
 * The Create New Case page: until the browser has read the draft it shows that it is loading (the draft lives
 * in this browser only, so the server cannot render it); then either the form (restored or new) or, when a
 * created case still has files to upload, the upload stage.
 */
import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated';
import { toast } from '~/components/ui/sonner';
import type { CreateCaseLoader, CreatedCase } from './create.server';
import { CaseForm, blockUids } from './case-form';
import { DRAFT_TEXT } from './draft-notice';
import { clearDraft, forgetFiles, readDraft, writeDraft, type Draft, type DraftFile } from './draft-storage';
import { UploadStage } from './upload-stage';
import { ArchiveBlocks } from './archive-blocks';

export const PAGE_TEXT = {
  loading: 'Loading your draft…',
  noScript:
    'Creating a case needs JavaScript: the draft and its files are kept in this browser while you work. Turn JavaScript on and reload the page.',
} as const;

type Stage =
  | { kind: 'form'; restored: Draft | null; key: number }
  | { kind: 'upload'; draft: Draft & { submission: NonNullable<Draft['submission']> } };

function initialStage(owner: string): Stage {
  const draft = readDraft(owner);
  if (draft?.submission) return { kind: 'upload', draft: { ...draft, submission: draft.submission } };
  return { kind: 'form', restored: draft, key: 0 };
}

function CreateCase({ owner, lists, editing }: CreateCaseLoader) {
  const [stage, setStage] = useState<Stage>(() => initialStage(owner));

  const onCreated = (created: CreatedCase, values: Record<string, unknown>, files: DraftFile[]) => {
    const uids = blockUids(values);
    const subsectionIds: Record<string, string> = {};
    uids.forEach((blocks, s) =>
      blocks.forEach((uid, b) => {
        const id = created.subsectionIds[s]?.[b];
        if (uid && id) subsectionIds[uid] = id;
      }),
    );
    // Slide images only when the slides are uploaded; the rest of the chosen files stay behind.
    const uploading = values.slideDelivery === 'Upload_the_Slide_Images';
    const kept = files.filter((file) =>
      file.target.kind === 'slide' ? uploading && subsectionIds[file.target.subsectionUid] : true,
    );
    const submission = {
      caseId: created.caseId,
      caseRecordId: created.caseRecordId,
      subsectionIds,
      uploads: {},
    };
    writeDraft(owner, { values, files: kept, submission });
    const dropped = files.filter((file) => !kept.includes(file));
    void forgetFiles(dropped.map((file) => file.key));
    setStage({
      kind: 'upload',
      draft: { version: 1, savedAt: new Date().toISOString(), values, files: kept, submission },
    });
  };

  const onDiscard = async (files: DraftFile[]) => {
    await clearDraft(owner, { files });
    toast.success(DRAFT_TEXT.discarded);
    setStage((current) => ({
      kind: 'form',
      restored: null,
      key: current.kind === 'form' ? current.key + 1 : 0,
    }));
  };

  if (stage.kind === 'upload') return <UploadStage owner={owner} draft={stage.draft} />;
  return (
    <CaseForm
      key={stage.key}
      owner={owner}
      lists={lists}
      editing={editing}
      restored={stage.restored}
      onCreated={onCreated}
      onDiscard={onDiscard}
    />
  );
}

export function CreateCasePage(props: CreateCaseLoader) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div className="space-y-4">
        <p role="status" aria-live="polite" className="text-muted-foreground">
          {PAGE_TEXT.loading}
        </p>
        <noscript>
          <p className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm">
            {PAGE_TEXT.noScript}
          </p>
        </noscript>
      </div>
    );
  }
  if (props.archive) return <ArchiveBlocks stage={props.archive} />;
  return <CreateCase {...props} />;
}
