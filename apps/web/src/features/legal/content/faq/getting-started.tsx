import type { FaqSection } from '../types';

export const gettingStarted: FaqSection = {
  id: 'getting-started',
  title: 'Getting Started',
  items: [
    {
      id: 'what-is-changamoto',
      question: 'What is Changamoto?',
      answer: () => (
        <p>
          Changamoto (Swahili for “challenge”) is a token challenge-and-wager platform for adults in Kenya and East Africa. You buy tokens with M-Pesa or card, create or join challenges, back the outcome you believe in, and redeem the
          tokens you win to M-Pesa or your bank account.
        </p>
      ),
    },
    {
      id: 'who-can-join',
      question: 'Who can join?',
      answer: () => (
        <>
          <p>Anyone aged 18 or older. You confirm your age when you sign up, and we check it as part of identity verification before your first withdrawal.</p>
          <p>You can register in the KE, US, EU or Global region, but payments and withdrawals are in Kenyan shillings (KES) only. Each person may have one account: a phone number and a national ID number can belong to only one account.</p>
        </>
      ),
    },
    {
      id: 'create-account',
      question: 'How do I create an account?',
      answer: () => (
        <>
          <p>
            Tap <strong>Get Started</strong>, enter your e-mail address and open the one-time sign-in link we send you. You can also set a password or continue with Google. Then complete your profile:
          </p>
          <ul>
            <li>a username of 3–20 letters, digits or underscores (it is public, so keep personal details out of it);</li>
            <li>your region;</li>
            <li>your Kenyan mobile number (+254), which we confirm with a 6-digit code.</li>
          </ul>
          <p>A verified e-mail address and phone number are both needed before you can take part in challenges.</p>
        </>
      ),
    },
    {
      id: 'welcome-bonus',
      question: 'Do I get anything for signing up?',
      answer: (f) => (
        <p>
          Yes. Complete the short onboarding, which ends with a quick “Daily Trivia Master” question, and you receive {f.onboardingBonus}, once per account. Bonus tokens can be staked in any challenge but cannot be withdrawn (see Token
          System below).
        </p>
      ),
    },
    {
      id: 'first-challenge',
      question: 'How do I start my first challenge?',
      answer: () => (
        <>
          <p>
            Open <strong>Explore Challenges</strong> to join or back a challenge someone else has created, or choose <strong>Create Challenge</strong> to set your own: give it a clear title, pick a category and a type (solo, two_player or
            public), set your stake or entry fee and the start and end dates.
          </p>
          <p>Start small. A personal fitness goal or a trivia duel with a friend is a good first challenge, and it shows you how staking and settlement work before you commit more tokens.</p>
        </>
      ),
    },
  ],
};
