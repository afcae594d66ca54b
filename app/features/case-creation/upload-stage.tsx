/**
 * After the case is created: its clinical attachments and slide images go up one after another, each with its
 * progress bar and an overall one. What is done is written to the draft as it happens, so a reload, a closed
 * tab or a lost network picks up where it stopped (a slide image continues from its last byte: tus). When all
 * are up the draft is cleared and the person goes on to review the case and send it out.
 */
import { useEffect, useRef, useState } from 'react';
import { Navigate } from '@remix-run/react';
import { FileProgress } from '~/components/form';
import { Button } from '~/components/ui/button';
import { formatBytes } from '~/components/form/file-rules';
import { archiveStageUrl } from './archive-text';
import { uploadAttachment } from './attachment-upload';
import { clearDraft, writeDraft, type Draft, type DraftFile, type UploadState } from './draft-storage';
import { startSlideUpload, type SlideUpload } from './slide-upload';
import { readDraftFile } from './use-draft-files';
import { UPLOAD_TEXT } from './upload-text';

type Status = 'waiting' | 'uploading' | 'paused' | 'done' | 'failed' | 'missing';
interface FileState {
  sent: number;
  status: Status;
  error?: string;
}

export function UploadStage({
  owner,
  draft,
}: {
  owner: string;
  draft: Draft & { submission: NonNullable<Draft['submission']> };
}) {
  const { submission } = draft;
  // Slide images only when the case's slides are uploaded; attachments first (small), then the slides.
  const files = [...draft.files].sort(
    (a, b) => Number(a.target.kind === 'slide') - Number(b.target.kind === 'slide'),
  );
  const [states, setStates] = useState<Record<string, FileState>>(() =>
    Object.fromEntries(
      files.map((file) => {
        const done = submission.uploads[file.key]?.status === 'done';
        return [file.key, { sent: done ? file.size : 0, status: done ? 'done' : 'waiting' }];
      }),
    ),
  );
  const [finished, setFinished] = useState(false);
  const uploads = useRef<Record<string, UploadState>>({ ...submission.uploads });
  const transfer = useRef<SlideUpload | null>(null);
  const replacements = useRef(new Map<string, Blob>());
  const running = useRef(false);
  const [busy, setBusy] = useState(true);
  const [round, setRound] = useState(0);

  const set = (key: string, change: Partial<FileState>) =>
    setStates((current) => ({ ...current, [key]: { ...current[key]!, ...change } }));
  const remember = (key: string, state: UploadState) => {
    uploads.current = { ...uploads.current, [key]: state };
    writeDraft(owner, {
      values: draft.values,
      files: draft.files,
      submission: { ...submission, uploads: uploads.current },
    });
  };

  useEffect(() => {
    if (running.current) return;
    running.current = true;
    const controller = new AbortController();
    void (async () => {
      for (const file of files) {
        if (controller.signal.aborted) return;
        if (uploads.current[file.key]?.status === 'done') continue;
        const blob = replacements.current.get(file.key) ?? (await readDraftFile(file.key));
        if (!blob) {
          set(file.key, { status: 'missing', error: UPLOAD_TEXT.missing });
          continue;
        }
        set(file.key, { status: 'uploading', error: undefined });
        try {
          await uploadOne(file, blob, controller.signal);
          remember(file.key, { status: 'done' });
          set(file.key, { status: 'done', sent: file.size });
        } catch (error) {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          remember(file.key, { ...uploads.current[file.key], status: 'failed', error: message });
          set(file.key, { status: 'failed', error: message });
        }
      }
      running.current = false;
      setBusy(false);
      const allDone = files.every((file) => uploads.current[file.key]?.status === 'done');
      if (allDone) {
        await clearDraft(owner, draft);
        setFinished(true);
      }
    })();
    return () => {
      controller.abort();
      transfer.current?.abort();
      running.current = false;
    };
    // A new round when the person retries or chooses a missing file again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);

  async function uploadOne(file: DraftFile, blob: Blob, signal: AbortSignal) {
    const onProgress = (sent: number) => set(file.key, { sent });
    if (file.target.kind === 'attachment') {
      return uploadAttachment({
        caseId: submission.caseId,
        slot: file.target.slot,
        file: blob,
        fileName: file.name,
        onProgress,
        signal,
      });
    }
    const subsectionId = submission.subsectionIds[file.target.subsectionUid];
    if (!subsectionId) throw new Error('This slide image has no block in the case any more.');
    const started = startSlideUpload({
      caseId: submission.caseId,
      subsectionId,
      file: blob,
      fileName: file.name,
      resume: uploads.current[file.key]?.resume,
      onProgress,
      onRemember: (resume) => remember(file.key, { status: 'pending', resume }),
    });
    transfer.current = started;
    try {
      await started.done;
    } finally {
      transfer.current = null;
    }
  }

  const pause = () => {
    const key = Object.entries(states).find(([, state]) => state.status === 'uploading')?.[0];
    if (!key || !transfer.current) return;
    transfer.current.pause();
    set(key, { status: 'paused' });
  };
  const resume = () => {
    const key = Object.entries(states).find(([, state]) => state.status === 'paused')?.[0];
    if (!key || !transfer.current) return;
    transfer.current.resume();
    set(key, { status: 'uploading' });
  };
  const retry = () => {
    setBusy(true);
    setRound((n) => n + 1);
  };
  const chooseAgain = (file: DraftFile, chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.name !== file.name || chosen.size !== file.size) {
      set(file.key, { error: UPLOAD_TEXT.wrongFile(file.name) });
      return;
    }
    replacements.current.set(file.key, chosen);
    set(file.key, { status: 'waiting', error: undefined });
    retry();
  };

  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = files.reduce((sum, file) => sum + Math.min(states[file.key]?.sent ?? 0, file.size), 0);
  const percent = total ? Math.floor((sent / total) * 100) : 100;
  const anyFailed = Object.values(states).some((state) => state.status === 'failed');
  const uploadingSlide = files.some(
    (file) =>
      file.target.kind === 'slide' && ['uploading', 'paused'].includes(states[file.key]?.status ?? ''),
  );

  // Once every file is up (the draft is cleared), the blocks take their slides from the archive on a page of
  // their own, read from the case, so a reload keeps it (decision 170).
  if (finished) return <Navigate replace to={archiveStageUrl(submission.caseId)} />;

  return (
    <section className="space-y-4 rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="uploads-heading">
      <h2 id="uploads-heading" className="text-lg font-semibold">
        {UPLOAD_TEXT.heading(submission.caseRecordId)}
      </h2>
      <p className="text-sm text-muted-foreground">{UPLOAD_TEXT.intro}</p>
      <FileProgress
        name={UPLOAD_TEXT.overall}
        percent={percent}
        label="Uploading all files"
        detail={`${formatBytes(sent)} of ${formatBytes(total)} · ${percent}%`}
      >
        {uploadingSlide ? (
          Object.values(states).some((state) => state.status === 'paused') ? (
            <Button type="button" size="sm" onClick={resume}>
              Resume
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outline" onClick={pause}>
              Pause
            </Button>
          )
        ) : null}
        {anyFailed && !busy ? (
          <Button type="button" size="sm" onClick={retry}>
            Retry failed uploads
          </Button>
        ) : null}
      </FileProgress>
      <ul className="space-y-2" aria-label="Files">
        {files.map((file) => {
          const state = states[file.key]!;
          const filePercent = file.size
            ? Math.floor((Math.min(state.sent, file.size) / file.size) * 100)
            : 100;
          return (
            <li key={file.key} className="space-y-1">
              <FileProgress
                name={file.name}
                percent={filePercent}
                detail={`${statusText(state.status)} · ${filePercent}%`}
              />
              {state.status === 'missing' ? (
                <label className="block text-sm">
                  <span className="sr-only">Choose {file.name} again</span>
                  <input
                    type="file"
                    onChange={(event) => chooseAgain(file, event.currentTarget.files?.[0])}
                  />
                </label>
              ) : null}
              {state.error ? (
                <p role="alert" className="text-sm text-destructive">
                  {state.error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function statusText(status: Status): string {
  return {
    waiting: 'Waiting',
    uploading: 'Uploading',
    paused: 'Paused',
    done: 'Uploaded',
    failed: 'Failed',
    missing: 'File needed',
  }[status];
}
