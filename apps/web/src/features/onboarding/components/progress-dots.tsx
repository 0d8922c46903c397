// spec §2 Onboarding progress dots: where the person is among the four steps.
import { cn } from '@/lib/cn';
import { ONBOARDING_STEPS } from '../lib/constants';

export function ProgressDots({ step }: { step: number }) {
  return (
    <ol aria-label={`Step ${step} of ${ONBOARDING_STEPS}`} className="flex items-center justify-center gap-2">
      {Array.from({ length: ONBOARDING_STEPS }, (_, index) => {
        const position = index + 1;
        return (
          <li key={position} aria-current={position === step ? 'step' : undefined} className={cn('h-2.5 rounded-full transition-all', position === step ? 'w-8 bg-accent-400' : position < step ? 'w-2.5 bg-white' : 'w-2.5 bg-white/40')}>
            <span className="sr-only">
              Step {position}
              {position < step ? ' (done)' : position === step ? ' (current)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
