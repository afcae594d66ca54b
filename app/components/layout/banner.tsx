import type { ReactNode } from 'react';
import InfoIcon from 'lucide-react/icons/info';

/** The global banner message under the header; `dismiss` renders the control that clears it. */
export function Banner({ message, dismiss }: { message: string; dismiss: ReactNode }) {
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-3 text-sm">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <p className="flex-1">{message}</p>
        {dismiss}
      </div>
    </div>
  );
}
