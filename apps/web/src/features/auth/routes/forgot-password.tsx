// /auth/forgot-password (issue #17; spec §2 'Forgot password'): a reset link by e-mail, or for an
// account made with a phone number, a code by SMS. ?email= fills the address (a spent link's 'Request
// a new link').
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { AuthCard } from '../components/auth-card';
import { EmailResetRequest } from '../components/reset/email-reset-request';
import { PhoneReset } from '../components/reset/phone-reset';
import { useAuthT } from '../i18n';

export default function ForgotPasswordRoute() {
  const t = useAuthT();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  return (
    <AuthCard
      title={t('auth.reset.title')}
      intro={mode === 'email' ? t('auth.reset.introEmail') : t('auth.reset.introPhone')}
      footer={
        <RichText
          text={t('auth.reset.remembered')}
          components={{
            link: (children) => (
              <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {children}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="space-y-5">
        {mode === 'email' ? <EmailResetRequest defaultEmail={params.get('email') ?? ''} /> : <PhoneReset />}
        <Button variant="outline" className="w-full" onClick={() => setMode(mode === 'email' ? 'phone' : 'email')}>
          {mode === 'email' ? t('auth.login.usePhone') : t('auth.login.useEmail')}
        </Button>
      </div>
    </AuthCard>
  );
}
