// Continue with Google (spec §2 Sign-up), with the 'or' above it: only when the server has Google
// configured. Otherwise nothing at all — no disabled button, no developer words to people (issue #24 item 13).
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { useSignInWithGoogle } from '../api/sign-in-google';
import { LOGIN_MESSAGES } from '../messages';
import { FormAlert } from '@/components/ui/form-field';
import { useAuthT } from '../i18n';

export function GoogleButton() {
  const t = useAuthT();
  const config = usePublicConfig();
  const google = useSignInWithGoogle();
  if (config.data?.googleSignInEnabled !== true) return null;
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-3 text-sm text-gray-700" aria-hidden="true">
        <span className="h-px flex-1 bg-gray-200" />
        {t('auth.google.or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <Button variant="outline" className="w-full" disabled={google.isPending} onClick={() => google.mutate()}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
          <path fill="#4285F4" d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z" />
          <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z" />
          <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10l3.7-2.9z" />
          <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
        </svg>
        {google.isPending ? t('auth.google.redirecting') : t('auth.google.continue')}
      </Button>
      {google.isError && <FormAlert>{google.error.message || LOGIN_MESSAGES.fallback}</FormAlert>}
    </div>
  );
}
