// The live badge next to the username (spec §2 Sign-up, §4 Username availability).
import { CircleAlert, CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import type { UsernameAvailability } from '../hooks/use-username-availability';
import { useAuthT } from '../i18n';
import { USERNAME_MESSAGES } from '../messages';

export function UsernameAvailabilityBadge({ status }: { status: UsernameAvailability }) {
  const t = useAuthT();
  return (
    <span role="status" aria-live="polite" className="text-sm font-medium">
      {status === 'checking' && (
        <span className="inline-flex items-center gap-1 text-gray-700">
          <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
          {t('auth.username.checking')}
        </span>
      )}
      {status === 'available' && (
        <span className="inline-flex items-center gap-1 text-brand-700">
          <CircleCheck aria-hidden="true" className="h-4 w-4" />
          {t('auth.username.available')}
        </span>
      )}
      {status === 'taken' && (
        <span className="inline-flex items-center gap-1 text-red-700">
          <CircleX aria-hidden="true" className="h-4 w-4" />
          {t('auth.username.takenBadge')}
        </span>
      )}
      {status === 'error' && (
        <span className="inline-flex items-center gap-1 text-amber-800">
          <CircleAlert aria-hidden="true" className="h-4 w-4" />
          {USERNAME_MESSAGES.checkFailed}
        </span>
      )}
    </span>
  );
}

/** Why a submit is held back by the check, or null when it may go ahead (spec §5 Sign-up). */
export function usernameSubmitBlock(status: UsernameAvailability): string | null {
  if (status === 'checking') return USERNAME_MESSAGES.waitForCheck;
  if (status === 'taken') return USERNAME_MESSAGES.taken;
  return null;
}
