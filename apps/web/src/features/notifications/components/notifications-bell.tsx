// The top bar's notifications popover (spec §2): a bell whose badge shows the unread count, opening
// the newest unread notifications. Keyboard: the bell is a button; the popover takes focus when it
// opens, Escape closes it and gives focus back to the bell; clicking outside or tabbing away closes it.
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useUnreadCount } from '@/lib/queries/notifications';
import { badgeText, bellLabel } from '../lib/format';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationFeed } from './notification-feed';
import { useNotificationsT } from '../i18n';

/** How many the popover shows; the rest are on /notifications. */
export const POPOVER_LIMIT = 5;

/**
 * `anchor`: where the popover hangs from. 'bell' (the desktop bar) right below the bell; 'bar' (the
 * phone bar, whose bell sits left of the menu toggle) from the nearest positioned ancestor, the bar's
 * row, so its width of up to 100vw − 2rem never runs off the left of a 320 px screen.
 */
export function NotificationsBell({ className, anchor = 'bell' }: { className?: string; anchor?: 'bell' | 'bar' }) {
  // The hook re-renders the bell on a language switch, so bellLabel (translate) reads the new words.
  const t = useNotificationsT();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Any navigation (a clicked notification, View all) closes the popover.
  const { pathname } = useLocation();
  const [openPath, setOpenPath] = useState(pathname);
  if (openPath !== pathname) {
    setOpenPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const closeAndRefocus = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    closeAndRefocus();
  };
  // Tabbing out closes it; a blur without a new focus (Safari does not focus clicked buttons) does not.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setOpen(false);
  };

  const unread = count.data ?? 0;
  return (
    <div ref={rootRef} className={cn(anchor === 'bell' && 'relative', className)} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(count.data)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={cn('absolute top-full z-50 mt-2 w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-gray-200 bg-white shadow-lg focus:outline-none', anchor === 'bell' ? 'right-0' : 'right-4 sm:right-6')}
        >
          <div className="flex items-center justify-between gap-2 border-b border-gray-100 px-4 py-3">
            <h2 id={titleId} className="text-sm font-bold text-gray-900">
              {t('notifications.bell.title')}
            </h2>
            {unread > 0 && <MarkAllReadButton />}
          </div>
          <NotificationFeed limit={POPOVER_LIMIT} onNavigate={() => setOpen(false)} className="max-h-96 overflow-y-auto" />
          <div className="border-t border-gray-100 px-4 py-2 text-center">
            <Link to={paths.notifications} onClick={() => setOpen(false)} className="text-sm font-semibold text-brand-700 hover:underline">
              {t('notifications.bell.viewAll')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}

export default NotificationsBell;
