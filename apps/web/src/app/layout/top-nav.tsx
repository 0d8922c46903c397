import { Menu, Search, X } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { categoryStrip, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useAuthModal } from '@/lib/auth-modal';

function SearchInput({ id, className }: { id: string; className?: string }) {
  // spec §2: a search input with no behaviour shown; it is labelled for screen readers all the same.
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        Search challenges
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
      <input id={id} type="search" placeholder="Search challenges" className="h-10 w-full rounded-full border border-gray-300 bg-white pr-4 pl-9 text-sm placeholder:text-gray-500" />
    </div>
  );
}

export function CategoryStrip() {
  return (
    <nav aria-label="Categories" className="hidden border-t border-gray-100 bg-white md:block">
      <ul className="mx-auto flex max-w-7xl gap-1 px-6">
        {categoryStrip.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => cn('inline-block border-b-2 px-3 py-2.5 text-sm font-medium', isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-brand-800')}
            >
              {item.label}
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
  const [menuOpen, setMenuOpen] = useState(false);
  // spec §2: on /login and /signup the bar hides search, balance, notifications, menus and the category strip.
  const minimal = pathname === paths.login || pathname === paths.signup;
  const signIn = () => {
    setMenuOpen(false);
    authModal.open({ step: 'email', redirectTo: pathname });
  };

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        {!minimal && <SearchInput id="search-desktop" className="mx-auto hidden w-full max-w-md md:block" />}
        {!minimal && (
          <div className="ml-auto hidden items-center gap-2 md:flex">
            <Button variant="ghost" onClick={signIn}>
              Sign In
            </Button>
            <Button onClick={signIn}>Get Started</Button>
          </div>
        )}
        {!minimal && (
          <button
            type="button"
            className="ml-auto inline-flex h-11 w-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </button>
        )}
      </div>
      {!minimal && <CategoryStrip />}
      {!minimal && menuOpen && (
        <div id="mobile-menu" className="border-t border-gray-100 bg-white px-4 pt-3 pb-5 md:hidden">
          <SearchInput id="search-mobile" />
          <nav aria-label="Mobile categories" className="mt-3">
            <ul className="grid grid-cols-2 gap-1">
              {categoryStrip.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} onClick={() => setMenuOpen(false)} className="block rounded-lg px-3 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-100">
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={signIn}>
              Sign In
            </Button>
            <Button onClick={signIn}>Get Started</Button>
          </div>
        </div>
      )}
    </header>
  );
}
