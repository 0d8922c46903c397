// /admin/users/:id: one person (issue #7): account, balances, actions, latest challenges and transactions.
import { useParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { formatTokens } from '@/lib/format';
import { useAdminUser } from '../api/users';
import { QueryState } from '../components/query-state';
import { Section, StatCards } from '../components/section';
import { UserActions } from '../components/user-actions';
import { UserChallenges, UserFacts, UserTransactions } from '../components/user-activity-parts';
import { usePreloadParts } from '@/lib/lazy-part';
import { UserBadges } from '../components/user-badges';
import { useAdminT } from '../i18n';

export function AdminUserRoute() {
  const t = useAdminT();
  const { id = '' } = useParams();
  const person = useAdminUser(id);
  usePreloadParts(UserFacts, UserChallenges, UserTransactions); // while the account loads
  return (
    <Page>
      <QueryState query={person} loadingLabel="Loading the account…">
        {({ user, balances, challenges, transactions }) => (
          <div className="space-y-8">
            <header className="space-y-2">
              <h1 className="text-3xl font-bold tracking-tight break-words text-gray-900">{user.username ?? user.email}</h1>
              <UserBadges user={user} />
            </header>
            <UserFacts user={user} />
            <Section id="balances" title={t('admin.user.balances')}>
              <StatCards
                label={t('admin.user.balances')}
                className="grid-cols-3 text-center"
                items={[
                  [t('admin.fact.withdrawable'), formatTokens(balances.cash)],
                  [t('admin.fact.bonus'), formatTokens(balances.bonus)],
                  [t('admin.fact.total'), formatTokens(balances.total)],
                ]}
              />
            </Section>
            <Section id="actions" title={t('admin.user.actions')}>
              <UserActions user={user} />
            </Section>
            <Section id="challenges" title={t('admin.user.challenges')}>
              <UserChallenges challenges={challenges} />
            </Section>
            <Section id="transactions" title={t('admin.user.transactions')}>
              <UserTransactions transactions={transactions} />
            </Section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}

export default AdminUserRoute;
