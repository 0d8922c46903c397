// A person's standing at a glance: admin, suspended, terminated, frozen, KYC status.
import type { AdminUser } from '@changamoto/shared/contract';
import { cn } from '@/lib/cn';
import { adminWord } from '../lib/format';
import { useAdminT } from '../i18n';

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';

export function UserBadges({ user }: { user: AdminUser }) {
  const t = useAdminT();
  return (
    <ul aria-label={t('admin.user.standing')} className="flex flex-wrap gap-1.5">
      {user.role === 'admin' && <li className={cn(badge, 'bg-brand-50 text-brand-800')}>{t('admin.layout.title')}</li>}
      {user.terminatedAt ? <li className={cn(badge, 'bg-red-100 text-red-900')}>{t('admin.user.terminated')}</li> : user.banned && <li className={cn(badge, 'bg-red-100 text-red-900')}>{t('admin.user.suspended')}</li>}
      {user.balanceFrozen && <li className={cn(badge, 'bg-sky-100 text-sky-900')}>{t('admin.user.balanceFrozen')}</li>}
      <li className={cn(badge, user.kycStatus === 'verified' ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-800')}>
        {t('admin.user.kycBadge')} {adminWord(user.kycStatus)}
      </li>
    </ul>
  );
}
