// @ts-check
/**
 * The Remix options, read by vite.config.ts and nothing else. Routes are declared here from one table
 * (app/route-table.js) rather than from file names, so every URL, its title and its access rule are in one
 * place: see docs/decisions/004-route-table.md.
 */
import { PAGES, VIEWER } from './app/route-table.js';

const UNDER_CONSTRUCTION = 'routes/under-construction.tsx';

/** @type {{ [guard: string]: string }} */
const GUARD_MODULES = { public: 'routes/_public.tsx', user: 'routes/_user.tsx', admin: 'routes/_admin.tsx' };

/** Remix paths are relative to their parent; '/' is the index route. */
const relative = (/** @type {string} */ path) => path.replace(/^\//, '');

export default {
  // BUILD_DIR lets several builds live side by side (parallel work on one machine); `build` otherwise.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Every route comes from the table below; no file under app/routes becomes a route by its name.
  ignoredRouteFiles: ['**/*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Off: the browser gets the whole route manifest as one cached file instead of the server matching every
    // URL against all routes once more per page to inline a part of it (docs/performance.md, decision 022).
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: true,
    // In dev, Vite scans the client entry and every route for their dependencies before the first page: without
    // it, it finds some only when a page asks for them (recharts, effector, the viewer's), bundles them again and
    // reloads, and that first page meets two copies of React ('Invalid hook call').
    unstable_optimizeDeps: true,
  },
  /** @param {import('@remix-run/dev/dist/config/routes').DefineRoutesFunction} defineRoutes */
  routes(defineRoutes) {
    return defineRoutes((route) => {
      route(undefined, 'routes/_shell.tsx', { id: 'shell' }, () => {
        for (const [access, module] of Object.entries(GUARD_MODULES)) {
          route(undefined, module, { id: `guard-${access}` }, () => {
            for (const page of PAGES.filter((p) => p.access === access)) {
              const path = relative(page.path);
              route(path || undefined, page.module ?? UNDER_CONSTRUCTION, {
                id: page.id,
                index: path === '',
              });
            }
          });
        }
        route('*', 'routes/not-found.tsx', { id: 'not-found' });
      });
      // Resource routes: actions only, no page.
      route('logout', 'routes/logout.tsx', { id: 'logout' });
      route('banner', 'routes/banner.tsx', { id: 'banner' });
      route('session/activity', 'routes/session-activity.tsx', { id: 'session-activity' });
      // The header bell's latest notices and their marking (issue 30), read only when the bell is opened.
      route('notifications/latest', 'routes/notifications-latest.tsx', { id: 'notifications-latest' });
      // The browser's time zone recorded once for a user who has none (decision 121), posted by the page frame.
      route('notifications/time-zone', 'routes/notifications-time-zone.tsx', {
        id: 'notifications-time-zone',
      });
      // The signed-in user's live events, relayed from the API (issue 30, docs/live.md).
      route('live', 'routes/live.tsx', { id: 'live' });
      route(relative(VIEWER.path), 'routes/viewer.tsx', { id: VIEWER.id });
      route(`${relative(VIEWER.path)}/links`, 'routes/viewer-links.tsx', { id: 'viewer-links' });
      route(`${relative(VIEWER.path)}/annotations`, 'routes/viewer-annotations.tsx', {
        id: 'viewer-annotations',
      });
      route(`${relative(VIEWER.path)}/consult`, 'routes/viewer-consult.tsx', { id: 'viewer-consult' });
      // Exports of the case lists (CSV, XLSX): loaders only, each beside its page's path.
      route('availableCases/export', 'routes/available-cases-export.tsx', { id: 'available-cases-export' });
      route('selectedCases/export', 'routes/selected-cases-export.tsx', { id: 'selected-cases-export' });
      route('completedCases/export', 'routes/completed-cases-export.tsx', { id: 'completed-cases-export' });
      route('send-out-cases/export', 'routes/send-out-cases-export.tsx', { id: 'send-out-cases-export' });
      route('users/export', 'routes/admin-users-export.tsx', { id: 'admin-users-export' });
      route('account/export', 'routes/admin-accounts-export.tsx', { id: 'admin-accounts-export' });
      route('case/export', 'routes/admin-cases-export.tsx', { id: 'admin-cases-export' });
      // The dashboard's links into the filtered Cases list (issue 29): /admin/cases?dueState=Overdue → /case?….
      route('admin/cases', 'routes/admin-cases-redirect.tsx', { id: 'admin-cases-redirect' });
      route('enquiries/export', 'routes/admin-enquiries-export.tsx', { id: 'admin-enquiries-export' });
      route('billings/export', 'routes/admin-billings-export.tsx', { id: 'admin-billings-export' });
      route('admin/audit/export', 'routes/admin-audit-export.tsx', { id: 'admin-audit-export' });
      route('admin/quality/export', 'routes/admin-quality-export.tsx', { id: 'admin-quality-export' });
      // The specimen spreadsheet's template (decision 040).
      route('upload-specimen-form/template', 'routes/upload-specimen-form-template.tsx', {
        id: 'upload-specimen-form-template',
      });
      // A case's clinical attachment, streamed from the API as a download (the case page's preview reads it too).
      route('case-details/:caseId/attachments/:attachmentId', 'routes/case-attachment-download.tsx', {
        id: 'case-attachment-download',
      });
      // The reading workspace's autosave (decision 032): the report draft as JSON.
      route('pathologist/pd-case-view/:caseId/draft', 'routes/pd-case-view-draft.tsx', {
        id: 'pd-case-view-draft',
      });
      // The final report as a PDF, and a patch snapshot's image for the report page (decision 033).
      route('final-report/:caseId/pdf', 'routes/final-report-pdf.tsx', { id: 'final-report-pdf' });
      route('final-report/:caseId/snapshots/:imageId', 'routes/final-report-snapshot.tsx', {
        id: 'final-report-snapshot',
      });
      // A facility account's proof of address, as a download (the upload is the registration documents' route).
      route(
        'facility-account-detail/:accountId/documents/:documentId',
        'routes/facility-account-document-download.tsx',
        { id: 'facility-account-document-download' },
      );
      // File slots: a registration document's upload (streamed to the API) and a stored one's download.
      route('uploads/registration-document', 'routes/registration-document-upload.tsx', {
        id: 'registration-document-upload',
      });
      route(
        'provider-registration/edit/:id/documents/:documentId',
        'routes/registration-document-download.tsx',
        {
          id: 'registration-document-download',
        },
      );
      // A new case's files (decision 023): a clinical attachment checked and streamed to the API, and the signed
      // tus URL a slide image is uploaded to straight from the browser.
      route('cases/:caseId/attachments/upload', 'routes/case-attachment-upload.tsx', {
        id: 'case-attachment-upload',
      });
      // An onboarding task's documents (decision 030): the file slot's upload and a stored document's download.
      route('tasks/:taskId/documents/upload', 'routes/task-document-upload.tsx', {
        id: 'task-document-upload',
      });
      route('tasks/:taskId/documents/:documentId', 'routes/task-document-download.tsx', {
        id: 'task-document-download',
      });
      route('cases/:caseId/subsections/:subsectionId/slide-upload', 'routes/slide-upload-url.tsx', {
        id: 'slide-upload-url',
      });
    });
  },
};
