import { useCardT } from './card-catalog';

/** Placeholders shaped like challenge cards while a list loads; the label is read once, not per card. */
export function ChallengeCardSkeletons({ count = 6, label }: { count?: number; label?: string }) {
  const t = useCardT();
  return (
    <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span role="status" className="sr-only">
        {label ?? t('components.card.loading')}
      </span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-5 motion-safe:animate-pulse">
          <div className="flex gap-2">
            <div className="h-5 w-20 rounded-full bg-gray-200" />
            <div className="h-5 w-16 rounded-full bg-gray-200" />
          </div>
          <div className="mt-4 h-5 w-3/4 rounded bg-gray-200" />
          <div className="mt-3 h-4 w-1/2 rounded bg-gray-100" />
          <div className="mt-2 h-4 w-2/3 rounded bg-gray-100" />
          <div className="mt-6 h-4 w-full rounded bg-gray-100" />
          <div className="mt-2 h-4 w-full rounded bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
