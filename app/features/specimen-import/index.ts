/** Upload Specimen Form (decision 040): the page; the loader and action are in import.server.ts. */
export { SpecimenImportPage, TEMPLATE_HREF, type SpecimenImportData } from './specimen-import-page';
