import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A titled wallet section; the heading names the region for screen readers. */
export function WalletCard({ id, title, actions, children, className }: { id: string; title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
