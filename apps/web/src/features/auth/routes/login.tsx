// /login (spec §2 Login): Use Email (default) or Use Phone; Forgot password; a link to /signup.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RichText } from '@/lib/i18n';
import { usePreloadParts } from '@/lib/lazy-part';
import { AuthCard } from '../components/auth-card';
import { EmailLoginForm } from '../components/login/email-login-form';
import { PhoneLogin } from '../components/login/phone-login-part';
import { useAuthT } from '../i18n';

export default function LoginRoute() {
  const t = useAuthT();
  usePreloadParts(PhoneLogin);
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <RichText
          text={t('auth.login.noAccount')}
          components={{
            link: (children) => (
              <Link to={paths.signup} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {children}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="space-y-5">
        {mode === 'email' ? <EmailLoginForm /> : <PhoneLogin />}
        <Button variant="outline" className="w-full" onClick={() => setMode(mode === 'email' ? 'phone' : 'email')}>
          {mode === 'email' ? t('auth.login.usePhone') : t('auth.login.useEmail')}
        </Button>
      </div>
    </AuthCard>
  );
}
