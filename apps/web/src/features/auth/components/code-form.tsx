// The 6-digit code form shared by e-mail OTP, SMS, the phone step and two-factor (spec §5 OTP).
import type { ReactNode } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/components/ui/button';
import { OTP_LENGTH } from '../config';
import { useAuthT } from '../i18n';
import { useLazyResolver } from '@/lib/forms/lazy-resolver';
import { loadAuthResolvers } from '../lib/load-resolvers';
import type { OtpCodeValues } from '../schemas';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';

export function CodeForm({
  id,
  label,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  beforeSubmit,
  children,
}: {
  id: string;
  label?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's answer to the last attempt. */
  error?: string | null;
  onSubmit: (code: string) => void;
  /** Extra fields above the submit button (e.g. Trust this device). */
  beforeSubmit?: ReactNode;
  /** Extra content under the submit button (Resend, Skip...). */
  children?: ReactNode;
}) {
  const t = useAuthT();
  const resolver = useLazyResolver(loadAuthResolvers, (m) => m.otpCodeResolver);
  const { register, handleSubmit, formState } = useForm<OtpCodeValues>({ resolver, defaultValues: { code: '' } });
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(({ code }) => onSubmit(code))}>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id={id} label={label ?? t('auth.field.code')} error={formState.errors.code?.message}>
        {(control) => <input {...control} {...register('code')} autoFocus type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} className={`${controlClass} tracking-[0.5em]`} />}
      </FormField>
      {beforeSubmit}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
      {children}
    </form>
  );
}
