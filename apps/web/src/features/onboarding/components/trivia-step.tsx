// spec §2 Onboarding step 3: the question on the capital of France; only the correct answer can be
// chosen (the wrong ones are disabled). Choosing it sends the answer; the server grants the bonus.
import { ONBOARDING_TRIVIA } from '@changamoto/shared/domain';
import { Check } from 'lucide-react';
import { FieldError } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useOnboardingT } from '../i18n';
import { StepHeading } from './step-heading';

export function TriviaStep({ onAnswer, isPending, error }: { onAnswer: (answer: string) => void; isPending: boolean; error: string | null }) {
  const t = useOnboardingT();
  return (
    <div className="flex flex-col items-center text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('onboarding.challengeName')}</p>
      <div className="mt-2">
        <StepHeading focusOnMount>{t('onboarding.trivia.question')}</StepHeading>
      </div>
      <p id="trivia-hint" className="mt-3 text-white/90">
        {t('onboarding.trivia.hint')}
      </p>
      <div role="group" aria-label={t('onboarding.trivia.answers')} aria-describedby="trivia-hint" className="mt-8 grid w-full max-w-md gap-3 sm:grid-cols-2">
        {ONBOARDING_TRIVIA.options.map((option) => {
          const correct = option === ONBOARDING_TRIVIA.answer;
          return (
            <button
              key={option}
              type="button"
              disabled={!correct || isPending}
              onClick={() => onAnswer(option)}
              className={cn(
                'flex h-14 items-center justify-center gap-2 rounded-xl border-2 text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400',
                correct ? 'border-accent-400 bg-accent-400 text-gray-900 hover:bg-accent-500 disabled:cursor-wait disabled:opacity-80' : 'cursor-not-allowed border-white/30 bg-white/5 text-white/70 line-through',
              )}
            >
              {correct && <Check aria-hidden="true" className="h-5 w-5" />}
              {correct && isPending ? t('onboarding.trivia.checking') : option}
            </button>
          );
        })}
      </div>
      {error && (
        <div className="mt-4 rounded-lg bg-white px-3 py-2">
          <FieldError alert>{error}</FieldError>
        </div>
      )}
    </div>
  );
}
