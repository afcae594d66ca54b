/**
 * Annotations of a case's slide images: who reads and writes (403, 409 after sign-out), validation (400),
 * idempotent merge by event id in (at, id) order, last writer by time, the seed; and region images (PNG, 400).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DocumentEvent } from '../../contracts';
import { db } from '../index';
import type { CaseRecord } from '../store/db';
import { ADMIN, FACILITY, PROVIDER, TEST_API, clientFor, tokenFor } from '../testing/test-clients';

const mine = (status: CaseRecord['status']) =>
  db.cases
    .all()
    .filter((c) => c.status === status && c.assignedProvider?.id === 'usr-provider')
    .sort((a, b) => a.caseID.localeCompare(b.caseID));
const imageOf = (item: CaseRecord) => item.slides[0]!.subsections[0]!.images[0]!.fileContent;
const at = (caseId: string, imageId: string) => ({ params: { path: { caseId, imageId } } });

const ruler = (id: string, time: number): DocumentEvent => ({
  type: 'measurement/added',
  id: `evt-${id}`,
  at: time,
  origin: 'user',
  ruler: {
    id,
    mode: 'straight',
    rect: { x: 10, y: 10, width: 100, height: 50 },
    label: '1 μm',
    visible: true,
  },
});
const patch = (id: string, time: number): DocumentEvent => ({
  type: 'patch/added',
  id: `evt-${id}`,
  at: time,
  origin: 'user',
  patch: {
    id,
    note: 'first',
    color: '#7cfc00',
    isPoint: false,
    size: { x: 100, y: 100, width: 200, height: 200 },
    widthInClient: 50,
  },
});
const moved = (id: string, patchId: string, time: number, x: number): DocumentEvent => ({
  type: 'patch/moved',
  id,
  at: time,
  origin: 'user',
  patchId,
  x,
  y: 5,
});

describe('slide annotations', () => {
  it('the assigned provider saves; a resend changes nothing; another browser merges by time', async () => {
    const provider = await clientFor(PROVIDER);
    const item = mine('Assigned')[0]!;
    const imageId = imageOf(item);
    const empty = await provider.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(item.caseID, imageId),
    );
    expect(empty.data!.data).toMatchObject({ revision: 0, rulers: [], patches: [], canEdit: true });

    const batch = [ruler('r1', 1000), patch('p1', 1001)];
    const saved = await provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(item.caseID, imageId),
      body: { events: batch as never },
    });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.message).toBe('Annotations saved.');
    expect(saved.data!.data.revision).toBe(2);
    expect(saved.data!.data.events[0]!.author).toEqual({ id: 'usr-provider', name: 'Maya Okafor' });

    const again = await provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(item.caseID, imageId),
      body: { events: batch as never },
    });
    expect(again.data!.data.revision).toBe(2);

    // Two browsers moved the same patch: the later move wins, whichever arrives last.
    const admin = await clientFor(ADMIN);
    await admin.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(item.caseID, imageId),
      body: { events: [moved('m-late', 'p1', 3000, 300)] as never },
    });
    const merged = await provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(item.caseID, imageId),
      body: { events: [moved('m-early', 'p1', 2000, 200)] as never },
    });
    const data = merged.data!.data;
    expect(data.events.map((e) => e.event.id)).toEqual(['evt-r1', 'evt-p1', 'm-early', 'm-late']);
    expect(data.patches[0]!.size).toMatchObject({ x: 300, y: 5 });
    expect(data.rulers.map((r) => r.id)).toEqual(['r1']);
    expect(data.updatedBy).toEqual({ id: 'usr-provider', name: 'Maya Okafor' });
  });

  it('refuses invalid batches, sync copies and viewport events with 400', async () => {
    const provider = await clientFor(PROVIDER);
    const item = mine('Assigned')[0]!;
    const post = (events: unknown[]) =>
      provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
        ...at(item.caseID, imageOf(item)),
        body: { events: events as never },
      });
    const longNote = { ...moved('n', 'p1', 1, 1), type: 'patch/noted', note: 'x'.repeat(2001) };
    const sync = { ...ruler('s', 1), id: 'sync-evt', origin: 'user' };
    const viewport = { type: 'viewport/home', id: 'v', at: 1, origin: 'user' };
    const tooMany = Array.from({ length: 201 }, (_, n) => ruler(`r${n}`, n));
    for (const events of [[], [longNote], [sync], [viewport], tooMany]) {
      expect((await post(events)).response.status).toBe(400);
    }
    const infinite = JSON.stringify({ events: [{ ...moved('i', 'p1', 1, 1), x: 0 }] }).replace(
      '"x":0',
      '"x":1e400',
    );
    const response = await fetch(`${TEST_API}/api/cases/${item.caseID}/images/${imageOf(item)}/annotations`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFor(PROVIDER)}`, 'Content-Type': 'application/json' },
      body: infinite,
    });
    expect(response.status).toBe(400);
  });

  it('reads for whoever sees the case; writes 403 for others, 409 once signed out; 404 for foreign images', async () => {
    const provider = await clientFor(PROVIDER);
    const facility = await clientFor(FACILITY);
    const signed = mine('SignOutCompleted')[0]!;
    const seeded = await provider.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(signed.caseID, imageOf(signed)),
    );
    expect(seeded.data!.data.patches.map((p) => p.note)).toEqual([
      'Atypical glands at the margin',
      'Mitotic figure',
    ]);
    expect(seeded.data!.data).toMatchObject({
      canEdit: false,
      readOnlyReason: 'This case is signed out: its annotations are locked.',
    });
    const locked = await provider.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(signed.caseID, imageOf(signed)),
      body: { events: [ruler('x', 1)] as never },
    });
    expect(locked.response.status).toBe(409);
    expect((locked.error as { message: string }).message).toBe(
      'This case is signed out: its annotations are locked.',
    );

    const assigned = mine('Assigned')[1]!;
    const seededAssigned = await provider.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(assigned.caseID, imageOf(assigned)),
    );
    expect(seededAssigned.data!.data.rulers).toHaveLength(2);
    const own = db.cases.all().find((c) => c.facility.id === 'fac-001' && c.status === 'Assigned')!;
    const read = await facility.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(own.caseID, imageOf(own)),
    );
    expect(read.response.status).toBe(200);
    expect(read.data!.data.canEdit).toBe(false);
    const refused = await facility.POST('/api/cases/{caseId}/images/{imageId}/annotations', {
      ...at(own.caseID, imageOf(own)),
      body: { events: [ruler('x', 1)] as never },
    });
    expect(refused.response.status).toBe(403);
    const foreign = await provider.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(assigned.caseID, 'blob-not-in-this-case'),
    );
    expect(foreign.response.status).toBe(404);
    const other = db.cases
      .all()
      .find((c) => c.status === 'Assigned' && c.assignedProvider?.id !== 'usr-provider')!;
    const hidden = await provider.GET(
      '/api/cases/{caseId}/images/{imageId}/annotations',
      at(other.caseID, imageOf(other)),
    );
    expect(hidden.response.status).toBe(403);
  });
});

describe('slide regions', () => {
  it('answers a PNG of the rectangle scaled to outWidth; refuses rectangles outside the image', async () => {
    const token = await tokenFor(PROVIDER);
    const item = mine('Assigned')[0]!;
    const imageId = imageOf(item);
    const slide = db.slides.findFirst((q) => q.where({ id: imageId }))!;
    const url = (query: string) => `${TEST_API}/api/cases/${item.caseID}/images/${imageId}/region?${query}`;
    const headers = { Authorization: `Bearer ${token}` };
    const response = await fetch(url('x=100&y=200&width=1024&height=512&outWidth=300'), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 300,
      height: 150,
      format: 'png',
    });
    // The tour case's mosaic (tiles mapped onto a repeated unit) and a tall strip (both sides within 1600).
    const tour = item.slides.flatMap((s) => s.subsections.flatMap((b) => b.images)).map((i) => i.fileContent);
    expect(tour).toContain('blob-mosaic');
    const mosaic = await fetch(
      `${TEST_API}/api/cases/${item.caseID}/images/blob-mosaic/region?x=5000&y=7000&width=4000&height=40000&outWidth=800`,
      { headers },
    );
    expect(mosaic.status).toBe(200);
    const strip = await sharp(Buffer.from(await mosaic.arrayBuffer())).metadata();
    expect({ width: strip.width, height: strip.height }).toEqual({ width: 160, height: 1600 });
    const outside = await fetch(url(`x=${slide.width!}&y=0&width=10&height=10`), { headers });
    expect(outside.status).toBe(400);
    const tooWide = await fetch(url('x=0&y=0&width=100&height=100&outWidth=1601'), { headers });
    expect(tooWide.status).toBe(400);
    const facility = await fetch(url('x=0&y=0&width=100&height=100'), {
      headers: { Authorization: `Bearer ${await tokenFor(FACILITY)}` },
    });
    expect(facility.status).toBe(item.facility.id === 'fac-001' ? 200 : 403);
  });
});
