/** Sampled QA's admin page (/admin/quality, docs/quality.md). */
export { QualityPage, type QualityPageData } from './quality-page';
