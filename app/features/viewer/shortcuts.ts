/**
 * Every viewer command with its label (the spec's, for toolbar buttons) and keyboard shortcuts: one table read
 * by the toolbar, the help popover and the key handler.
 */

export const SHORTCUTS = {
  showSlides: { label: 'Show Slides', keys: ['S'] },
  zoomIn: { label: 'Zoom In', keys: ['+', '='] },
  resetZoom: { label: 'Reset Zoom', keys: ['0'] },
  zoomOut: { label: 'Zoom Out', keys: ['-'] },
  splitView: { label: 'Split View', keys: ['V'] },
  syncSplitView: { label: 'Sync Split View', keys: ['Y'] },
  rotateLeft: { label: 'Rotate Left', keys: ['Shift+R'] },
  rotateRight: { label: 'Rotate Right', keys: ['R'] },
  captureScreenshot: { label: 'Capture Screenshot', keys: ['P'] },
  toggleMeasurement: { label: 'Toggle Measurement Mode', keys: ['M'] },
  toggleCoordinate: { label: 'Toggle Coordinate Measurement Mode', keys: ['C'] },
  toggleDelete: { label: 'Toggle Delete Mode', keys: ['D'] },
  deleteAll: { label: 'Delete All Measurements', keys: ['Shift+X'] },
  togglePatches: { label: 'Toggle Annotation Patches', keys: ['A'] },
  toggleResampling: { label: 'Nearest-Neighbour Resampling', keys: ['N'] },
  undo: { label: 'Undo', keys: ['Ctrl+Z'] },
  redo: { label: 'Redo', keys: ['Ctrl+Shift+Z', 'Ctrl+Y'] },
  previousView: { label: 'Previous View', keys: ['['] },
  nextView: { label: 'Next View', keys: [']'] },
  previousSlide: { label: 'Previous Slide', keys: ['PageUp', ','] },
  nextSlide: { label: 'Next Slide', keys: ['PageDown', '.'] },
  zoom1: { label: '1x', keys: ['1'] },
  zoom10: { label: '10x', keys: ['2'] },
  zoom20: { label: '20x', keys: ['3'] },
  zoom30: { label: '30x', keys: ['4'] },
  zoom40: { label: '40x', keys: ['5'] },
} as const satisfies Record<string, { label: string; keys: readonly string[] }>;

export type ViewerCommand = keyof typeof SHORTCUTS;

type KeyEvent = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The key a KeyboardEvent stands for, in the table's notation ('Shift+R', '+', 'PageDown', 'Ctrl+Z'); Cmd on
 * macOS counts as Ctrl.
 */
export function keyOf(event: KeyEvent): string {
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  // Letters carry Shift explicitly; symbols already differ by their character ('+' is Shift+'=').
  const shifted = event.shiftKey && /^[A-Z]$/.test(key) ? `Shift+${key}` : key;
  return event.ctrlKey || event.metaKey ? `Ctrl+${shifted}` : shifted;
}

const BY_KEY = new Map<string, ViewerCommand>(
  (Object.entries(SHORTCUTS) as Array<[ViewerCommand, { keys: readonly string[] }]>).flatMap(([command, s]) =>
    s.keys.map((key) => [key, command] as const),
  ),
);

/** Whether a key press is typing (in a field, or with Alt held): never a shortcut. */
function isTyping(event: KeyEvent & Pick<KeyboardEvent, 'target'>): boolean {
  if (event.altKey) return true;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  return Boolean(
    target && (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? '') || target.isContentEditable),
  );
}

/** The command of a key press, or null (typing in a field, or Alt held, is never a shortcut). */
export function commandOf(event: KeyEvent & Pick<KeyboardEvent, 'target'>): ViewerCommand | null {
  if (isTyping(event)) return null;
  return BY_KEY.get(keyOf(event)) ?? null;
}

/** The key that opens and closes the list of shortcuts. */
export const HELP_KEY = '?';

/** Whether a key press asks for the list of shortcuts ('?', not while typing). */
export function isHelpKey(event: KeyEvent & Pick<KeyboardEvent, 'target'>): boolean {
  return event.key === HELP_KEY && !event.ctrlKey && !event.metaKey && !isTyping(event);
}
