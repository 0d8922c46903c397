import type { ReactNode } from 'react';

/** An h2 with its eyebrow and intro, shared by the home sections so headings stay in order. */
export function SectionHeading({ id, eyebrow, title, intro }: { id: string; eyebrow: string; title: string; intro?: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-base text-gray-700">{intro}</p>}
    </div>
  );
}
