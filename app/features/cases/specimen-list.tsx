/**
 * A case's specimens (spec 3.7), each with its subsections (blocks) and their slide images as thumbnails. A
 * thumbnail is the backend's signed image URL (get-download-link's `thumbnailUrl`); a slide uploaded into the
 * case has none and shows a placeholder. Under a slide, a line says where it stands with an image archive (read
 * from the facility's, or stored in the site's; decision 175). 'Open viewer' opens the case's slides in the viewer
 * (spec 2.8).
 */
import { useId } from 'react';
import { Link } from '@remix-run/react';
import ImageOffIcon from 'lucide-react/icons/image-off';
import { DetailList } from '~/components/detail';
import { toUsDate } from '~/components/form/date';
import { Button } from '~/components/ui/button';
import { useLiveReload } from '~/features/live';
import { storeMovedOn, storesMayMove } from '~/lib/slide-archive';
import { SlideArchiveLine } from '~/lib/slide-archive-note';
import type { CaseDetails } from './case-labels';
import { useViewerHrefHere, viewerHref } from './viewer-link';

type Specimen = CaseDetails['slides'][number];
type Subsection = Specimen['subsections'][number];

/** '14:05' → '02:05 PM' (spec 5's 12-hour time); anything else as it is. */
export function twelveHourTime(time: string | null | undefined): string | null {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return time ?? null;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

function SlideThumbnail({ fileName, url }: { fileName: string; url: string | null | undefined }) {
  return (
    <figure className="w-36 max-w-full">
      {url ? (
        <img
          src={url}
          alt={`Thumbnail of ${fileName}`}
          loading="lazy"
          className="h-28 w-36 max-w-full rounded border bg-muted object-contain"
        />
      ) : (
        <div
          role="img"
          aria-label={`No thumbnail for ${fileName}`}
          className="flex h-28 w-36 max-w-full flex-col items-center justify-center gap-1 rounded border bg-muted text-xs text-muted-foreground"
        >
          <ImageOffIcon className="size-5" aria-hidden />
          No thumbnail
        </div>
      )}
      <figcaption className="mt-1 text-xs break-all">{fileName}</figcaption>
    </figure>
  );
}

interface Lookups {
  thumbnails: Record<string, string | null>;
  /** Slide order value → its label (the reference list). */
  orderLabels: Record<string, string>;
  /** The case whose failed archive stores this reader may try again (`can.storeInArchive`); else none offered. */
  retryStoreOf?: string;
}

function SubsectionView({
  subsection,
  index,
  thumbnails,
  orderLabels,
  retryStoreOf,
}: Lookups & { subsection: Subsection; index: number }) {
  const name = subsection.displayId ?? subsection.facilityId ?? String(index + 1);
  return (
    <li className="rounded-md border p-3 sm:p-4">
      <h4 className="mb-3 text-sm font-semibold">{`Block ${name}`}</h4>
      <DetailList
        items={[
          { label: 'Slide type', value: subsection.slideType },
          { label: 'Stain', value: subsection.stain },
          { label: 'Slide count', value: subsection.slideCount },
          { label: 'Facility block ID', value: subsection.facilityId },
          {
            label: 'Recut and unstained orders',
            value: subsection.slideOrders.map((order) => orderLabels[order] ?? order),
          },
          { label: 'Requested by the provider', value: subsection.isRequested },
          {
            label: 'Rescan requested',
            value: subsection.requireRescan
              ? `Yes${subsection.requireRescanReason ? `: ${subsection.requireRescanReason}` : ''}`
              : false,
          },
        ]}
      />
      {subsection.images.length > 0 ? (
        <ul aria-label={`Slide images of block ${name}`} className="mt-4 flex flex-wrap gap-3">
          {subsection.images.map((image, i) => (
            <li key={`${image.fileContent}-${i}`} className="max-w-72">
              <SlideThumbnail fileName={image.fileName} url={thumbnails[image.fileContent]} />
              <SlideArchiveLine
                image={image}
                retry={
                  retryStoreOf
                    ? { caseId: retryStoreOf, imageId: image.fileContent, name: image.fileName }
                    : undefined
                }
                className="mt-1"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">No slide images in this block.</p>
      )}
    </li>
  );
}

function SpecimenView({ specimen, index, ...lookups }: Lookups & { specimen: Specimen; index: number }) {
  const headingId = useId();
  const name = specimen.facilitySpecimenID ?? String(index + 1);
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 id={headingId} className="text-base font-semibold">
        {`Specimen ${name}: ${specimen.specimenType}`}
      </h3>
      <DetailList
        items={[
          { label: 'Specimen type', value: specimen.specimenType },
          { label: 'Body site', value: specimen.bodysite },
          { label: 'Subsite', value: specimen.subsite },
          { label: 'Facility specimen ID', value: specimen.facilitySpecimenID },
          { label: 'Collection date', value: toUsDate(specimen.specimenCollectionDate) },
          { label: 'Collection time', value: twelveHourTime(specimen.collectionTime) },
          { label: 'Number of slides', value: specimen.totalNumberSlides },
        ]}
      />
      {specimen.subsections.length > 0 ? (
        <ul className="space-y-3">
          {specimen.subsections.map((subsection, i) => (
            <SubsectionView key={subsection.id} subsection={subsection} index={i} {...lookups} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No blocks in this specimen.</p>
      )}
    </section>
  );
}

export function SpecimenList({
  caseData,
  returnHere = false,
  ...lookups
}: Lookups & {
  caseData: CaseDetails;
  /** The viewer's back link returns to this page rather than the case page (the reading workspace). */
  returnHere?: boolean;
}) {
  const headingId = useId();
  const hrefHere = useViewerHrefHere(caseData.caseID);
  const images = caseData.slides.flatMap((s) => s.subsections.flatMap((sub) => sub.images));
  const imageCount = images.length;
  // A slide on its way into the image archive: its line follows the store as it moves on, for the readers who
  // may act on it (the facility and admins: `retryStoreOf`); a provider's reading page is not read again under
  // them (decision 182).
  const following = Boolean(lookups.retryStoreOf) && storesMayMove(images);
  useLiveReload(['slide.storage.changed'], (event) => following && storeMovedOn(caseData.caseID)(event));
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Specimens and slides
        </h2>
        {imageCount > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link
              to={returnHere ? hrefHere : viewerHref(caseData.caseID)}
              aria-label={`Open viewer for case ${caseData.caseRecordId}`}
            >
              Open viewer
            </Link>
          </Button>
        ) : null}
      </div>
      {caseData.slides.length > 0 ? (
        caseData.slides.map((specimen, i) => (
          <SpecimenView key={specimen.specimenID} specimen={specimen} index={i} {...lookups} />
        ))
      ) : (
        <p className="text-sm text-muted-foreground">This case has no specimens yet.</p>
      )}
    </section>
  );
}
