import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useAccessTokenHashRedirect } from '@/features/auth/hooks/use-access-token-hash-redirect';
import { usePhoneStepOffer } from '@/features/auth/hooks/use-phone-step-offer';
import { useAuthModal } from '@/lib/auth-modal';
import { useRealtime } from '@/lib/realtime';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { useSession } from '@/lib/auth/session';
import { TopNav } from './top-nav';
import { useSharedT } from '@/lib/i18n';

// The modal's code loads only when someone opens it (Sign In, Get Started, a protected route).
// It lives inside the router so its steps can navigate.
const AuthModal = lazy(() => import('@/features/auth/components/auth-modal'));
/** Desktop only, below every page: its own chunk, off every first load (a phone never asks for it). */
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));
/** Only for a person whose balance is frozen or who is on a break: off everyone else's first load. */
const AccountStateBanner = lazy(() => import('./account-state-banner'));

/** issue #24 item 11: the account's state on every page, before the person acts. */
function AccountState() {
  const { profile } = useSession();
  if (!profile?.balanceFrozen && !profile?.activeExclusion) return null;
  return (
    <Suspense fallback={null}>
      <AccountStateBanner />
    </Suspense>
  );
}

function AuthModalHost() {
  const { request } = useAuthModal();
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}

/**
 * Live balance, history and notifications from /api/events while signed in. A component of its own so
 * that the session arriving re-renders it, not the whole layout (TopNav and the page follow the session
 * themselves).
 */
function LiveUpdates() {
  useRealtime();
  return null;
}

/** The optional phone step at the first sign-in after the e-mail is confirmed (spec §2 Sign-up). Its own component, like LiveUpdates. */
function PhoneStepOffer() {
  usePhoneStepOffer();
  return null;
}

export function AppLayout() {
  const { pathname } = useLocation();
  useAccessTokenHashRedirect(); // spec §2 root behaviour: /#access_token=… → /auth/callback
  // spec §2: the footer is desktop only; a phone does not build it at all.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const t = useSharedT();
  // A new page starts at the top, and keyboard/screen-reader focus moves to its content. Not on the
  // first page: the browser already starts there, and focusing forces a layout while the app starts.
  const firstPage = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPage.current === pathname) return;
    firstPage.current = null;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('shell.skipToContent')}
      </a>
      <TopNav />
      <AccountState />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      {desktop && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <LiveUpdates />
      <PhoneStepOffer />
      <AuthModalHost />
    </div>
  );
}
