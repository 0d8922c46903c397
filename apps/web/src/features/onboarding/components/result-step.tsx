// spec §2 Onboarding step 4: 'YOU WON!' with the Bonus Tokens and a 3-second celebration, then on to
// /challenges or /wallet. A second completion earns nothing, and says so.
import { ONBOARDING_MESSAGES } from '@changamoto/shared/domain';
import { Trophy } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Celebration } from './celebration';
import { StepHeading } from './step-heading';

export function ResultStep({ tokens }: { tokens: number }) {
  const won = tokens > 0;
  return (
    <div className="flex flex-col items-center text-center">
      {won && <Celebration />}
      <Trophy aria-hidden="true" className="h-16 w-16 text-accent-400" />
      <div className="mt-6">
        <StepHeading focusOnMount>{won ? 'YOU WON!' : 'Correct!'}</StepHeading>
      </div>
      {won ? (
        <>
          <p className="mt-4 text-4xl font-extrabold text-accent-400">{tokens} Bonus Tokens</p>
          <p className="mt-2 max-w-md text-lg text-white/90">They are in your wallet: use them to back or join your first challenge.</p>
        </>
      ) : (
        <p className="mt-4 max-w-md text-lg text-white/90">{ONBOARDING_MESSAGES.alreadyGranted} No tokens were added this time: the onboarding bonus is paid once per account.</p>
      )}
      <div className="mt-8 flex w-full max-w-md flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.challenges} variant="accent" size="lg" className="flex-1">
          Explore Challenges
        </ButtonLink>
        <ButtonLink to={paths.wallet} variant="secondary" size="lg" className="flex-1">
          Go to Wallet
        </ButtonLink>
      </div>
    </div>
  );
}
