// Complete Your Profile form: username with the live badge, region, 'I am 18 or older', and an
// optional password for an account that signed in with a code (spec §2, §5 Sign-up).
import type { Profile } from '@changamoto/shared/contract';
import { useState } from 'react';
import { useForm, useWatch } from '@/lib/forms/use-form';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { toast } from '@/lib/toast';
import { PasswordNotSavedError, useCompleteProfile } from '../../api/complete-profile';
import { useRefreshSessionProfile } from '../../api/refresh-session';
import { useUsernameAvailability } from '../../hooks/use-username-availability';
import { useAuthT } from '../../i18n';
import { MODAL_MESSAGES, profileSetupErrorMessage } from '../../messages';
import { useLazyResolver } from '@/lib/forms/lazy-resolver';
import { loadAuthResolvers } from '../../lib/load-resolvers';
import type { ProfileDetailsValues } from '../../schemas';
import { AdultCheckbox } from '../adult-checkbox';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { RegionSelect } from '../region-select';
import { UsernameAvailabilityBadge, usernameSubmitBlock } from '../username-availability-badge';

const FIELDS = ['username', 'region', 'password'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

export function ProfileDetailsForm({ profile, onSessionLost, onSaved }: { profile: Profile; onSessionLost: () => void; onSaved: (profile: Profile) => void }) {
  const t = useAuthT();
  const resolver = useLazyResolver(loadAuthResolvers, (m) => m.profileDetailsResolver);
  const { register, handleSubmit, setError, control, formState } = useForm<ProfileDetailsValues>({
    resolver,
    defaultValues: { username: '', region: profile.region, password: '', confirmPassword: '', isAdult: false },
  });
  const { errors } = formState;
  const username = useWatch({ control, name: 'username' });
  // After a save whose password step failed, the saved name is this account's own: not 'Taken'.
  const { profile: live } = useSession();
  const availability = useUsernameAvailability(username, { ownUsername: live?.username });
  const completeProfile = useCompleteProfile();
  const refreshSession = useRefreshSessionProfile();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = handleSubmit(({ username: name, region, password }) => {
    setFormError(null);
    const blocked = usernameSubmitBlock(availability);
    if (blocked) return setError('username', { message: blocked });
    completeProfile.mutate(
      { username: name, region, password: password || undefined },
      {
        onSuccess: async (saved) => {
          await refreshSession().catch(() => null);
          toast.success(MODAL_MESSAGES.setupComplete);
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof PasswordNotSavedError) {
            void refreshSession().catch(() => null);
            return setError('password', { message: profileSetupErrorMessage(error.reason) });
          }
          if (error instanceof ApiError && error.status === 401) return onSessionLost();
          if (error instanceof ApiError && error.status === 409) return setError('username', { message: error.message });
          if (error instanceof ApiError && error.fields) {
            for (const [key, message] of Object.entries(error.fields)) if (isField(key)) setError(key, { message });
          }
          setFormError(profileSetupErrorMessage(error));
        },
      },
    );
  });

  const pending = completeProfile.isPending || completeProfile.isSuccess;
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <p className="text-gray-700">{t('auth.profileDetails.intro')}</p>
      {formError && <FormAlert>{formError}</FormAlert>}
      <FormField id="profile-username" label={t('auth.field.username')} error={errors.username?.message} hint={t('auth.field.usernameHint')} extra={<UsernameAvailabilityBadge status={availability} />}>
        {(field) => <input {...field} {...register('username')} autoFocus type="text" autoComplete="username" maxLength={20} className={controlClass} />}
      </FormField>
      <FormField id="profile-region" label={t('auth.field.region')} error={errors.region?.message}>
        {(field) => <RegionSelect {...field} {...register('region')} />}
      </FormField>
      <FormField id="profile-password" label={t('auth.profileDetails.passwordOptional')} error={errors.password?.message} hint={t('auth.profileDetails.passwordHint')}>
        {(field) => <input {...field} {...register('password')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <FormField id="profile-confirm-password" label={t('auth.field.confirmPassword')} error={errors.confirmPassword?.message}>
        {(field) => <input {...field} {...register('confirmPassword')} type="password" autoComplete="new-password" className={controlClass} />}
      </FormField>
      <AdultCheckbox id="profile-adult" error={errors.isAdult?.message} inputProps={register('isAdult')} />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('auth.profileDetails.saving') : t('auth.profileDetails.complete')}
      </Button>
    </form>
  );
}
