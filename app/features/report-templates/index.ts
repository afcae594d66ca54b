/** The admins' page of the structured report templates (/admin/report-templates, issue 49). */
export { ReportTemplatesPage } from './templates-page';
