import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAccessTokenHashRedirect } from '@/features/auth/hooks/use-access-token-hash-redirect';
import { useAuthModal } from '@/lib/auth-modal';
import { useRealtime } from '@/lib/realtime';
import { Footer } from './footer';
import { TopNav } from './top-nav';

// The modal's code loads only when someone opens it (Sign In, Get Started, a protected route).
// It lives inside the router so its steps can navigate.
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));

function AuthModalHost() {
  const { request } = useAuthModal();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  useAccessTokenHashRedirect(); // spec §2 root behaviour: /#access_token=… → /auth/callback
  useRealtime(); // live balance, history and notifications from /api/events while signed in
  // A new page starts at the top, and keyboard/screen-reader focus moves to its content.
  useEffect(() => {
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <TopNav />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <AuthModalHost />
    </div>
  );
}
