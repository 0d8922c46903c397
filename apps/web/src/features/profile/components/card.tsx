import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled section of the profile page; the heading names the region for screen readers. */
export function Card({ id, title, description, children, className }: { id: string; title: string; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-gray-700">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
