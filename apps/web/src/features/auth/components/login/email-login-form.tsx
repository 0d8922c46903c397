// /login, Use Email: e-mail and password, Sign In (spec §2 Login, §5, §8 Login).
import { useState } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignInEmail } from '../../api/sign-in-email';
import { authPaths } from '../../config';
import { usePageSignIn } from '../../hooks/use-page-sign-in';
import { useAuthT } from '../../i18n';
import { loginErrorMessage } from '../../messages';
import { useLazyResolver } from '@/lib/forms/lazy-resolver';
import { loadAuthResolvers } from '../../lib/load-resolvers';
import type { LoginEmailValues } from '../../schemas';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';

export function EmailLoginForm() {
  const t = useAuthT();
  const resolver = useLazyResolver(loadAuthResolvers, (m) => m.loginEmailResolver);
  const { register, handleSubmit, setValue, formState } = useForm<LoginEmailValues>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors } = formState;
  const signIn = useSignInEmail();
  const pageSignIn = usePageSignIn();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const onSubmit = handleSubmit(({ email, password }) => {
    setError(null);
    signIn.mutate(
      { email: email.toLowerCase(), password },
      {
        onSuccess: async (result) => {
          setFinishing(true);
          const problem = await pageSignIn(result).catch(() => loginErrorMessage(null));
          if (problem) {
            setFinishing(false);
            setError(problem);
          }
        },
        onError: (cause) => {
          setValue('password', '');
          setError(loginErrorMessage(cause));
        },
      },
    );
  });

  const pending = signIn.isPending || finishing;
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit} aria-label={t('auth.login.emailFormLabel')}>
      {error && <FormAlert>{error}</FormAlert>}
      <FormField id="login-email" label={t('auth.field.email')} error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} autoFocus type="email" inputMode="email" autoComplete="email" className={controlClass} />}
      </FormField>
      <FormField id="login-password" label={t('auth.field.password')} error={errors.password?.message}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="current-password" className={controlClass} />}
      </FormField>
      <div className="text-right">
        <Link to={authPaths.forgotPassword()} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('auth.login.signingIn') : t('auth.login.signIn')}
      </Button>
    </form>
  );
}
