// The admin area's gate (issue #7). The router wraps the area in ProtectedRoute, so a visitor gets the
// usual sign-in prompt; here a signed-in person without role admin gets 'Admins only'. Only a courtesy:
// the server refuses every admin call from anyone else anyway.
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { useAdminT } from '../i18n';

export function AdminsOnly() {
  const t = useAdminT();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('admin.route.adminsOnly')}</h1>
      <p className="mt-2 text-gray-700">{t('admin.route.noAccess')}</p>
      <ButtonLink to={paths.home} variant="outline" className="mt-8">
        {t('admin.route.goHome')}
      </ButtonLink>
    </div>
  );
}

export function AdminRoute({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const { profile, isLoading } = useSession();
  if (isLoading) return <Spinner label={t('admin.common.loading')} />;
  return profile?.role === 'admin' ? <>{children}</> : <AdminsOnly />;
}
