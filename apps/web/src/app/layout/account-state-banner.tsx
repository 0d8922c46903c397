// issue #24 item 11: tell people their state before they act. A signed-in person whose balance is frozen,
// or who is on a break (or closed their account), sees why and until when on every page; the forms that
// cannot work are disabled where they are (useSpendBlock).
import { FROZEN_BANNER } from '@changamoto/shared/domain';
import { useSession } from '@/lib/auth/session';
import { useSharedT } from '@/lib/i18n';

export function AccountStateBanner() {
  const { profile } = useSession();
  const t = useSharedT();
  const exclusion = profile?.activeExclusion;
  const lines = [profile?.balanceFrozen ? FROZEN_BANNER : null, exclusion?.message ?? null].filter((line): line is string => Boolean(line));
  if (!lines.length) return null;
  return (
    <div role="status" aria-label={t('shell.accountStatus')} className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
      {lines.map((line) => (
        <p key={line} className="mx-auto max-w-6xl">
          {line}
        </p>
      ))}
    </div>
  );
}

export default AccountStateBanner;
