// Step two of turning on two-factor: add the key to an authenticator app, keep the backup codes,
// and prove it works with one code (setup counts only after verify-totp succeeds).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { TWO_FACTOR_MESSAGES, totpSecret, twoFactorErrorMessage, useVerifyTotp, type TwoFactorSetup as Setup } from '../api/two-factor';
import { controlClass, FormField } from '@/components/ui/form-field';
import { TotpQrCode } from './totp-qr-code';

export function TwoFactorSetup({ setup, onDone, onCancel }: { setup: Setup; onDone: () => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verify = useVerifyTotp();
  const secret = totpSecret(setup.totpURI);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) return setError('Enter the 6-digit code from your authenticator app.');
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
        <h3 className="font-semibold text-gray-900">1. Add Changamoto to your authenticator app</h3>
        <p className="mt-1 text-sm text-gray-700">Scan this QR code with your authenticator app.</p>
        <div className="mt-2">
          <TotpQrCode uri={setup.totpURI} />
        </div>
        <p className="mt-2 text-sm text-gray-700">
          Or on this phone,{' '}
          <a href={setup.totpURI} className="font-semibold text-brand-700 underline">
            open this link in your authenticator app
          </a>
          {secret && ', or type in this setup key:'}
        </p>
        {secret && (
          <code className="mt-2 block rounded-lg bg-gray-100 px-3 py-2 font-mono text-sm tracking-wider break-all text-gray-900" aria-label="Setup key">
            {secret}
          </code>
        )}
      </div>
      <div>
        <h3 className="font-semibold text-gray-900">2. Store your backup codes</h3>
        <p className="mt-1 text-sm text-gray-700">Store these backup codes somewhere safe. Each one lets you sign in once if you lose access to your authenticator app; they will not be shown again.</p>
        <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-3 font-mono text-sm text-gray-900 sm:grid-cols-3">
          {setup.backupCodes.map((backupCode) => (
            <li key={backupCode}>{backupCode}</li>
          ))}
        </ul>
      </div>
      <form noValidate onSubmit={onSubmit} aria-label="Confirm two-factor setup" className="space-y-3">
        <h3 className="font-semibold text-gray-900">3. Enter a code to finish</h3>
        <FormField id="totp-code" label="Authentication code" hint="The 6-digit code your authenticator app shows for Changamoto." error={error ?? undefined}>
          {(control) => <input {...control} value={code} onChange={(e) => setCode(e.target.value)} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} className={controlClass} />}
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={verify.isPending}>
            {verify.isPending ? 'Verifying...' : 'Verify'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
