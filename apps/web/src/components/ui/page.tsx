import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The content column of a page, with its one h1. */
export function Page({ title, intro, children, className }: { title?: string; intro?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12', className)}>
      {title && <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>}
      {intro && <div className="mt-3 max-w-3xl text-lg text-gray-700">{intro}</div>}
      <div className={title || intro ? 'mt-8' : undefined}>{children}</div>
    </div>
  );
}
