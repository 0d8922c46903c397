// spec §6 Admin Actions on the challenge page, shown to admins only: the panel (and the confirm dialog
// it shares with the admin queue) loads on demand, so nobody else downloads it.
import type { ChallengeDetail } from '@changamoto/shared/contract';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useChallengeDetailT } from '../i18n';

const AdminActionsPanel = lazy(() => import('./admin-actions-panel'));

export function AdminActions({ challenge }: { challenge: ChallengeDetail }) {
  const t = useChallengeDetailT();
  return (
    <Suspense fallback={<Spinner label={t('challenge-detail.admin.loading')} />}>
      <AdminActionsPanel challenge={challenge} />
    </Suspense>
  );
}
