/**
 * The API's refusal of an import put back on the spreadsheet's cells (decision 040): its field messages
 * (`cases.2.specimens.0.specimenType`) on the rows and columns they are about; what names no cell is a problem of
 * the upload.
 */
import type { ColumnKey } from './columns';
import { add, type RowIssues } from './rules';

/** Where a field of CaseInput is shown: its column (a case's field on every row of the case). */
const CASE_FIELD_COLUMNS: Record<string, ColumnKey> = {
  type: 'caseType',
  priority: 'priority',
  'patientInfo.firstName': 'firstName',
  'patientInfo.lastName': 'lastName',
  'patientInfo.birthDate': 'birthDate',
  'patientInfo.gender': 'gender',
  'patientInfo.race': 'race',
  'patientInfo.mrn': 'mrn',
  billingComponent: 'billingComponent',
  slideDelivery: 'slideDelivery',
  insurancePayer: 'insurancePayer',
  clinicalInfo: 'clinicalInfo',
  caseRelation: 'caseReference',
  parentCaseId: 'caseReference',
  specimens: 'caseReference',
};
const SPECIMEN_FIELD_COLUMNS: Record<string, ColumnKey> = {
  facilitySpecimenID: 'specimenId',
  specimenType: 'specimenType',
  bodysite: 'bodysite',
  subsite: 'subsite',
  specimenCollectionDate: 'collectionDate',
  collectionTime: 'collectionTime',
  totalNumberSlides: 'slideCount',
  'subsections.0.slideType': 'slideType',
  'subsections.0.stain': 'stain',
  'subsections.0.slideCount': 'slideCount',
};

/**
 * The API's field messages (`cases.2.specimens.0.specimenType`) put back on the cells they are about; what
 * names no cell is returned as a problem of the upload.
 */
export function issuesFromApi(
  fieldErrors: Record<string, readonly string[]>,
  caseRows: readonly string[][],
): { issues: RowIssues; problems: string[] } {
  const issues: RowIssues = {};
  const problems: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const match = /^cases\.(\d+)\.(.+)$/.exec(path);
    const rowsOfCase = match ? caseRows[Number(match[1])] : undefined;
    const field = match?.[2] ?? '';
    const specimenMatch = /^specimens\.(\d+)\.(.+)$/.exec(field);
    const caseColumn = CASE_FIELD_COLUMNS[field];
    const specimenColumn = specimenMatch ? SPECIMEN_FIELD_COLUMNS[specimenMatch[2]!] : undefined;
    const specimenRow = specimenMatch ? rowsOfCase?.[Number(specimenMatch[1])] : undefined;
    if (rowsOfCase && caseColumn) {
      for (const rowId of rowsOfCase) for (const message of messages) add(issues, rowId, caseColumn, message);
    } else if (specimenRow && specimenColumn) {
      for (const message of messages) add(issues, specimenRow, specimenColumn, message);
    } else problems.push(...messages);
  }
  return { issues, problems: [...new Set(problems)] };
}
