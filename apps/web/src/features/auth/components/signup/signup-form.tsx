// /signup form (spec §2 Sign-up, §5, §8 Sign-up): email, username with the live badge, region,
// password twice, 'I am 18 or older'. Outcome (spec §4): no session → confirm your e-mail; a session
// → the optional phone step.
import { useState } from 'react';
import { useForm, useWatch } from '@/lib/forms/use-form';
import { Button } from '@/components/ui/button';
import { useAuthT } from '../../i18n';
import { errorFacts, SIGNUP_MESSAGES, signUpErrorMessage } from '../../messages';
import { useLazyResolver } from '@/lib/forms/lazy-resolver';
import { loadAuthResolvers } from '../../lib/load-resolvers';
import type { SignUpValues } from '../../schemas';
import { useSignUpEmail } from '../../api/sign-up-email';
import type { SignInResult } from '../../api/types';
import { useUsernameAvailability } from '../../hooks/use-username-availability';
import { AdultCheckbox } from '../adult-checkbox';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { RegionSelect } from '../region-select';
import { UsernameAvailabilityBadge, usernameSubmitBlock } from '../username-availability-badge';

const EMPTY: SignUpValues = { email: '', username: '', region: 'KE', password: '', confirmPassword: '', isAdult: false };

export function SignUpForm({ onSignedUp }: { onSignedUp: (details: { email: string; result: SignInResult }) => Promise<void> | void }) {
  const t = useAuthT();
  const resolver = useLazyResolver(loadAuthResolvers, (m) => m.signUpResolver);
  const { register, handleSubmit, setError, control, formState } = useForm<SignUpValues>({ resolver, defaultValues: EMPTY });
  const { errors } = formState;
  const username = useWatch({ control, name: 'username' });
  const availability = useUsernameAvailability(username);
  const signUp = useSignUpEmail();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const blocked = usernameSubmitBlock(availability);
    if (blocked) return setError('username', { message: blocked });
    const email = values.email.toLowerCase();
    signUp.mutate(
      { email, password: values.password, username: values.username, region: values.region },
      {
        onSuccess: async (result) => {
          if (!result.user) return setFormError(SIGNUP_MESSAGES.unexpectedState);
          await onSignedUp({ email, result });
        },
        onError: (error) => {
          const message = signUpErrorMessage(error);
          const { code, status } = errorFacts(error);
          if (code === 'USERNAME_IS_ALREADY_TAKEN' || (status === 409 && !code.startsWith('USER_ALREADY_EXISTS'))) setError('username', { message });
          else if (code.startsWith('USER_ALREADY_EXISTS')) setError('email', { message });
          else setFormError(message);
        },
      },
    );
  });

  const pending = signUp.isPending;
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('auth.signup.title')}>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField id="signup-email" label={t('auth.field.email')} error={errors.email?.message}>
        {(field) => <input {...field} {...register('email')} autoFocus type="email" inputMode="email" autoComplete="email" className={controlClass} />}
      </FormField>
      <FormField id="signup-username" label={t('auth.field.username')} error={errors.username?.message} hint={t('auth.field.usernameHint')} extra={<UsernameAvailabilityBadge status={availability} />}>
        {(field) => <input {...field} {...register('username')} type="text" autoComplete="username" maxLength={20} className={controlClass} />}
      </FormField>
      <FormField id="signup-region" label={t('auth.field.region')} error={errors.region?.message}>
        {(field) => <RegionSelect {...field} {...register('region')} />}
      </FormField>
      <FormField id="signup-password" label={t('auth.field.password')} error={errors.password?.message} hint={t('auth.field.passwordHint')}>
        {(field) => <input {...field} {...register('password')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <FormField id="signup-confirm-password" label={t('auth.field.confirmPassword')} error={errors.confirmPassword?.message}>
        {(field) => <input {...field} {...register('confirmPassword')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <AdultCheckbox id="signup-adult" error={errors.isAdult?.message} inputProps={register('isAdult')} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('auth.signup.creating') : t('auth.signup.create')}
      </Button>
    </form>
  );
}
