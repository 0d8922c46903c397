// The signed-in right side of the phone bar (issue #16): the token balance and the notifications bell
// with its unread badge, beside the menu toggle. The same components as the desktop bar, so the same
// queries (['wallet'], the unread count) and the same live updates keep them current: no fetching of its own.
import type { Profile } from '@changamoto/shared/contract';
import { lazy, Suspense } from 'react';
import { TokenBalance } from './token-balance';

// Signed-in people only: visitors' first load does not carry the bell and its popover.
const NotificationsBell = lazy(() => import('@/features/notifications/components/notifications-bell'));

/** A pill narrow enough for a 320 px screen beside the logo's mark, the bell and the menu toggle. */
const balanceClass = 'inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-400/20 px-2.5 py-1 text-sm font-semibold whitespace-nowrap text-gray-900';

export function PhoneAccountBar({ profile }: { profile: Profile }) {
  return (
    <div className="ml-auto flex min-w-0 items-center gap-1 md:hidden">
      <TokenBalance tokens={profile.tokens} className={balanceClass} />
      <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
        {/* The popover hangs from the bar, not the bell, so on a phone it stays inside the screen. */}
        <NotificationsBell anchor="bar" />
      </Suspense>
    </div>
  );
}
