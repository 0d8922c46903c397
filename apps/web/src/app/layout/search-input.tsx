import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';

export function SearchInput({ id, className }: { id: string; className?: string }) {
  // spec §2: a search input with no behaviour shown; it is labelled for screen readers all the same.
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search challenges
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
      <input id={id} type="search" placeholder="Search challenges" className="h-10 w-full rounded-full border border-gray-300 bg-white pr-4 pl-9 text-sm placeholder:text-gray-500" />
    </div>
  );
}
