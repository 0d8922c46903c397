// /auth/forgot-password (issue #17; spec §2 'Forgot password'): a reset link by e-mail, or for an
// account made with a phone number, a code by SMS. ?email= fills the address (a spent link's 'Request
// a new link').
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { EmailResetRequest } from '../components/reset/email-reset-request';
import { PhoneReset } from '../components/reset/phone-reset';

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  return (
    <AuthCard
      title="Reset your password"
      intro={mode === 'email' ? 'Enter the e-mail address of your account and we will send you a link to choose a new password.' : 'Signed up with your phone number? Enter it and we will send you a code by SMS.'}
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {mode === 'email' ? <EmailResetRequest defaultEmail={params.get('email') ?? ''} /> : <PhoneReset />}
        <Button variant="outline" className="w-full" onClick={() => setMode(mode === 'email' ? 'phone' : 'email')}>
          {mode === 'email' ? 'Use Phone' : 'Use Email'}
        </Button>
      </div>
    </AuthCard>
  );
}
