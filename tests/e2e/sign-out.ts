/**
 * What a sign-out leaves on the page it goes on to (decision 150): the next case of My Cases, or My Cases, with
 * a status naming the signed case and linking its final report.
 */
import { expect, type Page } from '@playwright/test';

export const signedOutText = (recordId: string) =>
  `Case ${recordId} signed out. The report is final; a correction is now an addendum. View the final report of case ${recordId}`;

/** The notice, checked word for word and as a status; its link to the signed case's final report. */
export async function signedOutNotice(page: Page, item: { caseID: string; caseRecordId: string }) {
  const notice = page
    .locator('#main-content')
    .getByRole('status')
    .filter({ hasText: `Case ${item.caseRecordId} signed out.` });
  await expect(notice).toHaveText(signedOutText(item.caseRecordId));
  const link = notice.getByRole('link', { name: `View the final report of case ${item.caseRecordId}` });
  await expect(link).toHaveAttribute('href', `/final-report/${item.caseID}`);
  return link;
}

/** Follows the notice's link to the signed case's final report. */
export async function openSignedReport(page: Page, item: { caseID: string; caseRecordId: string }) {
  await (await signedOutNotice(page, item)).click();
  await expect(page).toHaveURL(`/final-report/${item.caseID}`);
}
