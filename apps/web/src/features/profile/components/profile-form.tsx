// Username, region and the read-only e-mail of 'Edit Account Details' (spec §2 Profile, §4 Profile
// update, §8 Profile). Only the fields that changed are sent.
import type { Profile } from '@changamoto/shared/contract';
import { REGION_LABELS, REGIONS } from '@changamoto/shared/domain';
import type { ReactNode } from 'react';
import { useForm } from '@/lib/forms/use-form';
import { lazyModule, useLazyResolver } from '@/lib/forms/lazy-resolver';
import type { ProfileFormValues } from '../lib/profile-resolver';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { isUnexplainedServerFailure } from '@/lib/failure-message';
import { toast } from '@/lib/toast';
import { useUpdateProfile, type ProfileChanges } from '../api/update-profile';
import { controlClass, FormField } from '@/components/ui/form-field';
import { translate } from '@/lib/i18n';
import '../first-view/i18n';
import { useProfileFirstViewT } from '../first-view/i18n';

export const PROFILE_FORM_ID = 'profile-form';

export const PROFILE_UPDATE_MESSAGES = {
  get success() {
    return translate('profile.form.updated');
  },
  get usernameTaken() {
    return translate('profile.form.usernameTaken');
  },
  failed: (reason: string) => translate('profile.form.updateFailedWith', { reason }),
  /** spec §8 Profile: the server failed without a reason of its own. */
  get failedNoReason() {
    return translate('profile.form.updateFailed');
  },
  /** spec §8 Profile: no answer from the server, or anything else thrown. */
  get unexpected() {
    return translate('profile.form.unexpected');
  },
  get noChanges() {
    return translate('profile.form.noChanges');
  },
} as const;

type FormValues = ProfileFormValues;
/** zod and the schema (a person without a username may leave it empty): off the page's first load. */
const loadResolver = lazyModule(() => import('../lib/profile-resolver'));

function changedFields(profile: Profile, values: FormValues): ProfileChanges {
  const changes: ProfileChanges = {};
  if (values.username !== '' && values.username !== profile.username) changes.username = values.username;
  if (values.region !== profile.region) changes.region = values.region;
  return changes;
}

/** `children` (the phone field, which has its own SMS flow) sits between the e-mail and Save Profile, as in spec §2. */
export function ProfileForm({ profile, children }: { profile: Profile; children?: ReactNode }) {
  const t = useProfileFirstViewT();
  const hasUsername = profile.username !== null;
  const resolver = useLazyResolver(loadResolver, (m) => m.profileResolver(hasUsername));
  const { register, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver,
    defaultValues: { username: profile.username ?? '', region: profile.region },
  });
  const { errors } = formState;
  const update = useUpdateProfile();

  const onSubmit = handleSubmit((values) => {
    const changes = changedFields(profile, values);
    if (Object.keys(changes).length === 0) {
      toast.info(PROFILE_UPDATE_MESSAGES.noChanges);
      return;
    }
    update.mutate(changes, {
      onSuccess: (updated) => {
        reset({ username: updated.username ?? '', region: updated.region });
        toast.success(PROFILE_UPDATE_MESSAGES.success);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setError('username', { type: 'server', message: PROFILE_UPDATE_MESSAGES.usernameTaken });
          toast.error(PROFILE_UPDATE_MESSAGES.usernameTaken);
          return;
        }
        if (error instanceof ApiError && error.fields) {
          for (const [key, message] of Object.entries(error.fields)) if (key === 'username' || key === 'region') setError(key, { type: 'server', message });
        }
        if (isUnexplainedServerFailure(error)) toast.error(PROFILE_UPDATE_MESSAGES.failedNoReason);
        else if (error instanceof ApiError && error.status > 0) toast.error(PROFILE_UPDATE_MESSAGES.failed(error.message));
        else toast.error(PROFILE_UPDATE_MESSAGES.unexpected);
      },
    });
  });

  return (
    <>
      <form id={PROFILE_FORM_ID} noValidate onSubmit={onSubmit} aria-label={t('profile.form.accountDetails')} className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-username" label={t('profile.form.username')} hint={t('profile.form.usernameHint')} error={errors.username?.message}>
          {(control) => <input {...control} {...register('username')} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={20} className={controlClass} />}
        </FormField>
        <FormField id="profile-region" label={t('profile.form.region')} error={errors.region?.message}>
          {(control) => (
            <select {...control} {...register('region')} className={controlClass}>
              {REGIONS.map((region) => (
                <option key={region} value={region}>
                  {REGION_LABELS[region]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="profile-email" label={t('profile.form.email')} hint={profile.email ? t('profile.form.emailHint') : t('profile.form.phoneSignup')}>
            {(control) => <input {...control} type="email" value={profile.email ?? ''} placeholder={t('profile.form.noEmail')} readOnly className={controlClass} />}
          </FormField>
        </div>
      </form>
      {children}
      <Button type="submit" form={PROFILE_FORM_ID} disabled={update.isPending} className="mt-6 w-full sm:w-auto">
        {update.isPending ? t('profile.form.saving') : t('profile.form.save')}
      </Button>
    </>
  );
}
