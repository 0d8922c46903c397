// spec §2 Onboarding steps 1 and 2: the welcome, then the invitation to the 'Daily Trivia Master' challenge.
import { Brain, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StepHeading } from './step-heading';

export function WelcomeStep({ onNext }: { onNext: () => void }) {
  return (
    <div className="flex flex-col items-center text-center">
      <Rocket aria-hidden="true" className="h-14 w-14 text-accent-400" />
      <div className="mt-6">
        <StepHeading focusOnMount={false}>Welcome to Changamoto!</StepHeading>
      </div>
      <p className="mt-4 max-w-md text-lg text-white/90">Take on challenges, back your friends and win tokens you can redeem for KES. Here is how it works, in under a minute.</p>
      <Button variant="accent" size="lg" className="mt-8" onClick={onNext}>
        Let&apos;s Get Started!
      </Button>
    </div>
  );
}

export function InvitationStep({ bonusTokens, bonusGranted, onNext }: { bonusTokens: number; bonusGranted: boolean; onNext: () => void }) {
  return (
    <div className="flex flex-col items-center text-center">
      <Brain aria-hidden="true" className="h-14 w-14 text-accent-400" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-accent-400 uppercase">Your first challenge</p>
      <div className="mt-2">
        <StepHeading focusOnMount>Daily Trivia Master</StepHeading>
      </div>
      <p className="mt-4 max-w-md text-lg text-white/90">
        {bonusGranted ? 'Answer one quick question. You already received your onboarding bonus, so this round is just for fun.' : `Answer one quick question and win ${bonusTokens} Bonus Tokens to start playing with.`}
      </p>
      <Button variant="accent" size="lg" className="mt-8" onClick={onNext}>
        Accept Challenge
      </Button>
    </div>
  );
}
