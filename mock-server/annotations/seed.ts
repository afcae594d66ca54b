/**
 * Seeded annotations (decision 029), so the final report and QA review have patches to show: on the demo
 * provider's second Assigned case (the first is the viewer tour, which the viewer tests start empty) and on
 * their first signed-out case, the first image of each gets two rulers and two patches with notes; and the signer's
 * on the case of the demo provider's open blinded QA review (seedSignerMarks), which they are not shown until graded.
 */
import type { DocumentEvent } from '../../contracts';
import { db, type CaseRecord } from '../store/db';
import { SEED_NOW } from '../store/seed-generate';
import { appendAnnotationEvents } from './rules';

const PROVIDER_ID = 'usr-provider';

function firstImage(item: CaseRecord): string | null {
  for (const specimen of item.slides ?? [])
    for (const subsection of specimen.subsections ?? [])
      for (const image of subsection.images ?? []) if (image.fileContent) return image.fileContent;
  return null;
}

/** Events inside an image of this size (a 4000 × 3000 stand-in when the slide is not in the catalogue). */
export function seedEvents(prefix: string, width: number, height: number, at: number): DocumentEvent[] {
  const side = Math.max(16, Math.round(Math.min(width, height) / 6));
  const meta = (n: number) => ({ id: `${prefix}-evt-${n}`, at: at + n * 60_000, origin: 'user' as const });
  const label = '—';
  return [
    {
      type: 'measurement/added',
      ...meta(1),
      ruler: {
        id: `${prefix}-ruler-1`,
        mode: 'straight',
        rect: { x: Math.round(width * 0.2), y: Math.round(height * 0.3), width: side, height: side / 2 },
        label,
        visible: true,
      },
    },
    {
      type: 'measurement/added',
      ...meta(2),
      ruler: {
        id: `${prefix}-ruler-2`,
        mode: 'coordinate',
        rect: { x: Math.round(width * 0.55), y: Math.round(height * 0.6), width: side, height: side },
        label,
        visible: true,
      },
    },
    {
      type: 'patch/added',
      ...meta(3),
      patch: {
        id: `${prefix}-patch-1`,
        note: 'Atypical glands at the margin',
        color: '#7cfc00',
        isPoint: false,
        size: { x: Math.round(width * 0.35), y: Math.round(height * 0.35), width: side, height: side },
        widthInClient: 120,
      },
    },
    {
      type: 'patch/added',
      ...meta(4),
      patch: {
        id: `${prefix}-patch-2`,
        note: 'Mitotic figure',
        color: '#ff4500',
        isPoint: true,
        size: { x: Math.round(width * 0.6), y: Math.round(height * 0.25) },
        widthInClient: 0,
      },
    },
  ];
}

export async function seedAnnotations() {
  const provider = db.users.findFirst((q) => q.where({ id: PROVIDER_ID }));
  if (!provider) return;
  const mine = db.cases
    .all()
    .filter((item) => item.assignedProvider?.id === PROVIDER_ID)
    .sort((a, b) => a.caseID.localeCompare(b.caseID));
  const assigned = mine.filter((item) => item.status === 'Assigned')[1];
  const signedOut = mine.find((item) => item.status === 'SignOutCompleted');
  const author = { id: provider.id, name: `${provider.firstName} ${provider.lastName}` };
  for (const [n, item] of [assigned, signedOut].entries()) {
    const imageId = item && firstImage(item);
    if (!item || !imageId) continue;
    const slide = db.slides.findFirst((q) => q.where({ id: imageId }));
    const at = SEED_NOW - (n + 1) * 86_400_000;
    const events = seedEvents(`seed-${item.caseID}`, slide?.width ?? 4000, slide?.height ?? 3000, at);
    await appendAnnotationEvents(author, item, imageId, events, new Date(at).toISOString());
  }
}

/** The signer's marks on the first image of a signed-out case (a sampled one: what blinding withholds). */
export async function seedSignerMarks(item: CaseRecord) {
  const imageId = firstImage(item);
  const signer = item.finalReport?.signedOutBy;
  if (!imageId || !signer) return;
  const slide = db.slides.findFirst((q) => q.where({ id: imageId }));
  const at = Date.parse(item.finalReport!.signedOutAt) - 3_600_000;
  const events = seedEvents(`seed-${item.caseID}`, slide?.width ?? 4000, slide?.height ?? 3000, at);
  await appendAnnotationEvents(signer, item, imageId, events, new Date(at).toISOString());
}
