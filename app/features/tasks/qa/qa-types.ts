/** What the QA task page's loader hands its view. */
import type { components } from '../../../../contracts';
import type { TaskPermissions } from '../permissions';
import type { Task } from '../types';

export type QaCase = components['schemas']['Case'];

export interface QaTaskData {
  task: Task;
  can: TaskPermissions;
  /** The signed-out case under review, or null with the reason in `caseError`. */
  caseData: QaCase | null;
  caseError: string | null;
  /** Slide blob id → signed thumbnail URL (null: the placeholder). */
  thumbnails: Record<string, string | null>;
  /** Slide order value → its label. */
  orderLabels: Record<string, string>;
}
