// The top navigation bar (spec §2): logo, search, category strip, and either the signed-out
// buttons or the signed-in balance and account menu. A phone gets the same through the menu toggle.
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { categoryStrip, paths } from '@/config/paths';
import { useAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { SearchBox } from './search-box';
import { useLogout } from './use-logout';
import { useSharedT } from '@/lib/i18n';

// The dropdown library is only needed by signed-in people; visitors' first load stays smaller.
// Phones never show this part of the bar (md:flex), so they do not load or render it at all: ~40 KB
// gzip of menu, popover and bell code kept off a slow CPU (their menu is the toggle's MobileMenu).
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));
// The phone menu is built only when the toggle opens it: its code (links, account part, language switch)
// is a chunk of its own, fetched as soon as a finger or the pointer reaches the toggle.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);
// Signed-in phones only (balance and bell): visitors' first load does not carry it or the formatters.
const PhoneAccountBar = lazy(() => import('./phone-account-bar').then((module) => ({ default: module.PhoneAccountBar })));

export function CategoryStrip() {
  const t = useSharedT();
  return (
    <nav aria-label={t('shell.categories')} className="hidden border-t border-gray-100 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 px-6">
        {categoryStrip.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => cn('inline-block border-b-2 px-3 py-2.5 text-sm font-medium', isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-brand-800')}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function TopNav() {
  const { pathname } = useLocation();
  const authModal = useAuthModal();
  const { profile, isLoading } = useSession();
  const { logout, isLoggingOut } = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const t = useSharedT();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // spec §2: on /login and /signup the bar hides search, balance, notifications, menus and the category strip.
  const minimal = pathname === paths.login || pathname === paths.signup;
  // A signed-in phone shows its balance and bell in the bar itself, beside the menu toggle.
  const phoneAccount = !minimal && !isLoading && profile && !desktop ? profile : null;

  // Any navigation (a link in the menu, Logout sending the person home) closes the phone menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const signIn = () => {
    // Like /login: after signing in from the top bar people go to their dashboard (spec §2). The phone
    // menu stays open under the window, so Escape gives focus back to the Sign In button that opened it
    // (issue #24 item 13); the navigation after a sign-in closes the menu.
    authModal.open({ step: 'email' });
  };

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      {/* relative: the phone bell's popover hangs from this row (NotificationsBell anchor="bar"). */}
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo compact={Boolean(phoneAccount)} />
        {!minimal && <SearchBox id="search-desktop" className="mx-auto hidden w-full max-w-md md:block" />}
        {/* While the session loads, show neither state so a signed-in visitor never sees Sign In flash. */}
        {!minimal && !isLoading && profile && desktop && (
          <Suspense fallback={null}>
            <UserMenu profile={profile} onLogout={logout} isLoggingOut={isLoggingOut} />
          </Suspense>
        )}
        {!minimal && !isLoading && !profile && (
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <Button variant="ghost" onClick={signIn}>
              {t('shell.signIn')}
            </Button>
            <Button onClick={signIn}>{t('shell.getStarted')}</Button>
          </div>
        )}
        {phoneAccount && (
          // Until it arrives, its place on the right: the menu toggle does not jump.
          <Suspense fallback={<div aria-hidden="true" className="ml-auto md:hidden" />}>
            <PhoneAccountBar profile={phoneAccount} />
          </Suspense>
        )}
        {!minimal && (
          <button
            type="button"
            className={cn(!phoneAccount && 'ml-auto', 'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            onPointerEnter={preloadMobileMenu}
            onTouchStart={preloadMobileMenu}
            onFocus={preloadMobileMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        )}
      </div>
      {!minimal && <CategoryStrip />}
      {!minimal && menuOpen && !isLoading && (
        <Suspense fallback={null}>
          <MobileMenu profile={profile} onClose={() => setMenuOpen(false)} onSignIn={signIn} onLogout={() => void logout()} isLoggingOut={isLoggingOut} />
        </Suspense>
      )}
    </header>
  );
}
