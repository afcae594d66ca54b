/** Slide images judged by their first bytes (decision 042): each format of spec 5 as far as its signature goes. */
import { describe, expect, it } from 'vitest';
import { SLIDE_IMAGE_EXTENSIONS } from '../../contracts';
import { slideSignatureMatches } from './signatures';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const pad = (head: Uint8Array, length = 132) => {
  const out = new Uint8Array(Math.max(length, head.length));
  out.set(head);
  return out;
};

const TIFF = bytes('II*\0', [8, 0, 0, 0]);
const GOOD: Record<string, Uint8Array[]> = {
  '.tif': [TIFF, bytes('MM\0*'), bytes('II+\0'), bytes('MM\0+')],
  '.svs': [TIFF],
  '.ndpi': [TIFF],
  '.vsi': [TIFF],
  '.ome.tiff': [bytes('MM\0+')],
  '.jpg': [bytes([0xff, 0xd8, 0xff, 0xe0])],
  '.dcm': [pad(bytes(Array(128).fill(0) as number[], 'DICM'))],
  '.czi': [bytes('ZISRAWFILE')],
  '.zvi': [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  '.svslide': [bytes('SQLite format 3\0')],
  '.isyntax': [bytes('<?xml version="1.0" encoding="UTF-8" ?>\n<DataObject ObjectType="DPUfsImport">')],
  '.mrxs': [bytes([0x01, 0x02, 0x03])],
  '.vms': [bytes('[Virtual Microscope Specimen]\r\nNoLayers=1')],
};

const HTML = bytes(
  '\ufeff  <!DOCTYPE html><html><script>alert(1)</script></html>'.replace('\ufeff', '\xef\xbb\xbf'),
);

describe('slide signatures', () => {
  it.each(Object.entries(GOOD))('%s: the real first bytes pass', (ext, heads) => {
    for (const head of heads) expect(slideSignatureMatches(`scan${ext}`, head)).toBe(true);
  });

  it.each(SLIDE_IMAGE_EXTENSIONS.map((ext) => [ext]))('%s: HTML under that name is refused', (ext) => {
    expect(slideSignatureMatches(`scan${ext}`, HTML)).toBe(false);
  });

  it('refuses what a format without a signature must not be, and a TIFF header under a JPEG name', () => {
    for (const head of [
      bytes('%PDF-1.7'),
      bytes('PK\x03\x04'),
      bytes('MZ'),
      bytes('#!/bin/sh'),
      bytes('<svg>'),
    ])
      expect(slideSignatureMatches('scan.mrxs', head)).toBe(false);
    expect(slideSignatureMatches('scan.isyntax', bytes('<?xml version="1.0"?><html><DataObject'))).toBe(
      false,
    );
    expect(slideSignatureMatches('scan.jpg', TIFF)).toBe(false);
    expect(slideSignatureMatches('scan.tif', bytes('II*'))).toBe(false);
  });
});
