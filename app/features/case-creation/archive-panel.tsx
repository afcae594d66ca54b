/**
 * "From the image archive" for one block of a created case (decision 164): a search of the facility's archive by
 * accession number, patient ID or study date, its studies listed with their slide series, and each series
 * attached to the block with one button. Both go through fetchers to the app's resource routes (archive.server.ts),
 * so the page stays where it is and the focus stays on what the person pressed; the wait, the count found and an
 * attach done are read out in a polite status line, a refusal in the API's own sentence as an alert. A series the
 * case already holds reads "Attached to …" (its block, from the case, so after a reload too) in place of its
 * button, the focus moved there; one the server says another case of the facility holds says so (decision 175).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { SubmitButton, TextField, useContractForm } from '~/components/form';
import {
  ARCHIVE_TEXT,
  archiveQuerySchema,
  describeCriteria,
  type ArchiveAnswer,
  type ArchiveStudy,
  type AttachedSeries,
} from './archive-text';

export const ARCHIVE_SEARCH_URL = '/image-archive/search';
export const archiveAttachUrl = (caseId: string, subsectionId: string) =>
  `/cases/${encodeURIComponent(caseId)}/subsections/${encodeURIComponent(subsectionId)}/archive-series`;
const INTERFACES_URL = '/facility-account/interfaces';

export function ArchivePanel({
  caseId,
  subsectionId,
  blockTitleId,
  held,
}: {
  caseId: string;
  subsectionId: string;
  /** The id of the block's title: each block's panel is a region named with it ("From the image archive, …"). */
  blockTitleId: string;
  /** Series UID → the title of this case's block holding it, from the case (seriesBlocks). */
  held: ReadonlyMap<string, string>;
}) {
  const search = useFetcher<ArchiveAnswer>({ key: `archive-search-${subsectionId}` });
  const [criteria, setCriteria] = useState('');
  const [notice, setNotice] = useState('');
  const [form, fields] = useContractForm(archiveQuerySchema, {
    id: `archive-${subsectionId}`,
    onSubmit: (event) => {
      const data = new FormData(event.currentTarget);
      setNotice('');
      setCriteria(
        describeCriteria({
          accessionNumber: String(data.get('accessionNumber') ?? ''),
          patientId: String(data.get('patientId') ?? ''),
          studyDate: String(data.get('studyDate') ?? ''),
        }),
      );
    },
  });
  const searching = search.state !== 'idle';
  const result = searching ? undefined : search.data;
  const statusText = searching
    ? ARCHIVE_TEXT.searching
    : notice ||
      (result && 'studies' in result
        ? result.studies.length
          ? ARCHIVE_TEXT.found(result.studies.length)
          : ARCHIVE_TEXT.none(criteria)
        : '');

  return (
    <section className="space-y-3" aria-labelledby={`${form.id}-heading ${blockTitleId}`}>
      <h4 id={`${form.id}-heading`} className="font-medium">
        {ARCHIVE_TEXT.heading}
      </h4>
      <p className="text-sm text-muted-foreground">{ARCHIVE_TEXT.intro}</p>
      <search.Form method="post" action={ARCHIVE_SEARCH_URL} {...getFormProps(form)} className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField meta={fields.accessionNumber} label={ARCHIVE_TEXT.accession} />
          <TextField meta={fields.patientId} label={ARCHIVE_TEXT.patientId} />
          <TextField meta={fields.studyDate} label={ARCHIVE_TEXT.studyDate} inputProps={{ type: 'date' }} />
        </div>
        <SubmitButton variant="outline" pending={searching}>
          {ARCHIVE_TEXT.search}
        </SubmitButton>
      </search.Form>
      <p role="status" aria-live="polite" className="text-sm">
        {statusText}
      </p>
      {result && 'message' in result ? (
        <div role="alert" className="space-y-1 text-sm text-destructive">
          <p>{result.message}</p>
          {result.canSetArchive ? (
            <Link to={INTERFACES_URL} className="underline">
              {ARCHIVE_TEXT.notSetLink}
            </Link>
          ) : null}
        </div>
      ) : null}
      {result && 'studies' in result && result.studies.length ? (
        <ul className="space-y-3" aria-label="Studies found">
          {result.studies.map((study) => (
            <StudyItem
              key={study.studyInstanceUid}
              study={study}
              caseId={caseId}
              url={archiveAttachUrl(caseId, subsectionId)}
              held={held}
              onAttached={(series) => setNotice(ARCHIVE_TEXT.attachedNotice(series.name))}
            />
          ))}
        </ul>
      ) : null}
      {result && 'studies' in result && result.truncated ? (
        <p className="text-sm text-muted-foreground">{ARCHIVE_TEXT.truncated}</p>
      ) : null}
    </section>
  );
}

function StudyItem({
  study,
  caseId,
  url,
  held,
  onAttached,
}: {
  study: ArchiveStudy;
  caseId: string;
  url: string;
  held: ReadonlyMap<string, string>;
  onAttached: (series: AttachedSeries) => void;
}) {
  const facts: [string, string | null][] = [
    [ARCHIVE_TEXT.studyDate, study.studyDate],
    [ARCHIVE_TEXT.accession, study.accessionNumber],
    [ARCHIVE_TEXT.patientId, study.patientId],
  ];
  return (
    <li className="space-y-2 rounded-md border p-3">
      <p className="font-medium break-words">{study.description ?? ARCHIVE_TEXT.untitledStudy}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-all">{value ?? ARCHIVE_TEXT.unknown}</dd>
          </div>
        ))}
      </dl>
      <ul
        className="space-y-2"
        aria-label={`Slide series of ${study.description ?? ARCHIVE_TEXT.untitledStudy}`}
      >
        {study.series.map((series) => (
          <SeriesItem
            key={series.seriesInstanceUid}
            url={url}
            studyInstanceUid={study.studyInstanceUid}
            series={series}
            heldBy={held.get(series.seriesInstanceUid) ?? null}
            otherCases={otherCases(series, caseId)}
            onAttached={onAttached}
          />
        ))}
      </ul>
    </li>
  );
}

/** The record ids of the facility's other cases the server says hold this series, each once. */
function otherCases(series: ArchiveStudy['series'][number], caseId: string): string[] {
  const ids = (series.attachedTo ?? []).filter((place) => place.caseID !== caseId).map((p) => p.caseRecordId);
  return [...new Set(ids)];
}

function SeriesItem({
  url,
  studyInstanceUid,
  series,
  heldBy,
  otherCases,
  onAttached,
}: {
  url: string;
  studyInstanceUid: string;
  series: ArchiveStudy['series'][number];
  /** The title of this case's block that holds the series, or null. */
  heldBy: string | null;
  otherCases: string[];
  onAttached: (series: AttachedSeries) => void;
}) {
  const attach = useFetcher<ArchiveAnswer>();
  const answer = attach.state === 'idle' ? attach.data : undefined;
  // The button goes once the case holds the series: the focus moves to the words that replace it.
  const heldLine = useRef<HTMLParagraphElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (heldBy && pressed.current) heldLine.current?.focus();
    pressed.current = false;
  }, [heldBy]);
  useEffect(() => {
    if (answer && 'image' in answer) onAttached(answer.image);
    // A refused attach: the focus stays on its button, not on a line another block's attach brings.
    else if (answer) pressed.current = false;
    // Once per answer: the fetcher keeps its data until it is used again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const label = ARCHIVE_TEXT.seriesLabel(
    series.description ?? ARCHIVE_TEXT.untitledSeries,
    series.instanceCount,
  );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="break-words">{label}</span>
      {heldBy ? (
        <p ref={heldLine} tabIndex={-1} className="font-medium">
          {ARCHIVE_TEXT.attachedHere(heldBy)}
        </p>
      ) : (
        <attach.Form method="post" action={url}>
          <input type="hidden" name="studyInstanceUid" value={studyInstanceUid} />
          <input type="hidden" name="seriesInstanceUid" value={series.seriesInstanceUid} />
          <SubmitButton
            size="sm"
            pending={attach.state !== 'idle'}
            onClick={() => {
              pressed.current = true;
            }}
            aria-label={`${ARCHIVE_TEXT.attach} ${label}`}
          >
            {ARCHIVE_TEXT.attach}
          </SubmitButton>
        </attach.Form>
      )}
      {otherCases.length ? <p className="w-full">{ARCHIVE_TEXT.attachedElsewhere(otherCases)}</p> : null}
      {answer && 'message' in answer ? (
        <p role="alert" className="w-full text-destructive">
          {answer.message}
        </p>
      ) : null}
    </li>
  );
}
