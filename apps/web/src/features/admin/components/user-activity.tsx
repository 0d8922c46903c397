// A person's latest challenges (with feature/unfeature) and transactions, as the admin sees them.
import type { AdminUser, ChallengeListItem, WalletTransaction } from '@changamoto/shared/contract';
import { CHALLENGE_TYPE_LABELS, challengeStatusLabel, transactionTypeLabel } from '@changamoto/shared/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime, formatTokens } from '@/lib/format';
import { adminWord } from '../lib/format';
import { FeatureToggle } from './feature-toggle';
import { FactList } from './section';
import { useAdminT } from '../i18n';

export function UserChallenges({ challenges }: { challenges: ChallengeListItem[] }) {
  const t = useAdminT();
  if (challenges.length === 0) return <p className="text-gray-700">{t('admin.user.noChallenges')}</p>;
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {challenges.map((c) => (
        <li key={c.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link to={paths.challenge(c.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              {c.title}
            </Link>
            <p className="text-sm text-gray-700">
              {CHALLENGE_TYPE_LABELS[c.type]} · {challengeStatusLabel(c.status)} · {formatTokens(c.totalJackpot)}
              {c.isFeatured && ' · Featured'}
            </p>
          </div>
          <FeatureToggle id={c.id} featured={c.isFeatured} />
        </li>
      ))}
    </ul>
  );
}

export function UserTransactions({ transactions }: { transactions: WalletTransaction[] }) {
  const t = useAdminT();
  if (transactions.length === 0) return <p className="text-gray-700">{t('admin.user.noTransactions')}</p>;
  return (
    <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {transactions.map((t) => (
        <li key={t.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center">
          <div>
            <p className="font-semibold text-gray-900">{transactionTypeLabel(t.type)}</p>
            <p className="text-gray-700">
              <time dateTime={t.createdAt}>{formatDateTime(t.createdAt)}</time> · {adminWord(t.status)}
              {t.reference && ` · ${t.reference}`}
            </p>
            {t.errorMessage && <p className="text-red-800">{t.errorMessage}</p>}
          </div>
          <p className="font-semibold text-gray-900 sm:text-right">{formatTokens(t.amountTokens)}</p>
        </li>
      ))}
    </ul>
  );
}

/** The account's facts as a definition list. */
export function UserFacts({ user }: { user: AdminUser }) {
  const t = useAdminT();
  const facts: [string, string][] = [
    [t('admin.fact.email'), user.email ?? t('admin.fact.noEmail')],
    [t('admin.fact.phone'), user.phone ?? '—'],
    [t('admin.fact.role'), adminWord(user.role)],
    [t('admin.fact.region'), user.region],
    [t('admin.fact.kyc'), adminWord(user.kycStatus)],
    [t('admin.fact.joined'), formatDateTime(user.createdAt)],
  ];
  if (user.banned) {
    const reason = user.banReason ?? t('admin.user.noReasonGiven');
    facts.push([t('admin.fact.suspended'), user.banExpires ? t('admin.fact.until', { reason, when: formatDateTime(user.banExpires) }) : reason]);
  }
  if (user.terminatedAt) facts.push([t('admin.fact.terminated'), formatDateTime(user.terminatedAt)]);
  return <FactList facts={facts} />;
}
