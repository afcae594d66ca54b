/**
 * A case's clinical attachments in the five slots of spec 3.4: each file with who uploaded it and when, a
 * download (through the app's access-checked route, never the API's address), and for images and PDFs an inline
 * preview. The preview fetches the same route and shows the bytes from a blob: URL typed as the API said, so the
 * page's Content-Security-Policy (img-src and frame-src blob:) holds and nothing else ever renders them.
 */
import { useEffect, useId, useState } from 'react';
import { formatBytes } from '~/components/form/file-rules';
import { Button } from '~/components/ui/button';
import { DateTime } from '~/components/ui/date-time';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { Spinner } from '~/components/ui/spinner';
import { MESSAGES } from '../../../contracts/messages';
import { downloadErrorFailure, downloadStatusFailure } from '~/lib/download';
import { sessionEndedAnswer } from '~/lib/session-ended';
import {
  ATTACHMENT_SLOT_LABELS,
  casePaths,
  previewKind,
  type AttachmentSlot,
  type CaseAttachment,
} from './case-labels';
import { DownloadLink } from '~/components/detail/download-link';

const LINK = 'font-medium text-primary underline-offset-4 hover:underline break-all';

type PreviewState =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed'; message: string };

/** Fetches the attachment while the dialog is open; the blob: URL is revoked when it closes. */
function usePreview(href: string, contentType: string, open: boolean): PreviewState {
  const [preview, setPreview] = useState<PreviewState>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    let url: string | null = null;
    setPreview({ state: 'loading' });
    fetch(href, { signal: controller.signal, credentials: 'same-origin', redirect: 'manual' })
      .then(async (response) => {
        if (sessionEndedAnswer(response)) {
          return;
        }
        if (!response.ok) {
          setPreview({ state: 'failed', message: downloadStatusFailure(response.status) });
          return;
        }
        const bytes = await response.arrayBuffer();
        url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
        setPreview({ state: 'ready', url });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = downloadErrorFailure(error, navigator.onLine !== false);
        setPreview({ state: 'failed', message: message ?? MESSAGES.other });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [href, contentType, open]);
  return preview;
}

export function AttachmentPreview({ caseId, attachment }: { caseId: string; attachment: CaseAttachment }) {
  const [open, setOpen] = useState(false);
  const href = casePaths.attachment(caseId, attachment.id);
  const kind = previewKind(attachment.contentType);
  const preview = usePreview(href, attachment.contentType, open);
  if (!kind) return null;
  const title = `Preview of ${attachment.fileName}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Preview ${attachment.fileName}`}>
          Preview
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel="Close preview" className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{attachment.fileName}</DialogTitle>
          <DialogDescription>
            {`${ATTACHMENT_SLOT_LABELS[attachment.slot]} · ${formatBytes(attachment.sizeBytes)}`}
          </DialogDescription>
        </DialogHeader>
        {preview.state === 'loading' ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading the preview…
          </p>
        ) : null}
        {preview.state === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            {preview.message}
          </p>
        ) : null}
        {preview.state === 'ready' && kind === 'image' ? (
          <img src={preview.url} alt={title} className="max-h-[70dvh] w-full rounded border object-contain" />
        ) : null}
        {preview.state === 'ready' && kind === 'pdf' ? (
          <iframe src={preview.url} title={title} className="h-[70dvh] w-full rounded border" />
        ) : null}
        <p className="text-sm">
          <DownloadLink href={href} className={LINK} aria-label={`Download ${attachment.fileName}`}>
            Download
          </DownloadLink>
        </p>
      </DialogContent>
    </Dialog>
  );
}

function AttachmentItem({ caseId, attachment }: { caseId: string; attachment: CaseAttachment }) {
  return (
    <li className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 text-sm">
        <DownloadLink
          href={casePaths.attachment(caseId, attachment.id)}
          className={LINK}
          aria-label={`Download ${attachment.fileName}`}
        >
          {attachment.fileName}
        </DownloadLink>
        <p className="text-muted-foreground">
          {`${formatBytes(attachment.sizeBytes)} · ${attachment.uploadedBy.name} · `}
          <DateTime value={attachment.uploadedAt} />
        </p>
      </div>
      <AttachmentPreview caseId={caseId} attachment={attachment} />
    </li>
  );
}

const SLOTS = Object.keys(ATTACHMENT_SLOT_LABELS) as AttachmentSlot[];

export function AttachmentList({
  caseId,
  attachments,
  error,
}: {
  caseId: string;
  attachments: CaseAttachment[];
  error: string | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-base font-semibold">
        Clinical attachments
      </h2>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : (
        <dl className="space-y-4">
          {SLOTS.map((slot) => {
            const files = attachments.filter((a) => a.slot === slot);
            return (
              <div key={slot}>
                <dt className="text-sm text-muted-foreground">{ATTACHMENT_SLOT_LABELS[slot]}</dt>
                <dd className="mt-1">
                  {files.length > 0 ? (
                    <ul className="space-y-3">
                      {files.map((attachment) => (
                        <AttachmentItem key={attachment.id} caseId={caseId} attachment={attachment} />
                      ))}
                    </ul>
                  ) : (
                    <span className="text-sm">No file</span>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
