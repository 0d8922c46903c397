// The withdrawal fee answer in Kiswahili, following GET /api/config exactly as the English copy does
// (content/withdrawal-fee-copy.tsx, DOMAIN.md §3).
import { formatKes } from '@/lib/format';
import { usePublicConfig } from '@/lib/public-config';
import { type FeeTableWords, WithdrawalFeeTable } from '../withdrawal-fee-copy';

const WORDS: FeeTableWords = { caption: 'Ada za utoaji kulingana na thamani ya jumla kwa KES', band: 'Thamani ya jumla ya tokeni unazotoa', fee: 'Ada', above: (kes) => `Zaidi ya ${kes}` };

export function WithdrawalFeeCopySw() {
  const { data: config, isPending, isError } = usePublicConfig();
  if (isPending) return <p className="text-gray-700">Inapakia ada za sasa za utoaji…</p>;
  if (isError || !config) {
    return <p>Imeshindwa kupakia ada za sasa za utoaji. Ada kamili, kama ipo, na kiasi halisi utakachopokea huonyeshwa kwenye pochi yako kila mara kabla ya kuthibitisha utoaji.</p>;
  }
  const minimum = formatKes(config.minNetWithdrawalKes);
  if (config.withdrawalFeeMode === 'free') {
    return <p>Utoaji hauna ada. Unapokea thamani kamili ya KES ya tokeni unazotoa (tokeni 1 = KES 1.00), mradi kiasi ni angalau {minimum}.</p>;
  }
  return (
    <div>
      <p>Ada maalum hukatwa kwa kila utoaji, kulingana na thamani ya jumla ya KES ya tokeni unazotoa (tokeni 1 = KES 1.00):</p>
      <WithdrawalFeeTable tiers={config.withdrawalFeeTiers} words={WORDS} />
      <p>Unapokea thamani ya jumla ukiondoa ada. Kiasi halisi lazima kiwe angalau {minimum}; pochi inaonyesha ada na kiasi halisi kabla ya kuthibitisha.</p>
    </div>
  );
}
