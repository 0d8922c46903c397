// A signed-in person's language lives on their profile: when the profile arrives (a sign-in, another
// device switched it) and says otherwise, the app follows it, and the cookie with it so the server
// writes the same <html lang> on the next visit.
import { useEffect } from 'react';
import { useSession } from '@/lib/auth/session';
import { activateLocale, currentLocale, rememberLocaleInCookie } from './runtime';

export function LocaleSync() {
  const { profile } = useSession();
  const wanted = profile?.locale;
  useEffect(() => {
    if (!wanted || wanted === currentLocale()) return;
    void activateLocale(wanted).then(() => rememberLocaleInCookie(wanted));
  }, [wanted]);
  return null;
}
