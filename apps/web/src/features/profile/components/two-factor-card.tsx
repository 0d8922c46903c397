// 'Two-factor authentication' card: turn authenticator-app codes on (enable → scan → verify) or off.
// Passwordless accounts (e-mail code, phone, Google) call these without a password.
import type { Profile } from '@changamoto/shared/contract';
import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { TWO_FACTOR_MESSAGES, twoFactorErrorMessage, useDisableTwoFactor, useEnableTwoFactor, type TwoFactorSetup as Setup } from '../api/two-factor';
import { Card } from './card';
import { ConfirmDialog } from './confirm-dialog';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import { TwoFactorSetup } from './two-factor-setup';
import { useProfileT } from '../i18n';

const PASSWORD_HINT = 'profile.twoFactor.passwordHint';

function EnableForm({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const t = useProfileT();
  const [password, setPassword] = useState('');
  const enable = useEnableTwoFactor();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { password: password || undefined },
      {
        onSuccess: (setup) => {
          setPassword('');
          onStarted(setup);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('profile.twoFactor.enableLabel')} className="space-y-3">
      <p className="text-sm text-gray-700">{t('profile.twoFactor.offBody')}</p>
      <FormField id="two-factor-enable-password" label={t('profile.twoFactor.password')} hint={t(PASSWORD_HINT)}>
        {(control) => <input {...control} value={password} onChange={(e) => setPassword(e.target.value)} type="password" autoComplete="current-password" className={controlClass} />}
      </FormField>
      {enable.isError && <FieldError alert>{twoFactorErrorMessage(enable.error, TWO_FACTOR_MESSAGES.enableFailed)}</FieldError>}
      <Button type="submit" size="sm" disabled={enable.isPending}>
        {enable.isPending ? t('profile.twoFactor.enabling') : t('profile.twoFactor.enable')}
      </Button>
    </form>
  );
}

function EnabledState() {
  const t = useProfileT();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const disable = useDisableTwoFactor();
  const onConfirm = () =>
    disable.mutate(
      { password: password || undefined },
      {
        onSuccess: () => {
          setConfirming(false);
          setPassword('');
          toast.success(TWO_FACTOR_MESSAGES.off);
        },
      },
    );
  const openConfirm = () => {
    disable.reset();
    setConfirming(true);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="inline-flex items-center gap-2 font-semibold text-brand-800">
        <ShieldCheck aria-hidden="true" className="h-5 w-5" />
        {TWO_FACTOR_MESSAGES.on}
      </p>
      <Button variant="outline" size="sm" onClick={openConfirm}>
        {t('profile.twoFactor.disable')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('profile.twoFactor.disableTitle')}
        description={t('profile.twoFactor.disableBody')}
        confirmLabel={t('profile.twoFactor.disable')}
        pendingLabel={t('profile.twoFactor.disabling')}
        isPending={disable.isPending}
        onConfirm={onConfirm}
      >
        <div className="mt-4">
          <FormField id="two-factor-disable-password" label={t('profile.twoFactor.password')} hint={t(PASSWORD_HINT)}>
            {(control) => <input {...control} value={password} onChange={(e) => setPassword(e.target.value)} type="password" autoComplete="current-password" className={controlClass} />}
          </FormField>
          {disable.isError && <FieldError alert>{twoFactorErrorMessage(disable.error, TWO_FACTOR_MESSAGES.disableFailed)}</FieldError>}
        </div>
      </ConfirmDialog>
    </div>
  );
}

export function TwoFactorCard({ profile }: { profile: Profile }) {
  const t = useProfileT();
  const [setup, setSetup] = useState<Setup | null>(null);
  let body;
  if (setup) body = <TwoFactorSetup setup={setup} onDone={() => setSetup(null)} onCancel={() => setSetup(null)} />;
  else if (profile.twoFactorEnabled) body = <EnabledState />;
  else body = <EnableForm onStarted={setSetup} />;
  return (
    <Card id="two-factor-title" title={t('profile.twoFactor.title')}>
      {body}
    </Card>
  );
}
