// The phone menu behind the toggle (spec §2 Mobile): search, category links, then either sign-in
// buttons or the signed-in person's name or email, tokens, account links and Logout. The notifications
// bell is in the bar itself (phone-account-bar.tsx), always in reach, so the menu does not repeat it.
import type { Profile } from '@changamoto/shared/contract';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { categoryStrip, paths } from '@/config/paths';
import { UserAvatar } from '@/features/profile/components/user-avatar';
import { displayName } from '@/features/profile/utils/format';
import { accountLinksFor } from './account-links';
import { SearchBox } from './search-box';
import { TokenBalance } from './token-balance';
import { useSharedT } from '@/lib/i18n';
import { LanguageSwitch } from '@/lib/i18n/language-switch';

const linkClass = 'block rounded-lg px-3 py-2.5 text-sm font-medium text-gray-800 hover:bg-gray-100';

interface MobileMenuProps {
  /** null: signed out. */
  profile: Profile | null;
  onClose: () => void;
  onSignIn: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
}

export function MobileMenu({ profile, onClose, onSignIn, onLogout, isLoggingOut }: MobileMenuProps) {
  const t = useSharedT();
  return (
    <div id="mobile-menu" className="border-t border-gray-100 bg-white px-4 pt-3 pb-5 md:hidden">
      <SearchBox id="search-mobile" onNavigate={onClose} />
      <nav aria-label={t('shell.mobileCategories')} className="mt-3">
        <ul className="grid grid-cols-2 gap-1">
          {categoryStrip.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} onClick={onClose} className={linkClass}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {profile ? (
        <div className="mt-4 border-t border-gray-100 pt-4">
          <div className="flex items-center gap-3 px-1">
            <UserAvatar profile={profile} />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900">{displayName(profile)}</p>
              <TokenBalance tokens={profile.tokens} className="inline-flex items-center gap-1 text-sm text-gray-700" />
            </div>
          </div>
          <ButtonLink to={paths.wallet} variant="accent" size="sm" className="mt-3 w-full" onClick={onClose}>
            {t('shell.addTokens')}
          </ButtonLink>
          <nav aria-label={t('shell.account')} className="mt-3">
            <ul className="space-y-1">
              {accountLinksFor(profile).map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={onClose} className={linkClass}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button variant="outline" className="mt-3 w-full" disabled={isLoggingOut} onClick={onLogout}>
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {isLoggingOut ? t('shell.loggingOut') : t('shell.logout')}
          </Button>
          <LanguageSwitch className="mt-3" />
        </div>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button variant="outline" onClick={onSignIn}>
              {t('shell.signIn')}
            </Button>
            <Button onClick={onSignIn}>{t('shell.getStarted')}</Button>
          </div>
          <LanguageSwitch className="mt-3" />
        </>
      )}
    </div>
  );
}
