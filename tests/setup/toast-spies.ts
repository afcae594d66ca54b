/**
 * The product's toasts as spies, for a dom test that asserts what was toasted: `toast.success`, `.error`, `.info`,
 * `.message` and `.warning` record their calls and show nothing, from before each test until after it. Spies on the
 * real module rather than `vi.mock`, so the file shares its worker's modules (vitest.config.ts: a file that
 * replaces a module runs with a module graph of its own, several seconds of imports each).
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { toast } from '~/components/ui/sonner';

const KINDS = ['success', 'error', 'info', 'message', 'warning'] as const;

export function spyOnToasts() {
  beforeEach(() => {
    for (const kind of KINDS) vi.spyOn(toast, kind).mockImplementation(() => 0);
  });
  afterEach(() => {
    for (const kind of KINDS) vi.mocked(toast[kind]).mockRestore();
  });
}
