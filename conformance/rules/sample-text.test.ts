/** The texts the write rules send: NFC non-ASCII of every kind, exact lengths, and what a difference looks like. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textDifference, textOfLength, textsKept, UNICODE_SAMPLE, unicodeText } from './sample-text';

describe('the Unicode sample', () => {
  it('is NFC, and holds every kind of text it promises', () => {
    expect(UNICODE_SAMPLE.normalize('NFC')).toBe(UNICODE_SAMPLE);
    expect(UNICODE_SAMPLE).toMatch(/[À-ž]/u); // accented Latin
    expect(UNICODE_SAMPLE).toMatch(/\p{Script=Han}/u);
    expect(UNICODE_SAMPLE).toMatch(/\p{Extended_Pictographic}/u);
    expect(UNICODE_SAMPLE).toMatch(/[\u{10000}-\u{10FFFF}]/u); // outside the BMP
    expect(UNICODE_SAMPLE).toContain('\u200d'); // a ZWJ sequence
    expect(UNICODE_SAMPLE).toMatch(/\p{M}/u); // combining marks NFC keeps
    expect(UNICODE_SAMPLE).toMatch(/\p{Script=Arabic}/u);
    expect(UNICODE_SAMPLE).toMatch(/\p{Script=Hebrew}/u);
  });

  it('fits any maxLength, counted in UTF-16 units or code points, and stays NFC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 300 }), (max) => {
        const text = unicodeText('tag', max);
        return (
          text.length <= max &&
          [...text].length <= max &&
          text.normalize('NFC') === text &&
          text.startsWith('tag')
        );
      }),
    );
  });
});

describe('textOfLength', () => {
  it('is ASCII of exactly the length asked, starting with its tag', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6000 }), (length) => {
        const text = textOfLength('conformance 1 max name', length);
        return (
          text.length === length &&
          /^[\x20-\x7e]*$/.test(text) &&
          (length < 23 || text.startsWith('conformance 1 max name '))
        );
      }),
    );
  });
});

describe('textDifference', () => {
  it('says nothing of equal texts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => textDifference(text, text) === undefined),
    );
  });

  it('names what became of the text', () => {
    expect(textDifference('Zoë', 'Zo?')).toBe(
      'code point 2: ë (U+00EB) sent, ? (U+003F) read back (3 code points, sent 3)',
    );
    expect(textDifference('abcdef', 'abc')).toBe('read back cut after 3 of the 6 code points sent');
    expect(textDifference('Zoë', 'Zoe\u0308')).toBe(
      'read back in another Unicode normalisation (not the NFC sent)',
    );
    expect(textDifference('🧪', undefined)).toBe('read back nothing');
  });

  it('judges every field sent', () => {
    expect(textsKept({ a: 'é', b: 'x' }, { a: 'é', b: 'x' }, 'kept')).toEqual({ pass: true });
    expect(textsKept({ a: 'é', b: 'x' }, { a: '?', b: 'x' }, 'kept')).toMatchObject({
      pass: false,
      seen: expect.stringMatching(/^a: code point 0/),
    });
  });
});
