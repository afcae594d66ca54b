/**
 * What the archive route asks of the archive, in what order (decision 169), with a client that records each
 * request and answers when told: the metadata, then at once the first tile's frames in one request (no probe of
 * its own), the first tile drawn from them without another request, and a tile's frames in one request.
 */
import { describe, expect, it } from 'vitest';
import { DICOM_LOAD_FAILED } from './errors';
import type { FrameDecoder } from './reader';
import { cmu1Series, JPEG_BASELINE } from './test-series';
import type { ArchiveClient, ArchiveFrame } from './web-client';
import { openDicomweb } from './web-reader';

const source = {
  wadoRsRoot: '/slides/s/dicomweb/1/sig',
  studyInstanceUid: '1.1',
  seriesInstanceUid: '1.1.1',
};
const decode: FrameDecoder = async (_bytes, level) =>
  new Uint8Array(level.tileWidth * level.tileHeight * 3).fill(128);

/** A client that records each request (`1.2.2 frames 1,2`) and answers frames once `release` is called. */
function recordingClient(metadata: unknown, syntax: string | null = JPEG_BASELINE) {
  const sent: string[] = [];
  const held: Array<() => void> = [];
  let holding = false;
  const answer = (count: number): ArchiveFrame[] =>
    Array.from({ length: count }, () => ({ bytes: new Uint8Array([0xff, 0xd8]), transferSyntax: syntax }));
  const frames = (sop: string, numbers: readonly number[]) => {
    sent.push(`${sop} frames ${numbers.join(',')}`);
    const answered = new Promise<ArchiveFrame[]>((resolve) => {
      const go = () => resolve(answer(numbers.length));
      if (holding) held.push(go);
      else go();
    });
    return answered;
  };
  const client: ArchiveClient = {
    metadata: async () => {
      sent.push('metadata');
      return metadata;
    },
    frame: async (sop, frame) => (await frames(sop, [frame]))[0]!,
    frames,
    requests: () => sent.length,
  };
  return {
    client,
    sent,
    hold: () => (holding = true),
    release: () => {
      holding = false;
      held.splice(0).forEach((go) => go());
    },
  };
}

const twelve = Array.from({ length: 12 }, (_, i) => i + 1).join(',');

describe("the archive route's requests", () => {
  it('asks for the first tile’s 12 frames in one request right after the metadata, and draws that tile from them', async () => {
    // Orthanc's metadata names no transfer syntax: the first tile's frames tell it.
    const archive = recordingClient(cmu1Series(null));
    const reader = await openDicomweb(source, decode, { client: archive.client });
    expect(archive.sent).toEqual(['metadata', `1.2.2 frames ${twelve}`]);
    expect(reader.pyramid.transferSyntax).toBe(JPEG_BASELINE);
    const { minLevel } = reader.info.geometry;
    const tile = await reader.readTile(minLevel, 0, 0);
    expect(tile.data.length).toBe(tile.width * tile.height * 4);
    expect(archive.sent).toHaveLength(2);
  });

  it('asks the archive for frames only when the page read the metadata already, and for it when those bytes are not JSON', async () => {
    const archive = recordingClient(cmu1Series(null));
    const bytes = new TextEncoder().encode(JSON.stringify(cmu1Series(null))).buffer;
    const reader = await openDicomweb(source, decode, { client: archive.client, metadata: bytes });
    expect(archive.sent).toEqual([`1.2.2 frames ${twelve}`]);
    expect(reader.pyramid.transferSyntax).toBe(JPEG_BASELINE);

    const again = recordingClient(cmu1Series(null));
    await openDicomweb(source, decode, {
      client: again.client,
      metadata: new TextEncoder().encode('<html>').buffer,
    });
    expect(again.sent).toEqual(['metadata', `1.2.2 frames ${twelve}`]);
  });

  it('opens without waiting for those frames when the metadata names the syntax; the tile waits for them', async () => {
    const archive = recordingClient(cmu1Series());
    archive.hold();
    const reader = await openDicomweb(source, decode, { client: archive.client });
    // Already asked for, though nothing answered yet.
    expect(archive.sent).toEqual(['metadata', `1.2.2 frames ${twelve}`]);
    let drawn = false;
    const tile = reader.readTile(reader.info.geometry.minLevel, 0, 0).then(() => (drawn = true));
    // Turns of the event loop in which nothing is answered.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(drawn).toBe(false);
    archive.release();
    await tile;
    expect(archive.sent).toHaveLength(2);
  });

  it('asks for the frames of a finer tile in one request, each frame once', async () => {
    const archive = recordingClient(cmu1Series());
    const reader = await openDicomweb(source, decode, { client: archive.client });
    const { maxLevel } = reader.info.geometry;
    // Tile (1, 1) of the full level, 240 px from 240 px frames: it samples frames (1,1) to (2,2) of level 0's
    // 10 columns — the frames 12, 13, 22 and 23 — and reading it twice at once asks for them once.
    await Promise.all([reader.readTile(maxLevel, 1, 1), reader.readTile(maxLevel, 1, 1)]);
    expect(archive.sent.slice(2)).toEqual(['1.2.0 frames 12,13,22,23']);
  });

  it("refuses a coding the viewer cannot decode at once, in the DICOM route's words", async () => {
    const archive = recordingClient(cmu1Series(null), '1.2.840.10008.1.2.4.80');
    await expect(openDicomweb(source, decode, { client: archive.client })).rejects.toThrow(
      "Failed to load slide: the DICOM file's transfer syntax (1.2.840.10008.1.2.4.80) is not supported.",
    );
  });

  it('fails to load with the DICOM sentence when the first tile’s frames fail and the syntax is unknown', async () => {
    const archive = recordingClient(cmu1Series(null));
    archive.client.frames = async () => {
      throw new Error('502');
    };
    await expect(openDicomweb(source, decode, { client: archive.client })).rejects.toThrow(DICOM_LOAD_FAILED);
  });
});
