import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useSharedT } from '@/lib/i18n';

/** A spinner that appears only after `delayMs` (spec §2: debounced by 100 ms) so fast loads never flash. */
export function Spinner({ label, delayMs = 100, className }: { label?: string; delayMs?: number; className?: string }) {
  const t = useSharedT();
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <div role="status" aria-live="polite" className={cn('flex items-center justify-center py-10', className)}>
      {visible && <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />}
      <span className="sr-only">{label ?? t('components.loading')}</span>
    </div>
  );
}
