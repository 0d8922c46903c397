import { cn } from '@/lib/cn';

// Avatar colours: dark enough that white initials keep a contrast of at least 4.5:1.
const tones = ['bg-brand-700', 'bg-brand-800', 'bg-emerald-800', 'bg-teal-800', 'bg-cyan-900', 'bg-green-800'];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A decorative initials circle (no external images); the name is always written next to it. */
export function InitialsAvatar({ name, index = 0, className }: { name: string; index?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full text-lg font-bold text-white', tones[index % tones.length], className)}>
      {initialsOf(name)}
    </span>
  );
}
