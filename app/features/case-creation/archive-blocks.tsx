/**
 * A created case's blocks, each with "From the image archive" (archive-panel.tsx) and the slides the case holds
 * for it (uploaded or attached, each with where it stands with the archive): the list is the loader's, read from
 * the case, and read again after each attach, so a reload shows what the case keeps, not what this page remembers;
 * so do the search results' "Attached to …" (decision 175).
 */
import { Link } from '@remix-run/react';
import { Button } from '~/components/ui/button';
import { useLiveReload } from '~/features/live';
import { storeMovedOn, storesMayMove } from '~/lib/slide-archive';
import { SlideArchiveLine } from '~/lib/slide-archive-note';
import { ArchivePanel } from './archive-panel';
import { ARCHIVE_TEXT, seriesBlocks, type StageSlide } from './archive-text';
import { UPLOAD_TEXT, reviewUrl } from './upload-text';

export interface ArchiveStage {
  caseId: string;
  caseRecordId: string;
  blocks: Array<{ subsectionId: string; title: string; slides: StageSlide[] }>;
}

export function ArchiveBlocks({ stage }: { stage: ArchiveStage }) {
  // Which block holds each series, from the case (so after a reload too): a search result says so and offers no attach.
  const held = seriesBlocks(stage.blocks);
  const following = storesMayMove(stage.blocks.flatMap((block) => block.slides));
  useLiveReload(['slide.storage.changed'], (event) => following && storeMovedOn(stage.caseId)(event));
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
      {stage.blocks.map((block) => {
        // The block's title names its section and, with the panel's heading, its archive search.
        const titleId = `block-${block.subsectionId}-title`;
        return (
          <section
            key={block.subsectionId}
            className="space-y-3 rounded-md border border-dashed p-3"
            aria-labelledby={titleId}
          >
            <h3 id={titleId} className="font-semibold">
              {block.title}
            </h3>
            {block.slides.length ? (
              <ul className="space-y-1 text-sm" aria-label={ARCHIVE_TEXT.blockSlides}>
                {block.slides.map((slide, index) => (
                  <li key={`${index}-${slide.fileName}`} className="break-words">
                    {slide.fileName}
                    <SlideArchiveLine
                      image={slide}
                      retry={{ caseId: stage.caseId, imageId: slide.fileContent, name: slide.fileName }}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm">{ARCHIVE_TEXT.noSlideYet}</p>
            )}
            <ArchivePanel
              caseId={stage.caseId}
              subsectionId={block.subsectionId}
              blockTitleId={titleId}
              held={held}
            />
          </section>
        );
      })}
    </section>
  );
}
