// Forgot password, Use Email: the address a reset link goes to. The answer is the same whether an
// account has that address or not, so the page says only what may have happened.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { RESET_MESSAGES, resetRequestErrorMessage } from '../../messages';
import { resetEmailSchema, type ResetEmailValues } from '../../schemas';

export function EmailResetRequest({ defaultEmail }: { defaultEmail: string }) {
  const { register, handleSubmit, formState } = useForm<ResetEmailValues>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ email }) => {
    setError(null);
    const address = email.toLowerCase();
    request.mutate(address, { onSuccess: () => setSentTo(address), onError: (cause) => setError(resetRequestErrorMessage(cause)) });
  });

  if (sentTo) {
    return (
      <div className="space-y-4">
        <FormAlert tone="success">{RESET_MESSAGES.linkSent}</FormAlert>
        <p className="text-gray-700">
          Open the e-mail sent to <strong className="break-all text-gray-900">{sentTo}</strong> and follow its link to choose a new password. Check your spam folder if it has not arrived in a few minutes.
        </p>
        <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
          Use a different address
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label="Reset by e-mail">
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="reset-email" label="Email address" error={formState.errors.email?.message}>
        {(control) => <input {...control} {...register('email')} autoFocus type="email" inputMode="email" autoComplete="email" className={controlClass} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
