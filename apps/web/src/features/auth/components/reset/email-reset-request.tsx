// Forgot password, Use Email: the address a reset link goes to. The answer is the same whether an
// account has that address or not, so the page says only what may have happened.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { RichText } from '@/lib/i18n';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { useAuthT } from '../../i18n';
import { RESET_MESSAGES, resetRequestErrorMessage } from '../../messages';
import { emailProblem } from '../../lib/reset-rules';

export function EmailResetRequest({ defaultEmail }: { defaultEmail: string }) {
  const t = useAuthT();
  const [email, setEmail] = useState(defaultEmail);
  const [emailError, setEmailError] = useState<string | undefined>();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = emailProblem(email);
    setEmailError(problem === true ? undefined : problem);
    if (problem !== true) return;
    const address = email.trim().toLowerCase();
    request.mutate(address, { onSuccess: () => setSentTo(address), onError: (cause) => setError(resetRequestErrorMessage(cause)) });
  };

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{RESET_MESSAGES.linkSent}</FormAlert>
        <p className="text-gray-700">
          <RichText text={t('auth.reset.openEmail', { email: sentTo })} components={{ strong: () => <strong className="break-all text-gray-900">{sentTo}</strong> }} />
        </p>
        <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
          {t('auth.reset.differentAddress')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('auth.reset.byEmailLabel')}>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="reset-email" label={t('auth.field.email')} error={emailError}>
        {(control) => <input {...control} name="email" value={email} onChange={(event) => setEmail(event.target.value)} autoFocus type="email" inputMode="email" autoComplete="email" className={controlClass} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? t('auth.code.sending') : t('auth.reset.sendLink')}
      </Button>
    </form>
  );
}
