// spec §2 Onboarding progress dots: where the person is among the four steps.
import { cn } from '@/lib/cn';
import { useOnboardingT } from '../i18n';
import { ONBOARDING_STEPS } from '../lib/constants';

export function ProgressDots({ step }: { step: number }) {
  const t = useOnboardingT();
  return (
    <ol aria-label={t('onboarding.progress.label', { step, total: ONBOARDING_STEPS })} className="flex items-center justify-center gap-2">
      {Array.from({ length: ONBOARDING_STEPS }, (_, index) => {
        const position = index + 1;
        return (
          <li key={position} aria-current={position === step ? 'step' : undefined} className={cn('h-2.5 rounded-full transition-all', position === step ? 'w-8 bg-accent-400' : position < step ? 'w-2.5 bg-white' : 'w-2.5 bg-white/40')}>
            <span className="sr-only">{t(position < step ? 'onboarding.progress.done' : position === step ? 'onboarding.progress.current' : 'onboarding.progress.todo', { position })}</span>
          </li>
        );
      })}
    </ol>
  );
}
