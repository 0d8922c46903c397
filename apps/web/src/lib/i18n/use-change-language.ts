// Switching language (the switch in the top bar's menu and on the profile): the page changes at once;
// a signed-in person's choice is saved on the profile (e-mails and SMS follow it), a visitor's in a cookie.
import type { Locale } from '@changamoto/shared/domain';
import type { Profile } from '@changamoto/shared/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { sessionQueryKey } from '@/lib/queries/session';
import { toast } from '@/lib/toast';
import { activateLocale, rememberLocaleInCookie, translate } from './runtime';

export function useChangeLanguage() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const [isChanging, setChanging] = useState(false);

  async function changeLanguage(locale: Locale): Promise<void> {
    setChanging(true);
    try {
      await activateLocale(locale);
      rememberLocaleInCookie(locale);
      if (profile && profile.locale !== locale) {
        const saved = await api('updateMyProfile', { body: { locale } });
        queryClient.setQueryData<Profile>(sessionQueryKey, saved);
      }
    } catch {
      toast.error(translate('common.language.saveFailed'));
    } finally {
      setChanging(false);
    }
  }

  return { changeLanguage, isChanging };
}
