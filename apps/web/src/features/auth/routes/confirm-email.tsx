// /auth/confirm-email (spec §2 Confirm e-mail): a confirmation link was sent to the e-mail passed in
// navigation state; check spam; Go to Homepage. Arriving from /signup it also carries the sign-up
// notice's Resend Email (spec §2 Sign-up), the only place a new account can ask for another link.
import { MailCheck } from 'lucide-react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { AuthCard } from '../components/auth-card';
import { ResendEmailButton } from '../components/signup/resend-email-button';
import type { ConfirmEmailState } from '../config';
import { useAuthT } from '../i18n';

export default function ConfirmEmailRoute() {
  const t = useAuthT();
  const state = useLocation().state as Partial<Record<keyof ConfirmEmailState, unknown>> | null;
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <AuthCard title={t('auth.confirmEmail.title')}>
      <div className="space-y-4">
        <MailCheck aria-hidden="true" className="h-10 w-10 text-brand-700" />
        <p className="text-gray-800">{email ? <RichText text={t('auth.confirmEmail.sentTo', { email })} components={{ strong: () => <strong className="break-all text-gray-900">{email}</strong> }} /> : t('auth.confirmEmail.sent')}</p>
        <p className="text-gray-700">{t('auth.confirmEmail.spam')}</p>
        {state?.fromSignUp === true && <ResendEmailButton email={email} />}
        <ButtonLink to={paths.home} className="w-full">
          {t('auth.confirmEmail.goHome')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}
