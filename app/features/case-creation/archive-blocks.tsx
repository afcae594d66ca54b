/**
 * A created case's blocks, each with "From the image archive" (archive-panel.tsx) and the slides the case holds
 * for it (uploaded or attached): the list is the loader's, read from the case, and read again after each attach,
 * so a reload shows what the case keeps, not what this page remembers.
 */
import { useState } from 'react';
import { Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { ArchivePanel } from './archive-panel';
import { ARCHIVE_TEXT, type AttachedSeries } from './archive-text';
import { UPLOAD_TEXT, reviewUrl } from './upload-text';

export interface ArchiveStage {
  caseId: string;
  caseRecordId: string;
  blocks: Array<{ subsectionId: string; title: string; slides: string[] }>;
}

export function ArchiveBlocks({ stage }: { stage: ArchiveStage }) {
  // The series attached from this page, so their buttons say so; the case's list is the loader's.
  const [attached, setAttached] = useState<AttachedSeries[]>([]);
  return (
    <section className="space-y-4 rounded-lg border bg-card p-4 sm:p-6" aria-labelledby="uploads-heading">
      <h2 id="uploads-heading" className="text-lg font-semibold">
        {UPLOAD_TEXT.done(stage.caseRecordId)}
      </h2>
      <p>{UPLOAD_TEXT.next}</p>
      <Button asChild>
        <Link to={reviewUrl(stage.caseId)}>Review and send out</Link>
      </Button>
      <p className="text-sm text-muted-foreground">{ARCHIVE_TEXT.stageIntro}</p>
      {stage.blocks.map((block) => (
        <section
          key={block.subsectionId}
          className="space-y-3 rounded-md border border-dashed p-3"
          aria-label={block.title}
        >
          <h3 className="font-semibold">{block.title}</h3>
          {block.slides.length ? (
            <ul className="space-y-1 text-sm" aria-label={ARCHIVE_TEXT.blockSlides}>
              {block.slides.map((name, index) => (
                <li key={`${index}-${name}`} className="break-words">
                  {name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{ARCHIVE_TEXT.noSlideYet}</p>
          )}
          <ArchivePanel
            caseId={stage.caseId}
            subsectionId={block.subsectionId}
            attached={attached}
            onAttached={(series) => setAttached((current) => [...current, series])}
          />
        </section>
      ))}
    </section>
  );
}
