// /login (spec §2 Login): Use Email (default) or Use Phone; Forgot password; a link to /signup.
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AuthCard } from '../components/auth-card';
import { EmailLoginForm } from '../components/login/email-login-form';
import { PhoneLogin } from '../components/login/phone-login';

export default function LoginRoute() {
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back to Changamoto."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.signup} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <div className="space-y-5">
        {mode === 'email' ? <EmailLoginForm /> : <PhoneLogin />}
        <Button variant="outline" className="w-full" onClick={() => setMode(mode === 'email' ? 'phone' : 'email')}>
          {mode === 'email' ? 'Use Phone' : 'Use Email'}
        </Button>
      </div>
    </AuthCard>
  );
}
