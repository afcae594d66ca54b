/** Placeholder until slide-upload.ts lands (helper A). */
export interface SlideTransfer {
  done: Promise<void>;
  pause(): void;
  resume(): void;
  abort(): void;
}
export function startSlideTransfer(_args: {
  caseId: string;
  subsectionId: string;
  file: Blob;
  fileName: string;
  resume: unknown;
  onProgress: (sent: number, total: number) => void;
  onRemember: (resume: unknown) => void;
}): SlideTransfer {
  throw new Error('not yet');
}
