// spec §2 Onboarding step 4: 'YOU WON!' with the Bonus Tokens and a 3-second celebration, then on to
// /challenges or /wallet. A second completion earns nothing, and says so.
import { Trophy } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatWholeNumber } from '@/lib/format';
import { useOnboardingT } from '../i18n';
import { Celebration } from './celebration';
import { StepHeading } from './step-heading';

export function ResultStep({ tokens }: { tokens: number }) {
  const t = useOnboardingT();
  const won = tokens > 0;
  return (
    <div className="flex flex-col items-center text-center">
      {won && <Celebration />}
      <Trophy aria-hidden="true" className="h-16 w-16 text-accent-400" />
      <div className="mt-6">
        <StepHeading focusOnMount>{won ? t('onboarding.result.won') : t('onboarding.result.correct')}</StepHeading>
      </div>
      {won ? (
        <>
          <p className="mt-4 text-4xl font-extrabold text-accent-400">{t('onboarding.result.tokens', { tokens: formatWholeNumber(tokens) })}</p>
          <p className="mt-2 max-w-md text-lg text-white/90">{t('onboarding.result.inWallet')}</p>
        </>
      ) : (
        <p className="mt-4 max-w-md text-lg text-white/90">{t('onboarding.result.alreadyGranted')}</p>
      )}
      <div className="mt-8 flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.challenges} variant="accent" size="lg" className="flex-1">
          {t('onboarding.result.explore')}
        </ButtonLink>
        <ButtonLink to={paths.wallet} variant="secondary" size="lg" className="flex-1">
          {t('onboarding.result.wallet')}
        </ButtonLink>
      </div>
    </div>
  );
}
