// The pieces the admin screens are built from: a titled section, a row of figures, a list of facts.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function StatCards({ label, items, className }: { label: string; items: [term: string, value: string][]; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid gap-3', className)}>
      {items.map(([term, value]) => (
        <div key={term} className="rounded-xl border border-gray-200 bg-white p-3">
          <dt className="text-sm text-gray-700">{term}</dt>
          <dd className="font-bold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FactList({ facts }: { facts: [term: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-semibold text-gray-900">{term}</dt>
          <dd className="break-words text-gray-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
