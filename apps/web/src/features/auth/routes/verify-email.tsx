// /auth/verify-email?token=T, the link in the confirmation e-mail. Nothing happens on load (mail
// scanners fetch links and would use the token up): the person presses the button, then the session
// starts and they go to /dashboard. An expired link offers Resend Email for a typed address.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useRefreshSessionProfile } from '../api/refresh-session';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { ResendEmailButton } from '../components/signup/resend-email-button';
import { useAuthT } from '../i18n';
import { errorFacts, LOGIN_MESSAGES } from '../messages';

const LINK_ERROR_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']);

export default function VerifyEmailRoute() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const refreshSession = useRefreshSessionProfile();
  const [expired, setExpired] = useState(!token);
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');

  const confirm = () => {
    if (!token) return;
    setError(null);
    verify.mutate(token, {
      onSuccess: async () => {
        await refreshSession().catch(() => null);
        await navigate(paths.dashboard, { replace: true });
      },
      onError: (cause) => {
        const facts = errorFacts(cause);
        if (LINK_ERROR_CODES.has(facts.code)) setExpired(true);
        else setError(facts.message ?? LOGIN_MESSAGES.fallback);
      },
    });
  };

  if (expired) {
    return (
      <AuthCard title={t('auth.confirmEmail.title')}>
        <div className="space-y-4">
          <FormAlert>{t('auth.verifyEmail.expired')}</FormAlert>
          <FormField id="resend-email" label={t('auth.field.email')}>
            {(control) => <input {...control} autoFocus type="email" inputMode="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} className={controlClass} />}
          </FormField>
          <ResendEmailButton email={email.trim().toLowerCase() || null} />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.confirmEmail.title')} intro={t('auth.verifyEmail.intro')}>
      <div className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        <Button size="lg" className="w-full" disabled={verify.isPending || verify.isSuccess} onClick={confirm}>
          {verify.isPending || verify.isSuccess ? t('auth.verifyEmail.confirming') : t('auth.verifyEmail.confirm')}
        </Button>
      </div>
    </AuthCard>
  );
}
