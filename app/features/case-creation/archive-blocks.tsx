/**
 * The created case's blocks, each with "From the image archive" (archive-panel.tsx) and the series attached to
 * it, shown beside the uploads: a block's slides may come from files, from the archive, or both.
 */
import { useState } from 'react';
import { ArchivePanel } from './archive-panel';
import { ARCHIVE_TEXT, type AttachedSeries } from './archive-text';

interface Block {
  subsectionId: string;
  title: string;
}

/** The blocks the case was created with, titled as the form titles them, with the label the person gave. */
export function createdBlocks(
  values: Record<string, unknown>,
  subsectionIds: Record<string, string>,
): Block[] {
  const specimens = (
    values as { specimens?: Array<{ subsections?: Array<{ uid?: string; facilityId?: string }> }> }
  ).specimens;
  return (specimens ?? []).flatMap((specimen, s) =>
    (specimen?.subsections ?? []).flatMap((block, b) => {
      const subsectionId = block?.uid ? subsectionIds[block.uid] : undefined;
      if (!subsectionId) return [];
      const label = block?.facilityId?.trim();
      return [{ subsectionId, title: `Specimen ${s + 1}, block ${b + 1}${label ? ` (${label})` : ''}` }];
    }),
  );
}

export function ArchiveBlocks({ caseId, blocks }: { caseId: string; blocks: Block[] }) {
  const [attached, setAttached] = useState<Record<string, AttachedSeries[]>>({});
  if (blocks.length === 0) return null;
  return (
    <div className="space-y-4">
      {blocks.map((block) => {
        const held = attached[block.subsectionId] ?? [];
        return (
          <section
            key={block.subsectionId}
            className="space-y-3 rounded-md border border-dashed p-3"
            aria-label={block.title}
          >
            <h3 className="font-semibold">{block.title}</h3>
            {held.length ? (
              <ul className="space-y-1 text-sm" aria-label={ARCHIVE_TEXT.blockSlides}>
                {held.map((series) => (
                  <li key={series.seriesInstanceUid} className="break-words">
                    {series.name} · {ARCHIVE_TEXT.attached}
                  </li>
                ))}
              </ul>
            ) : null}
            <ArchivePanel
              caseId={caseId}
              subsectionId={block.subsectionId}
              attached={held}
              onAttached={(series) =>
                setAttached((current) => {
                  const list = current[block.subsectionId] ?? [];
                  if (list.some((item) => item.seriesInstanceUid === series.seriesInstanceUid))
                    return current;
                  return { ...current, [block.subsectionId]: [...list, series] };
                })
              }
            />
          </section>
        );
      })}
    </div>
  );
}
