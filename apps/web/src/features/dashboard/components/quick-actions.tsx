// spec §2 Dashboard quick actions: the next things a player usually does, one tap each.
import { Compass, Gift, Lightbulb, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type DashboardFirstViewKey, useDashboardFirstViewT } from '../first-view/i18n';

const actions = [
  { to: paths.newChallenge, label: 'dashboard.quick.create', hint: 'dashboard.quick.createHint', Icon: Plus },
  { to: paths.challenges, label: 'dashboard.quick.explore', hint: 'dashboard.quick.exploreHint', Icon: Compass },
  { to: paths.profile, label: 'dashboard.quick.invite', hint: 'dashboard.quick.inviteHint', Icon: Gift },
  { to: paths.getStarted, label: 'dashboard.quick.howItWorks', hint: 'dashboard.quick.howItWorksHint', Icon: Lightbulb },
] as const satisfies readonly { to: string; label: DashboardFirstViewKey; hint: DashboardFirstViewKey; Icon: unknown }[];

export function QuickActions() {
  const t = useDashboardFirstViewT();
  return (
    <nav aria-labelledby="quick-actions-heading" className="mt-10">
      <h2 id="quick-actions-heading" className="text-xl font-bold text-gray-900 sm:text-2xl">
        {t('dashboard.quick.title')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {actions.map(({ to, label, hint, Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="flex h-full flex-col gap-1 rounded-xl border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
              <span className="font-semibold text-gray-900">{t(label)}</span>
              <span className="text-sm text-gray-700">{t(hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
