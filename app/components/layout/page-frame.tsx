import type { ReactNode } from 'react';

/** The common page frame; only admins see the page title heading in it (spec 2.3). */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
      {title ? <h1 className="mb-6 text-2xl font-semibold tracking-tight">{title}</h1> : null}
      {children}
    </div>
  );
}
