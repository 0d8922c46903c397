// Every route is its own chunk (code-split), so a phone downloads only the page it opens.
// Declarative routes (useRoutes inside <BrowserRouter>), not the data router: the app uses no
// loaders, actions or fetchers, and createBrowserRouter would add ~18 KB gzip to every first load.
import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ProtectedRoute } from './protected-route';
import { ChallengeDetailData, HomeData, WalletData } from './route-data';
import { routeShells } from './route-shells';
import { RouteErrorBoundary } from './routes/route-error-boundary';

type RouteModule = { default: ComponentType };
/** One import per route module, however often it is asked for (render, preload). */
const once = (load: () => Promise<RouteModule>) => {
  let loading: Promise<RouteModule> | undefined;
  return () => (loading ??= load());
};
/** Each route's page code by the route's element, for loadFirstPage. */
const pageLoads = new WeakMap<object, () => Promise<RouteModule>>();
const withLoad = (element: ReactElement, load: () => Promise<RouteModule>) => (pageLoads.set(element, load), element);

/** `data` starts the page's requests beside its code download (route-data.tsx). */
const page = (load: () => Promise<RouteModule>, data?: ReactNode): ReactNode => {
  const loadOnce = once(load);
  const Page = lazy(loadOnce);
  return withLoad(
    <>
      {data}
      <Page />
    </>,
    loadOnce,
  );
};
/**
 * A page only for signed-in people (spec §2 protected routes). `shell` (app/route-shells.tsx) stands
 * in while the session and the page's code load; `data` starts the page's reads once someone is
 * signed in, beside the page's code (route-data.tsx).
 */
const protectedPage = (load: () => Promise<RouteModule>, { shell, data, play }: { shell?: ReactElement; data?: ReactNode; play?: boolean } = {}): ReactNode => {
  const loadOnce = once(load);
  const Page = lazy(loadOnce);
  function Guarded() {
    // Fetch the page's code while the session loads, not after it: no waterfall on a slow network.
    void loadOnce();
    return (
      <ProtectedRoute loading={shell} play={play}>
        {data}
        {shell ? (
          <Suspense fallback={shell}>
            <Page />
          </Suspense>
        ) : (
          <Page />
        )}
      </ProtectedRoute>
    );
  }
  return withLoad(<Guarded />, loadOnce);
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: page(() => import('@/features/home/routes/home'), <HomeData />) },
      { path: 'about-us', element: page(() => import('@/features/company/routes/about-us')) },
      { path: 'blog', element: page(() => import('@/features/company/routes/blog')) },
      { path: 'careers', element: page(() => import('@/features/company/routes/careers')) },
      { path: 'contact-us', element: page(() => import('@/features/contact/routes/contact-us')) },
      { path: 'faqs', element: page(() => import('@/features/legal/routes/faqs')) },
      { path: 'privacy-policy', element: page(() => import('@/features/legal/routes/privacy-policy')) },
      { path: 'terms-of-service', element: page(() => import('@/features/legal/routes/terms-of-service')) },
      { path: 'legal', element: page(() => import('@/features/legal/routes/legal-documents')) },
      { path: 'login', element: page(() => import('@/features/auth/routes/login')) },
      { path: 'signup', element: page(() => import('@/features/auth/routes/signup')) },
      { path: 'auth/callback', element: page(() => import('@/features/auth/routes/auth-callback')) },
      { path: 'auth/confirm-email', element: page(() => import('@/features/auth/routes/confirm-email')) },
      { path: 'auth/verify-email', element: page(() => import('@/features/auth/routes/verify-email')) },
      { path: 'auth/email-link', element: page(() => import('@/features/auth/routes/email-link')) },
      { path: 'auth/two-factor', element: page(() => import('@/features/auth/routes/two-factor')) },
      { path: 'auth/forgot-password', element: page(() => import('@/features/auth/routes/forgot-password')) },
      { path: 'auth/reset-password', element: page(() => import('@/features/auth/routes/reset-password')) },
      { path: 'profile', element: protectedPage(() => import('@/features/profile/routes/profile')) },
      { path: 'verify-identity', element: protectedPage(() => import('@/features/kyc/routes/verify-identity')) },
      // play: pages that move tokens wait for 'Complete Your Profile' (issue #24 item 1).
      { path: 'dashboard', element: protectedPage(() => import('@/features/dashboard/routes/dashboard'), { play: true }) },
      { path: 'get-started', element: protectedPage(() => import('@/features/onboarding/routes/get-started')) },
      { path: 'wallet', element: protectedPage(() => import('@/features/wallet/routes/wallet'), { shell: routeShells.wallet, data: <WalletData />, play: true }) },
      { path: 'notifications', element: protectedPage(() => import('@/features/notifications/routes/notifications')) },
      { path: 'challenges', element: page(() => import('@/features/challenges/routes/challenges')) },
      { path: 'challenges/new', element: protectedPage(() => import('@/features/create-challenge/routes/new-challenge'), { play: true }) },
      { path: 'challenges/invite/:id', element: protectedPage(() => import('@/features/challenge-detail/routes/challenge-invite'), { play: true }) },
      // A public page: an unfinished account that presses Join or Back is refused (profile_incomplete) and
      // the refusal opens Complete Your Profile (lib/auth-modal.tsx), without a redirect in every first load.
      { path: 'challenges/:id', element: page(() => import('@/features/challenge-detail/routes/challenge-detail'), <ChallengeDetailData />) },
      { path: 'category/:categoryName', element: page(() => import('@/features/challenges/routes/category')) },
      { path: 'my-challenges', element: protectedPage(() => import('@/features/challenges/routes/my-challenges')) },
      { path: 'wallet/paystack-callback', element: page(() => import('@/features/wallet/routes/paystack-callback')) },
      { path: 'transactions/:id', element: protectedPage(() => import('@/features/wallet/routes/transaction')) },
      // The admin area: only admins get past its gate; its screens are routed inside its own chunk.
      { path: 'admin/*', element: protectedPage(() => import('@/features/admin/routes/admin-layout')) },
      { path: '*', element: page(() => import('./routes/not-found')) },
    ],
  },
];

/**
 * The first page's code, for main.tsx to wait for before the app's first render (decision 047). The
 * server's HTML preloads it beside the framework, so this costs no round trip; but if React rendered
 * first, the page would suspend, React would commit the route's fallback ('Loading…') over the top bar
 * and any page shell the HTML brought, and reveal the page only ≥ 300 ms after that (its throttle for
 * content replacing a fallback) even though the code had long arrived. Resolved, the lazy page renders
 * in the first commit.
 */
export function loadFirstPage(pathname: string): Promise<unknown> {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  const load = element && typeof element === 'object' ? pageLoads.get(element) : undefined;
  return load ? load() : Promise.resolve();
}

/** The page for the current URL; a page that fails (e.g. its chunk lost on a flaky connection) shows RouteError until the next navigation. */
/**
 * A navigation's page code in one round (lib/route-files.ts): its chunk's imports are asked for beside the
 * chunk. Not for the first page, whose files the HTML already preloads; only in a build (the list is dist's).
 */
function usePreloadRouteFiles(pathname: string) {
  const first = useRef<string | null>(pathname);
  useEffect(() => {
    if (!import.meta.env.PROD || first.current === pathname) return;
    first.current = null;
    void import('@/lib/route-files').then((m) => m.preloadRouteFiles(pathname)).catch(() => undefined);
  }, [pathname]);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  usePreloadRouteFiles(pathname);
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}
