/** A signed-out report and a slide's patch, as the report's tests on both sides of the contract use them. */
import type { FinalReport } from './report-document';
import type { AnnotationPatch } from './report-snapshots';

export const addendum = (version: number) => ({
  version,
  reason: `Reason ${version}`,
  text: `Text ${version}`,
  addedAt: `2026-11-0${version}T10:00:00.000Z`,
  addedBy: { id: 'usr-provider', name: 'Maya Okafor' },
  adderCredentials: { salutation: 'Dr.' as const, specialty: 'Pathology' as const, licensedStates: ['TX'] },
  synoptic: null,
});

export const REPORT: FinalReport = {
  version: 3,
  primaryDiagnosis: 'Benign.',
  grossDescription: 'One part.',
  microscopicDescription: null,
  comments: null,
  cptCodes: ['88305'],
  billingComponent: 2,
  signedOutAt: '2026-11-01T09:00:00.000Z',
  signedOutBy: { id: 'usr-provider', name: 'Maya Okafor' },
  signerCredentials: { salutation: 'Dr.', specialty: 'Pathology', licensedStates: ['TX', 'CA'] },
  addenda: [addendum(2), addendum(3)],
  synoptic: null,
};

export const patch = (over: Partial<AnnotationPatch> = {}): AnnotationPatch => ({
  id: 'p1',
  note: 'Atypical glands',
  color: '#7cfc00',
  isPoint: false,
  size: { x: 1000, y: 800, width: 500, height: 250 },
  widthInClient: 300,
  ...over,
});
export const SLIDE = {
  imageId: 'blob-demo-01',
  slideName: 'slide-1.svs',
  width: 4000,
  height: 3000,
  mpp: 0.25,
  magnification: 40,
};
