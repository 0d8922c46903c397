// /auth/two-factor?redirectTo=: the authenticator-app code that finishes a sign-in which answered
// twoFactorRedirect; then ?redirectTo or /dashboard.
import { useState } from 'react';
import { useVerifyTotp } from '../api/verify-totp';
import { AuthCard } from '../components/auth-card';
import { CodeForm } from '../components/code-form';
import { usePageSignIn } from '../hooks/use-page-sign-in';
import { LOGIN_MESSAGES, twoFactorErrorMessage } from '../messages';

export default function TwoFactorRoute() {
  const verify = useVerifyTotp();
  const pageSignIn = usePageSignIn();
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const onSubmit = (code: string) => {
    setError(null);
    verify.mutate(
      { code, trustDevice },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          const problem = await pageSignIn({ ...result, twoFactorRedirect: false }).catch(() => LOGIN_MESSAGES.fallback);
          if (problem) {
            setFinishing(false);
            setError(problem);
          }
        },
        onError: (cause) => setError(twoFactorErrorMessage(cause)),
      },
    );
  };

  return (
    <AuthCard title="Two-factor verification" intro="Enter the 6-digit code from your authenticator app.">
      <CodeForm id="two-factor-code" label="Authentication code" submitLabel="Verify" pendingLabel="Verifying..." pending={verify.isPending || finishing} error={error} onSubmit={onSubmit}
        beforeSubmit={
        <div className="flex items-center gap-2">
          <input id="trust-device" type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} className="h-4 w-4 accent-brand-700" />
          <label htmlFor="trust-device" className="text-sm text-gray-900">
            Trust this device for 30 days
          </label>
        </div>
        }
      />
    </AuthCard>
  );
}
