/** The pure rules: file names, file types, phone country codes, and the task and billing lifecycles. */
import { describe, expect, it } from 'vitest';
import {
  attachmentContentType,
  contentDisposition,
  extensionOf,
  sanitizeFileName,
  slideImageContentType,
  storagePath,
} from './files';
import { hasZeroCountryCode } from '../enquiries/rules';
import { taskTransitionError } from '../tasks/rules';
import { billingTransitionError } from '../billing/rules';

describe('file names', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini.pdf', 'boot.ini.pdf'],
    ['a\u0000b\u001f.pdf', 'ab.pdf'],
    ['/abs/path/x.pdf', 'x.pdf'],
    ['...', 'file'],
    ['', 'file'],
    ['Résumé <v2>.docx', 'Résumé _v2_.docx'],
    ['"quoted";.pdf', '_quoted__.pdf'],
  ])('%j → %j', (raw, safe) => expect(sanitizeFileName(raw)).toBe(safe));

  it('keeps the extension when truncating and never yields a storage path from a name', () => {
    const long = sanitizeFileName(`${'a'.repeat(400)}.pdf`);
    expect(long).toHaveLength(150);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(() => storagePath('../../etc/passwd')).toThrow();
    expect(() => storagePath('att-0123456789abcdef')).not.toThrow();
  });

  it('Content-Disposition has an ASCII fallback and a UTF-8 name', () => {
    expect(contentDisposition('Résumé.pdf')).toBe(
      `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
    );
  });
});

describe('file types', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7');
  it('accepts matching extension, declared type and content only', () => {
    expect(attachmentContentType('a.pdf', 'application/pdf', pdf)).toBe('application/pdf');
    expect(attachmentContentType('a.pdf', '', pdf)).toBe('application/pdf');
    expect(attachmentContentType('a.pdf', 'image/png', pdf)).toBeNull();
    expect(attachmentContentType('a.png', 'image/png', pdf)).toBeNull();
    expect(attachmentContentType('a.gif', 'image/gif', pdf)).toBeNull();
  });
  it('knows the slide image extensions of spec 5', () => {
    expect(extensionOf('x.OME.TIFF')).toBe('.ome.tiff');
    for (const name of ['a.svs', 'a.ndpi', 'a.mrxs', 'a.isyntax', 'a.dcm', 'a.czi', 'a.svslide'])
      expect(slideImageContentType(name), name).not.toBeNull();
    expect(slideImageContentType('a.png')).toBeNull();
    expect(slideImageContentType('a.tif')).toBe('image/tiff');
  });
});

describe('rules', () => {
  it('spots a zero country code', () => {
    expect(hasZeroCountryCode('+0 617 555 0142')).toBe(true);
    expect(hasZeroCountryCode('+000 (617) 555-0142')).toBe(true);
    expect(hasZeroCountryCode('+1 (617) 555-0142')).toBe(false);
    expect(hasZeroCountryCode('+44 207 946 0958')).toBe(false);
  });
  it('task and billing transitions', () => {
    expect(taskTransitionError('Open', 'start')).toBeNull();
    expect(taskTransitionError('InProgress', 'start')).toBe('A task in status InProgress cannot be started.');
    expect(taskTransitionError('Completed', 'reopen')).toBeNull();
    expect(taskTransitionError('Open', 'reopen')).not.toBeNull();
    expect(billingTransitionError('Draft', 'Invoiced')).toBeNull();
    expect(billingTransitionError('Paid', 'Void')).toBe(
      'A billing record in status Paid cannot become Void.',
    );
    expect(billingTransitionError('Void', 'Void')).toBeNull();
  });
});
