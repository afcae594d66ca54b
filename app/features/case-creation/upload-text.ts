/** The upload stage's words, shared with the archive stage that follows it (archive-blocks.tsx). */
export const UPLOAD_TEXT = {
  heading: (record: string) => `Uploading the files of case ${record}`,
  intro:
    'Keep this page open. If it closes or the network drops, open Create New Case again: the uploads continue where they stopped.',
  done: (record: string) => `Case ${record} is saved and all its files are uploaded.`,
  next: 'Review the case and send it out to providers.',
  missing: 'This file is no longer in this browser. Choose it again to upload it.',
  wrongFile: (name: string) => `Choose the same file again (${name}).`,
  overall: 'All files',
} as const;

export const reviewUrl = (caseId: string) => `/review-project?caseId=${encodeURIComponent(caseId)}`;
