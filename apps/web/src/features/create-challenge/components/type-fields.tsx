// The challenge type radios and each type's fields (spec §2 Create New Challenge, §3 payload).
import { CHALLENGE_TYPES, type ChallengeType } from '@changamoto/shared/domain';
import { Controller, type FieldErrors, type FormControl, type Register } from '@/lib/forms/use-form';
import { controlClass, FieldError, FormField } from '@/components/ui/form-field';
import type { CreateChallengeFormValues } from '../lib/schema';
import { OpponentSearch } from './opponent-search';
import { useCreateChallengeT, type CreateChallengeKey } from '../i18n';

const TYPE_HINTS: Record<ChallengeType, CreateChallengeKey> = {
  solo: 'create-challenge.type.soloHint',
  two_player: 'create-challenge.type.twoPlayerHint',
  public: 'create-challenge.type.publicHint',
};

interface Props {
  type: CreateChallengeFormValues['type'];
  register: Register<CreateChallengeFormValues>;
  control: FormControl<CreateChallengeFormValues>;
  errors: FieldErrors<CreateChallengeFormValues>;
  me: { id: string; username: string | null };
}

function TokensInput({ id, label, name, register, error }: { id: string; label: string; name: 'playerAStake' | 'playerBStake' | 'entryFee'; register: Props['register']; error?: string }) {
  return (
    <FormField id={id} label={label} error={error} required>
      {(control) => <input {...control} {...register(name)} type="number" inputMode="numeric" min={1} step={1} className={controlClass} />}
    </FormField>
  );
}

export function TypeFields({ type, register, control, errors, me }: Props) {
  const t = useCreateChallengeT();
  const typeErrorId = errors.type ? 'challenge-type-error' : undefined;
  return (
    <>
      <fieldset aria-describedby={typeErrorId}>
        <legend className="text-sm font-semibold text-gray-900">
          {t('create-challenge.type.legend')} <span className="font-normal text-gray-700">{t('create-challenge.type.required')}</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CHALLENGE_TYPES.map((value) => (
            <label key={value} className="flex cursor-pointer gap-3 rounded-lg border border-gray-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" value={value} {...register('type')} className="mt-1 h-4 w-4" />
              <span>
                <span className="block font-semibold text-gray-900">{t(`create-challenge.type.${value}`)}</span>
                <span className="block text-sm text-gray-700">{t(TYPE_HINTS[value])}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.type?.message && <FieldError id={typeErrorId}>{errors.type.message}</FieldError>}
      </fieldset>

      {type === 'solo' && <TokensInput id="player-a-stake" label={t('create-challenge.type.yourStake')} name="playerAStake" register={register} error={errors.playerAStake?.message} />}
      {type === 'two_player' && (
        <div className="space-y-4">
          <Controller control={control} name="opponent" render={({ field, fieldState }) => <OpponentSearch me={me} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TokensInput id="player-a-stake" label={t('create-challenge.type.yourStake')} name="playerAStake" register={register} error={errors.playerAStake?.message} />
            <TokensInput id="player-b-stake" label={t('create-challenge.type.opponentStake')} name="playerBStake" register={register} error={errors.playerBStake?.message} />
          </div>
        </div>
      )}
      {type === 'public' && <TokensInput id="entry-fee" label={t('create-challenge.type.entryFee')} name="entryFee" register={register} error={errors.entryFee?.message} />}
    </>
  );
}
