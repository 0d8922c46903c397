// The signed-in right side of the desktop bar (spec §2): token balance, notifications, Add Tokens, avatar dropdown.
// Loaded only once someone is signed in, so visitors never download the dropdown library.
import type { Profile } from '@changamoto/shared/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { UserAvatar } from '@/features/profile/components/user-avatar';
import { displayName } from '@/features/profile/utils/format';
import { accountLinksFor } from './account-links';
import { TokenBalance } from './token-balance';
import { useSharedT } from '@/lib/i18n';
import { LOCALES, type Locale } from '@changamoto/shared/domain';
import { useLocale } from '@/lib/i18n/define-catalog';
import { useChangeLanguage } from '@/lib/i18n/use-change-language';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-800 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

export function UserMenu({ profile, onLogout, isLoggingOut }: { profile: Profile; onLogout: () => Promise<void>; isLoggingOut: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useSharedT();
  const locale = useLocale();
  const { changeLanguage, isChanging } = useChangeLanguage();
  return (
    <div className="ml-auto hidden items-center gap-3 md:flex">
      <TokenBalance tokens={profile.tokens} />
      <NotificationsBell />
      <ButtonLink to={paths.wallet} variant="accent" size="sm">
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('shell.addTokens')}
      </ButtonLink>
      {/* Not modal: a modal menu hides the page from assistive technology (aria-hidden) while its links stay focusable. */}
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger aria-label={t('shell.accountMenu')} className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
          <UserAvatar profile={profile} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-52 rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
            <DropdownMenu.Label className="truncate px-3 py-2 text-xs font-medium text-gray-600">{displayName(profile)}</DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
            {accountLinksFor(profile).map((link) => (
              <DropdownMenu.Item key={link.to} asChild className={itemClass}>
                <Link to={link.to}>{t(link.key)}</Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
            {/* Inside a menu the switch is a radio group of menu items (a plain group of buttons inside
                role=menu breaks its required children, which axe flags). */}
            <DropdownMenu.Label className="px-3 pt-1 text-xs font-medium text-gray-600">{t('common.language.label')}</DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => void changeLanguage(value as Locale)}>
              {LOCALES.map((option) => (
                <DropdownMenu.RadioItem key={option} value={option} lang={option} disabled={isChanging} className={itemClass} onSelect={(event) => event.preventDefault()}>
                  <span aria-hidden="true" className="w-4">
                    {locale === option ? '✓' : ''}
                  </span>
                  {t(`common.language.${option}`)}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
            <DropdownMenu.Item
              className={itemClass}
              disabled={isLoggingOut}
              onSelect={(event) => {
                // Keep the menu open so 'Logging out...' stays visible while the request runs.
                event.preventDefault();
                void onLogout().finally(() => setOpen(false));
              }}
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {isLoggingOut ? t('shell.loggingOut') : t('shell.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}
