import { cn } from '@/lib/cn';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useNotificationsT } from '../i18n';

/** Marks every unread notification read (POST /api/notifications/read-all). */
export function MarkAllReadButton({ className }: { className?: string }) {
  const t = useNotificationsT();
  const markAll = useMarkAllNotificationsRead();
  return (
    <button type="button" disabled={markAll.isPending} onClick={() => markAll.mutate()} className={cn('rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60', className)}>
      {t('notifications.feed.markAllRead')}
    </button>
  );
}
