// The admin area (issue #7): behind its gate, its sections as a row of links above the section's screen.
// Each screen is its own chunk, loaded when opened; the routes live here, not in the app's route table,
// so the first load of every other page carries one admin route, not seven.
import { lazy, Suspense } from 'react';
import { Link, NavLink, useRoutes } from 'react-router';
import { Page } from '@/components/ui/page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { AdminRoute } from '../components/admin-route';
import { useAdminT } from '../i18n';
import { translate } from '@/lib/i18n';

const AdminQueue = lazy(() => import('./admin-queue'));
const AdminUsers = lazy(() => import('./admin-users'));
const AdminUser = lazy(() => import('./admin-user'));
const AdminPayouts = lazy(() => import('./admin-payouts'));
const AdminReport = lazy(() => import('./admin-report'));
const AdminFinance = lazy(() => import('./admin-finance'));
const AdminTaxReport = lazy(() => import('./admin-tax-report'));
const AdminAudit = lazy(() => import('./admin-audit'));
const AdminKyc = lazy(() => import('./admin-kyc'));
const AdminKycSubmission = lazy(() => import('./admin-kyc-submission'));

const sections = [
  { label: translate('admin.layout.queue'), to: paths.admin, end: true },
  { label: translate('admin.layout.users'), to: paths.adminUsers, end: false },
  { label: translate('admin.layout.kyc'), to: paths.adminKyc, end: false },
  { label: translate('admin.layout.payouts'), to: paths.adminPayouts, end: false },
  { label: translate('admin.layout.report'), to: paths.adminReport, end: false },
  { label: translate('admin.layout.finance'), to: paths.adminFinance, end: false },
  { label: translate('admin.layout.tax'), to: paths.adminTaxReport, end: false },
  { label: translate('admin.layout.audit'), to: paths.adminAudit, end: false },
] as const;

function UnknownScreen() {
  const t = useAdminT();
  return (
    <Page title={t('admin.layout.notFound')}>
      <Link to={paths.admin} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
        {t('admin.layout.backToQueue')}
      </Link>
    </Page>
  );
}

export function AdminLayout() {
  const t = useAdminT();
  // useRoutes with objects, not <Routes>: the app's entry then needs no createRoutesFromChildren.
  const screen = useRoutes([
    { index: true, element: <AdminQueue /> },
    { path: 'users', element: <AdminUsers /> },
    { path: 'users/:id', element: <AdminUser /> },
    { path: 'payouts', element: <AdminPayouts /> },
    { path: 'report', element: <AdminReport /> },
    { path: 'finance', element: <AdminFinance /> },
    { path: 'tax-report', element: <AdminTaxReport /> },
    { path: 'audit', element: <AdminAudit /> },
    { path: 'kyc', element: <AdminKyc /> },
    { path: 'kyc/:id', element: <AdminKycSubmission /> },
    { path: '*', element: <UnknownScreen /> },
  ]);
  return (
    <AdminRoute>
      <nav aria-label={t('admin.layout.title')} className="mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6">
        <ul className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
          {sections.map(({ label, to, end }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={({ isActive }) => cn('block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap', isActive ? 'bg-brand-50 text-brand-800' : 'text-gray-700 hover:bg-gray-100')}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner label={t('admin.common.loading')} />}>{screen}</Suspense>
    </AdminRoute>
  );
}

export default AdminLayout;
