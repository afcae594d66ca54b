/** The admins' page of the structured report templates (/admin/report-templates). */
export { ReportTemplatesPage } from './templates-page';
