import type { ReactNode } from 'react';
import { cn } from '~/lib/utils';
import { useFullScreen } from './full-screen';
import { FrameHeading, FrameHeadingProvider } from './page-heading';

/**
 * The common page frame. Only admins see the page title heading in it (spec 2.3): `title` is given for them
 * only, and then the page's own <PageHeading> renders nothing, so every page has exactly one h1.
 */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const fullScreen = useFullScreen();
  return (
    <div
      className={cn(
        'w-full flex-1',
        fullScreen ? 'flex flex-col px-2 py-2' : 'mx-auto max-w-7xl px-4 py-6 desktop:py-8',
      )}
    >
      {title ? <FrameHeading>{title}</FrameHeading> : null}
      <FrameHeadingProvider shown={Boolean(title)}>{children}</FrameHeadingProvider>
    </div>
  );
}
