// Every route is its own chunk (code-split), so a phone downloads only the page it opens.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './routes/route-error';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({ lazy: async () => ({ Component: (await load()).default }) });
/** A page only for signed-in people (spec §2 protected routes). */
const protectedPage = (load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const Page = (await load()).default;
    return { Component: () => <ProtectedRoute><Page /></ProtectedRoute> };
  },
});

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('@/features/home/routes/home')) },
      { path: 'about-us', ...page(() => import('@/features/company/routes/about-us')) },
      { path: 'blog', ...page(() => import('@/features/company/routes/blog')) },
      { path: 'careers', ...page(() => import('@/features/company/routes/careers')) },
      { path: 'contact-us', ...page(() => import('@/features/contact/routes/contact-us')) },
      { path: 'faqs', ...page(() => import('@/features/legal/routes/faqs')) },
      { path: 'privacy-policy', ...page(() => import('@/features/legal/routes/privacy-policy')) },
      { path: 'terms-of-service', ...page(() => import('@/features/legal/routes/terms-of-service')) },
      { path: 'legal', ...page(() => import('@/features/legal/routes/legal-documents')) },
      { path: 'login', ...page(() => import('@/features/auth/routes/login')) },
      { path: 'signup', ...page(() => import('@/features/auth/routes/signup')) },
      { path: 'auth/callback', ...page(() => import('@/features/auth/routes/auth-callback')) },
      { path: 'auth/confirm-email', ...page(() => import('@/features/auth/routes/confirm-email')) },
      { path: 'auth/verify-email', ...page(() => import('@/features/auth/routes/verify-email')) },
      { path: 'auth/email-link', ...page(() => import('@/features/auth/routes/email-link')) },
      { path: 'auth/two-factor', ...page(() => import('@/features/auth/routes/two-factor')) },
      { path: 'profile', ...protectedPage(() => import('@/features/profile/routes/profile')) },
      { path: 'verify-identity', ...protectedPage(() => import('@/features/kyc/routes/verify-identity')) },
      { path: 'dashboard', ...protectedPage(() => import('@/features/dashboard/routes/dashboard')) },
      { path: 'get-started', ...protectedPage(() => import('@/features/onboarding/routes/get-started')) },
      { path: 'wallet', ...protectedPage(() => import('@/features/wallet/routes/wallet')) },
      { path: 'notifications', ...protectedPage(() => import('@/features/notifications/routes/notifications')) },
      { path: 'challenges', ...page(() => import('@/features/challenges/routes/challenges')) },
      { path: 'challenges/new', ...protectedPage(() => import('@/features/create-challenge/routes/new-challenge')) },
      { path: 'challenges/invite/:id', ...protectedPage(() => import('@/features/challenge-detail/routes/challenge-invite')) },
      { path: 'challenges/:id', ...page(() => import('@/features/challenge-detail/routes/challenge-detail')) },
      { path: 'category/:categoryName', ...page(() => import('@/features/challenges/routes/category')) },
      { path: 'my-challenges', ...protectedPage(() => import('@/features/challenges/routes/my-challenges')) },
      { path: 'wallet/paystack-callback', ...page(() => import('@/features/wallet/routes/paystack-callback')) },
      { path: 'transactions/:id', ...protectedPage(() => import('@/features/wallet/routes/transaction')) },
      // The admin area: only admins get past its gate; its screens are routed inside its own chunk.
      { path: 'admin/*', ...protectedPage(() => import('@/features/admin/routes/admin-layout')) },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
