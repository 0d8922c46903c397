// spec §2 Onboarding steps 1 and 2: the welcome, then the invitation to the 'Daily Trivia Master' challenge.
import { Brain, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatWholeNumber } from '@/lib/format';
import { useOnboardingT } from '../i18n';
import { StepHeading } from './step-heading';

export function WelcomeStep({ onNext }: { onNext: () => void }) {
  const t = useOnboardingT();
  return (
    <div className="flex flex-col items-center text-center">
      <Rocket aria-hidden="true" className="h-14 w-14 text-accent-400" />
      <div className="mt-6">
        <StepHeading focusOnMount={false}>{t('onboarding.welcome.title')}</StepHeading>
      </div>
      <p className="mt-4 max-w-md text-lg text-white/90">{t('onboarding.welcome.body')}</p>
      <Button variant="accent" size="lg" className="mt-8" onClick={onNext}>
        {t('onboarding.welcome.start')}
      </Button>
    </div>
  );
}

export function InvitationStep({ bonusTokens, bonusGranted, onNext }: { bonusTokens: number; bonusGranted: boolean; onNext: () => void }) {
  const t = useOnboardingT();
  return (
    <div className="flex flex-col items-center text-center">
      <Brain aria-hidden="true" className="h-14 w-14 text-accent-400" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-accent-400 uppercase">{t('onboarding.invitation.eyebrow')}</p>
      <div className="mt-2">
        <StepHeading focusOnMount>{t('onboarding.challengeName')}</StepHeading>
      </div>
      <p className="mt-4 max-w-md text-lg text-white/90">{bonusGranted ? t('onboarding.invitation.bonusGranted') : t('onboarding.invitation.bonus', { tokens: formatWholeNumber(bonusTokens) })}</p>
      <Button variant="accent" size="lg" className="mt-8" onClick={onNext}>
        {t('onboarding.invitation.accept')}
      </Button>
    </div>
  );
}
