/**
 * The annotated regions on the report page: each patch snapshot (streamed by the app's own route) with its
 * colour, note, slide, magnification and a scale bar drawn to the snapshot's scale.
 */
import type { ReportSnapshot } from './snapshots';

export type PageSnapshot = ReportSnapshot & { src: string };

function Snapshot({ snapshot }: { snapshot: PageSnapshot }) {
  const kind = snapshot.isPoint ? 'Point' : 'Region';
  const note = snapshot.note.trim();
  return (
    <figure className="min-w-0 break-inside-avoid" data-testid="patch-snapshot">
      <div className="relative inline-block max-w-full">
        <img
          src={snapshot.src}
          width={snapshot.widthPx}
          height={snapshot.heightPx}
          alt={`${kind} on ${snapshot.slideName}${note ? `: ${note}` : ''}`}
          className="block h-auto max-w-full rounded border-2 bg-muted"
          style={{ borderColor: snapshot.color }}
        />
        {snapshot.marker ? (
          <span
            aria-hidden
            data-testid="point-marker"
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-transparent"
            style={{
              left: `${snapshot.marker.x * 100}%`,
              top: `${snapshot.marker.y * 100}%`,
              borderColor: snapshot.color,
            }}
          />
        ) : null}
      </div>
      {snapshot.scaleBar ? (
        <div className="mt-1 flex items-center gap-2 text-xs" data-testid="scale-bar">
          <span
            aria-hidden
            className="block h-1 bg-foreground print:bg-black"
            style={{
              width: `${(snapshot.scaleBar.widthPx / snapshot.widthPx) * 100}%`,
              maxWidth: snapshot.scaleBar.widthPx,
            }}
          />
          <span>{snapshot.scaleBar.label}</span>
        </div>
      ) : null}
      <figcaption className="mt-2 space-y-1 text-sm">
        <span className="flex items-center gap-2 font-medium">
          <span
            aria-hidden
            className="inline-block size-3 rounded-sm border"
            style={{ backgroundColor: snapshot.color }}
          />
          {`${snapshot.slideName}: ${kind.toLowerCase()} at ${snapshot.magnification}`}
        </span>
        <span className="block whitespace-pre-line">{note || 'No note.'}</span>
      </figcaption>
    </figure>
  );
}

export function ReportSnapshots({ snapshots, error }: { snapshots: PageSnapshot[]; error: string | null }) {
  if (snapshots.length === 0 && !error) return null;
  return (
    <section aria-labelledby="snapshots-heading" className="rounded-lg border bg-card p-4 sm:p-6">
      <h2 id="snapshots-heading" className="mb-4 text-base font-semibold">
        Annotated regions
      </h2>
      {error ? <p className="mb-4 text-sm text-destructive">{error}</p> : null}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {snapshots.map((snapshot) => (
          <Snapshot key={`${snapshot.imageId}-${snapshot.patchId}`} snapshot={snapshot} />
        ))}
      </div>
    </section>
  );
}
