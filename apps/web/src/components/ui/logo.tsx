import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSharedT } from '@/lib/i18n';

/** `compact`: the mark alone below `sm` (the signed-in phone bar needs the room); the link keeps its name. */
export function Logo({ tone = 'dark', compact = false }: { tone?: 'dark' | 'light'; compact?: boolean }) {
  const t = useSharedT();
  return (
    <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md font-extrabold tracking-tight" aria-label={t('components.logo.home')}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#065f46" />
        <path d="M21.5 10.5a8 8 0 1 0 0 11" fill="none" stroke="#fbbf24" strokeWidth="3.5" strokeLinecap="round" />
      </svg>
      <span className={cn(tone === 'dark' ? 'text-xl text-brand-800' : 'text-xl text-white', compact && 'hidden sm:inline')}>Changamoto</span>
    </Link>
  );
}
