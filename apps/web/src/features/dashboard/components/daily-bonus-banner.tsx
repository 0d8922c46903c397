// spec §2 Dashboard daily bonus banner: shown while today's bonus is open (no claim yet, or the last
// one on an earlier UTC day, spec §4); Claim credits it once per UTC day (DOMAIN.md §5).
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { rewardErrorMessage, useRewards } from '@/lib/rewards';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { isAlreadyClaimed, useClaimDailyBonus } from '../api/claim-daily-bonus';
import { useDashboardFirstViewT } from '../first-view/i18n';

export function DailyBonusBanner() {
  const t = useDashboardFirstViewT();
  const rewards = useRewards();
  const { profile } = useSession();
  const claim = useClaimDailyBonus();
  const { keyFor, complete } = useIdempotencyKey();
  const [error, setError] = useState<string | null>(null);
  const bonus = rewards.data?.dailyBonus;
  // A frozen balance cannot take a bonus: not offered (the account banner says why; issue #24 item 11).
  if (!bonus?.available || profile?.balanceFrozen) return null;

  const onClaim = () => {
    setError(null);
    // The same key until the claim succeeds, so a retry after a lost answer cannot credit twice.
    claim.mutate(
      { idempotencyKey: keyFor('daily-bonus') },
      {
        onSuccess: () => {
          complete();
          // The server's message is English; the catalog says the same in the reader's language.
          toast.success(t('dashboard.bonus.claimed', { tokens: bonus.tokens }));
        },
        onError: (failure) => {
          if (isAlreadyClaimed(failure)) {
            complete();
            toast.info(t('dashboard.bonus.alreadyClaimed'));
            return;
          }
          setError(rewardErrorMessage(failure, { unreachable: t('dashboard.bonus.unreachable'), failed: t('dashboard.bonus.failed') }));
        },
      },
    );
  };

  return (
    <section aria-labelledby="daily-bonus-heading" className="mb-6 rounded-xl border border-accent-500/50 bg-accent-400/15 p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Gift aria-hidden="true" className="h-8 w-8 shrink-0 text-accent-500" />
        <div className="min-w-0 flex-1">
          <h2 id="daily-bonus-heading" className="text-lg font-bold text-gray-900">
            {t('dashboard.bonus.title')}
          </h2>
          <p className="text-sm text-gray-800">{t('dashboard.bonus.body', { tokens: bonus.tokens })}</p>
        </div>
        <Button variant="accent" onClick={onClaim} disabled={claim.isPending} className="shrink-0">
          {claim.isPending ? t('dashboard.bonus.claiming') : t('dashboard.bonus.claim', { tokens: bonus.tokens })}
        </Button>
      </div>
      {error && <FieldError alert>{error}</FieldError>}
    </section>
  );
}
