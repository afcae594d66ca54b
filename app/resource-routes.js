// @ts-check
/**
 * The app's resource routes: URLs with a loader or an action and no page (downloads, exports, the forms' and the
 * browser's own posts). remix.config.js registers each beside the pages of app/route-table.js; the login's return
 * (app/features/auth/return-after-login.server.ts, decision 124) reads both tables to tell a page from a resource
 * at the same shape of URL (`/case/export` is this export, not the case `/case/:caseId`).
 *
 * @typedef {{ id: string, path: string, module: string }} ResourceRoute
 */

/** @type {readonly ResourceRoute[]} */
export const RESOURCES = [
  { id: 'logout', path: '/logout', module: 'routes/logout.tsx' },
  { id: 'banner', path: '/banner', module: 'routes/banner.tsx' },
  { id: 'session-activity', path: '/session/activity', module: 'routes/session-activity.tsx' },
  // The header bell's latest notices and their marking, read only when the bell is opened.
  { id: 'notifications-latest', path: '/notifications/latest', module: 'routes/notifications-latest.tsx' },
  // The browser's time zone recorded once for a user who has none (decision 121), posted by the page frame.
  {
    id: 'notifications-time-zone',
    path: '/notifications/time-zone',
    module: 'routes/notifications-time-zone.tsx',
  },
  // The signed-in user's live events, relayed from the API (docs/live.md).
  { id: 'live', path: '/live', module: 'routes/live.tsx' },
  // The standalone viewer's own reads and writes (the viewer itself is a page: VIEWER in app/route-table.js).
  { id: 'viewer-links', path: '/viewer/links', module: 'routes/viewer-links.tsx' },
  { id: 'viewer-annotations', path: '/viewer/annotations', module: 'routes/viewer-annotations.tsx' },
  { id: 'viewer-consult', path: '/viewer/consult', module: 'routes/viewer-consult.tsx' },
  // Exports of the case lists (CSV, XLSX): loaders only, each beside its page's path.
  {
    id: 'available-cases-export',
    path: '/availableCases/export',
    module: 'routes/available-cases-export.tsx',
  },
  { id: 'selected-cases-export', path: '/selectedCases/export', module: 'routes/selected-cases-export.tsx' },
  {
    id: 'completed-cases-export',
    path: '/completedCases/export',
    module: 'routes/completed-cases-export.tsx',
  },
  { id: 'send-out-cases-export', path: '/send-out-cases/export', module: 'routes/send-out-cases-export.tsx' },
  { id: 'admin-users-export', path: '/users/export', module: 'routes/admin-users-export.tsx' },
  { id: 'admin-accounts-export', path: '/account/export', module: 'routes/admin-accounts-export.tsx' },
  { id: 'admin-cases-export', path: '/case/export', module: 'routes/admin-cases-export.tsx' },
  // The dashboard's links into the filtered Cases list: /admin/cases?dueState=Overdue → /case?….
  { id: 'admin-cases-redirect', path: '/admin/cases', module: 'routes/admin-cases-redirect.tsx' },
  { id: 'admin-enquiries-export', path: '/enquiries/export', module: 'routes/admin-enquiries-export.tsx' },
  { id: 'admin-billings-export', path: '/billings/export', module: 'routes/admin-billings-export.tsx' },
  { id: 'admin-audit-export', path: '/admin/audit/export', module: 'routes/admin-audit-export.tsx' },
  { id: 'admin-quality-export', path: '/admin/quality/export', module: 'routes/admin-quality-export.tsx' },
  // The specimen spreadsheet's template (decision 040).
  {
    id: 'upload-specimen-form-template',
    path: '/upload-specimen-form/template',
    module: 'routes/upload-specimen-form-template.tsx',
  },
  // A case's clinical attachment, streamed from the API as a download (the case page's preview reads it too).
  {
    id: 'case-attachment-download',
    path: '/case-details/:caseId/attachments/:attachmentId',
    module: 'routes/case-attachment-download.tsx',
  },
  // The reading workspace's autosave (decision 032): the report draft as JSON.
  {
    id: 'reading-workspace-draft',
    path: '/pathologist/pd-case-view/:caseId/draft',
    module: 'routes/reading-workspace-draft.tsx',
  },
  // The final report as a PDF, and a patch snapshot's image for the report page (decision 033).
  { id: 'final-report-pdf', path: '/final-report/:caseId/pdf', module: 'routes/final-report-pdf.tsx' },
  {
    id: 'final-report-snapshot',
    path: '/final-report/:caseId/snapshots/:imageId',
    module: 'routes/final-report-snapshot.tsx',
  },
  // A facility account's proof of address, as a download (the upload is the registration documents' route).
  {
    id: 'facility-account-document-download',
    path: '/facility-account-detail/:accountId/documents/:documentId',
    module: 'routes/facility-account-document-download.tsx',
  },
  // File slots: a registration document's upload (streamed to the API) and a stored one's download.
  {
    id: 'registration-document-upload',
    path: '/uploads/registration-document',
    module: 'routes/registration-document-upload.tsx',
  },
  {
    id: 'registration-document-download',
    path: '/provider-registration/edit/:id/documents/:documentId',
    module: 'routes/registration-document-download.tsx',
  },
  // A new case's files (decision 023): a clinical attachment checked and streamed to the API, and the signed
  // tus URL a slide image is uploaded to straight from the browser.
  {
    id: 'case-attachment-upload',
    path: '/cases/:caseId/attachments/upload',
    module: 'routes/case-attachment-upload.tsx',
  },
  // An onboarding task's documents (decision 030): the file slot's upload and a stored document's download.
  {
    id: 'task-document-upload',
    path: '/tasks/:taskId/documents/upload',
    module: 'routes/task-document-upload.tsx',
  },
  {
    id: 'task-document-download',
    path: '/tasks/:taskId/documents/:documentId',
    module: 'routes/task-document-download.tsx',
  },
  {
    id: 'slide-upload-url',
    path: '/cases/:caseId/subsections/:subsectionId/slide-upload',
    module: 'routes/slide-upload-url.tsx',
  },
  // "From the image archive" in case creation (decision 164).
  {
    id: 'image-archive-search',
    path: '/image-archive/search',
    module: 'routes/image-archive-search.tsx',
  },
  {
    id: 'archive-series-attach',
    path: '/cases/:caseId/subsections/:subsectionId/archive-series',
    module: 'routes/archive-series-attach.tsx',
  },
  // A failed store of an uploaded slide in the site's image archive, tried again (decision 182).
  {
    id: 'archive-store-retry',
    path: '/cases/:caseId/images/:imageId/archive-storage',
    module: 'routes/archive-store-retry.tsx',
  },
];
