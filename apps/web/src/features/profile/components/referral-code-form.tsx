// spec §2 Profile: the referral code form with Submit Code (spec §5: trimmed, non-empty, at most 50
// characters); spec §8 Referral's messages when the service fails.
import { REFERRAL_CODE_MAX_LENGTH } from '@changamoto/shared/domain';
import { translate } from '@/lib/i18n';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass, FormAlert, FormField } from '@/components/ui/form-field';
import { rewardErrorMessage } from '@/lib/rewards';
import { toast } from '@/lib/toast';
import { useIdempotencyKey } from '@/lib/use-idempotency-key';
import { useProcessReferral } from '../api/process-referral';
import { useProfileT } from '../i18n';

export function validateReferralCode(value: string): string | null {
  const code = value.trim();
  if (!code) return translate('profile.referral.empty');
  if (code.length > REFERRAL_CODE_MAX_LENGTH) return translate('profile.referral.tooLong', { max: REFERRAL_CODE_MAX_LENGTH });
  return null;
}

export function ReferralCodeForm() {
  const t = useProfileT();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const referral = useProcessReferral();
  const { keyFor, complete } = useIdempotencyKey();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const invalid = validateReferralCode(value);
    setFieldError(invalid);
    if (invalid) return;
    const referralCode = value.trim();
    // mutateAsync, not mutate's callbacks: success refetches the rewards, which replaces this form with
    // the "already used" notice — and mutate's callbacks are dropped once their component is gone, so
    // the success toast went missing whenever the refetch won the race.
    referral.mutateAsync({ referralCode, idempotencyKey: keyFor(`referral:${referralCode}`) }).then(
      (result) => {
        complete();
        setValue('');
        toast.success(result.message);
      },
      (error: unknown) => setServerError(rewardErrorMessage(error, { unreachable: translate('profile.referral.communication'), failed: translate('profile.referral.failed') })),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('profile.referrals.submitLabel')} className="space-y-3">
      <FormField id="referral-code" label={t('profile.referrals.code')} error={fieldError ?? undefined} hint={t('profile.referrals.codeHint')}>
        {(control) => <input {...control} value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} className={controlClass} />}
      </FormField>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <Button type="submit" size="sm" disabled={referral.isPending}>
        {referral.isPending ? t('profile.referrals.submitting') : t('profile.referrals.submit')}
      </Button>
    </form>
  );
}
