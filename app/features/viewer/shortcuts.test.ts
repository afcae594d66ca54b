import { describe, expect, it } from 'vitest';
import { commandOf, isHelpKey, keyOf } from './shortcuts';

const key = (
  k: string,
  modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {},
) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: null,
  ...modifiers,
});

describe('viewer shortcuts', () => {
  it('names keys in the table notation', () => {
    expect(keyOf(key('r'))).toBe('R');
    expect(keyOf(key('R', { shiftKey: true }))).toBe('Shift+R');
    expect(keyOf(key('+', { shiftKey: true }))).toBe('+');
    expect(keyOf(key('z', { metaKey: true }))).toBe('Ctrl+Z');
    expect(keyOf(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('Ctrl+Shift+Z');
  });

  it('maps keys to commands', () => {
    expect(commandOf(key('+', { shiftKey: true }))).toBe('zoomIn');
    expect(commandOf(key('-'))).toBe('zoomOut');
    expect(commandOf(key('r'))).toBe('rotateRight');
    expect(commandOf(key('R', { shiftKey: true }))).toBe('rotateLeft');
    expect(commandOf(key('3'))).toBe('zoom20');
    expect(commandOf(key('PageDown'))).toBe('nextSlide');
    expect(commandOf(key('z', { ctrlKey: true }))).toBe('undo');
    expect(commandOf(key('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(commandOf(key('m'))).toBe('toggleMeasurement');
  });

  it('ignores typing in fields, Alt, and unknown keys', () => {
    expect(commandOf({ ...key('r'), target: { tagName: 'INPUT' } as unknown as EventTarget })).toBeNull();
    expect(commandOf({ ...key('m'), target: { tagName: 'TEXTAREA' } as unknown as EventTarget })).toBeNull();
    expect(commandOf(key('r', { altKey: true }))).toBeNull();
    expect(commandOf(key('q'))).toBeNull();
    expect(commandOf(key('r', { ctrlKey: true }))).toBeNull();
  });

  it("'?' asks for the list of shortcuts, but not while typing or with a modifier", () => {
    expect(isHelpKey(key('?', { shiftKey: true }))).toBe(true);
    expect(isHelpKey(key('/'))).toBe(false);
    expect(isHelpKey(key('?', { ctrlKey: true }))).toBe(false);
    expect(isHelpKey(key('?', { altKey: true }))).toBe(false);
    expect(isHelpKey({ ...key('?'), target: { tagName: 'TEXTAREA' } as unknown as EventTarget })).toBe(false);
    expect(commandOf(key('?', { shiftKey: true }))).toBeNull();
  });
});
