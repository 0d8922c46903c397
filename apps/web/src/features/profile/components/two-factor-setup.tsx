// Step two of turning on two-factor: add the key to an authenticator app, keep the backup codes,
// and prove it works with one code (setup counts only after verify-totp succeeds).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { TWO_FACTOR_MESSAGES, totpSecret, twoFactorErrorMessage, useVerifyTotp, type TwoFactorSetup as Setup } from '../api/two-factor';
import { controlClass, FormField } from '@/components/ui/form-field';
import { TotpQrCode } from './totp-qr-code';
import { useProfileT } from '../i18n';

export function TwoFactorSetup({ setup, onDone, onCancel }: { setup: Setup; onDone: () => void; onCancel: () => void }) {
  const t = useProfileT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const secret = totpSecret(setup.totpURI);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) return setError(t('profile.twoFactor.enterCode'));
    setError(null);
    verify.mutate(
      { code: trimmed },
      {
        onSuccess: () => {
          toast.success(TWO_FACTOR_MESSAGES.on);
          onDone();
        },
        onError: (failure) => setError(twoFactorErrorMessage(failure, TWO_FACTOR_MESSAGES.invalidCode)),
      },
    );
  };

  return (
    <div className="space-y-5">
      <div>
        <h3 className="font-semibold text-gray-900">{t('profile.twoFactor.step1')}</h3>
        <p className="mt-1 text-sm text-gray-700">{t('profile.twoFactor.scan')}</p>
        <div className="mt-2">
          <TotpQrCode uri={setup.totpURI} />
        </div>
        <p className="mt-2 text-sm text-gray-700">
          {t('profile.twoFactor.orOnPhone')}{' '}
          <a href={setup.totpURI} className="font-semibold text-brand-700 underline">
            {t('profile.twoFactor.openLink')}
          </a>
          {secret && t('profile.twoFactor.orType')}
        </p>
        {secret && (
          <code className="mt-2 block rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-gray-900" aria-label={t('profile.twoFactor.setupKey')}>
            {secret}
          </code>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-gray-900">{t('profile.twoFactor.step2')}</h3>
        <p className="mt-1 text-sm text-gray-700">{t('profile.twoFactor.backupExplained')}</p>
        <ul aria-label={t('profile.twoFactor.backupCodes')} className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-3 font-mono text-sm text-gray-900 sm:grid-cols-3">
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label={t('profile.twoFactor.confirmLabel')} className="space-y-3">
        <h3 className="font-semibold text-gray-900">{t('profile.twoFactor.step3')}</h3>
        <FormField id="totp-code" label={t('profile.twoFactor.code')} hint={t('profile.twoFactor.codeHint')} error={error ?? undefined}>
          {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={controlClass} />}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={verify.isPending}>
            {verify.isPending ? t('profile.phone.verifying') : t('profile.phone.verify')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('profile.dialog.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}
