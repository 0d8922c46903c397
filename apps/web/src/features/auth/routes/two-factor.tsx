// /auth/two-factor?redirectTo=: the authenticator-app code that finishes a sign-in which answered
// twoFactorRedirect — or, by 'Use a backup code', one of the codes shown at setup (issue #24 item 3);
// then ?redirectTo or /dashboard.
import { useState } from 'react';
import { AuthError } from '@/lib/auth/auth-api';
import type { SignInResult } from '../api/types';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';
import { AuthCard } from '../components/auth-card';
import { BACKUP_CODE_MESSAGES, BackupCodeForm } from '../components/backup-code-form';
import { CodeForm } from '../components/code-form';
import { usePageSignIn } from '../hooks/use-page-sign-in';
import { useAuthT } from '../i18n';
import { LOGIN_MESSAGES, twoFactorErrorMessage } from '../messages';

type Mode = 'totp' | 'backup';

export default function TwoFactorRoute() {
  const t = useAuthT();
  const verify = useVerifyTotp();
  const verifyBackup = useVerifyBackupCode();
  const pageSignIn = usePageSignIn();
  const [mode, setMode] = useState<Mode>('totp');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const handlers = {
    onSuccess: async (result: SignInResult) => {
      setFinishing(true);
      const problem = await pageSignIn({ ...result, twoFactorRedirect: false }).catch(() => LOGIN_MESSAGES.fallback);
      if (problem) {
        setFinishing(false);
        setError(problem);
      }
    },
    onError: (cause: unknown) => setError(mode === 'backup' && cause instanceof AuthError && cause.status === 401 ? BACKUP_CODE_MESSAGES.invalid : twoFactorErrorMessage(cause)),
  };
  const onSubmit = (code: string) => {
    setError(null);
    if (mode === 'totp') verify.mutate({ code, trustDevice }, handlers);
    else verifyBackup.mutate({ code, trustDevice }, handlers);
  };
  const switchTo = (next: Mode) => {
    setError(null);
    setMode(next);
  };

  const trust = (
    <div className="flex items-center gap-2">
      <input id="trust-device" type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} className="h-4 w-4 accent-brand-700" />
      <label htmlFor="trust-device" className="text-sm text-gray-900">
        {t('auth.twoFactor.trustDevice')}
      </label>
    </div>
  );
  const pending = verify.isPending || verifyBackup.isPending || finishing;
  const linkClass = 'text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

  return (
    <AuthCard title={t('auth.twoFactor.title')} intro={mode === 'totp' ? t('auth.twoFactor.introTotp') : t('auth.twoFactor.introBackup')}>
      <div className="space-y-4">
        {mode === 'totp' ? (
          <CodeForm id="two-factor-code" label={t('auth.twoFactor.codeLabel')} submitLabel={t('auth.code.verify')} pendingLabel={t('auth.code.verifying')} pending={pending} error={error} onSubmit={onSubmit} beforeSubmit={trust} />
        ) : (
          <BackupCodeForm pending={pending} error={error} onSubmit={onSubmit} beforeSubmit={trust} />
        )}
        <p className="text-center">
          {mode === 'totp' ? (
            <button type="button" className={linkClass} onClick={() => switchTo('backup')}>
              {t('auth.twoFactor.useBackup')}
            </button>
          ) : (
            <button type="button" className={linkClass} onClick={() => switchTo('totp')}>
              {t('auth.twoFactor.useApp')}
            </button>
          )}
        </p>
      </div>
    </AuthCard>
  );
}
