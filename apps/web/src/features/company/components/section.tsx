import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page section with its h2, labelled by that heading. */
export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('mt-12 first:mt-0', className)}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-gray-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
