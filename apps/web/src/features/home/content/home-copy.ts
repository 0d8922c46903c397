// Home page copy (spec §1 and §2 Home page). Numbers that are rules come from `RuleValues`;
// the hero figures are the spec's marketing claims and are copy only.
import type { ChallengeType } from '@changamoto/shared/domain';
import { BadgeCheck, Banknote, CreditCard, Gavel, Gift, HandCoins, HeartHandshake, IdCard, type LucideIcon, Percent, ShieldCheck, Swords, Target, Trophy, Users, UserRound } from 'lucide-react';
import type { RuleValues } from './rule-values';

export interface IconCopy {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const heroStats = [
  { value: '5,000+', label: 'active players' },
  { value: 'KES 2M+', label: 'paid out' },
  { value: '50+', label: 'challenge categories' },
] as const;

export function featureCopy(rules: RuleValues): IconCopy[] {
  return [
    {
      icon: Target,
      title: 'Put tokens on your goals',
      body: 'Running 10 km, finishing a course, winning at FIFA: turn it into a challenge, stake tokens on yourself and let friends back you.',
    },
    {
      icon: HandCoins,
      title: 'Back the outcomes you believe in',
      body: 'Stake tokens on whether a player succeeds, fails or beats their rival. Backed tokens stay locked until the result is verified.',
    },
    {
      icon: Gift,
      title: 'Bonuses every day',
      body: `New players get ${rules.onboardingBonusTokens} bonus tokens after the welcome challenge, a daily bonus of ${rules.dailyBonusTokens} tokens and rewards for sharing your referral code.`,
    },
    {
      icon: Banknote,
      title: 'Cash out to M-Pesa or bank',
      body:
        rules.lowestWithdrawalFeeKes === null
          ? 'Redeem tokens for KES to your saved M-Pesa or bank account, fee-free, processed in 1-3 business days.'
          : `Redeem tokens for KES to your saved M-Pesa or bank account, processed in 1-3 business days. Withdrawal fees start at KES ${rules.lowestWithdrawalFeeKes} and are shown before you confirm.`,
    },
  ];
}

export const howItWorksSteps: IconCopy[] = [
  {
    icon: CreditCard,
    title: 'Buy tokens',
    body: 'Pay with M-Pesa, Visa or Mastercard. One token is worth KES 1.00 on Changamoto.',
  },
  {
    icon: Swords,
    title: 'Create or join a challenge',
    body: 'Set a personal goal, call out a friend by username, or join a public challenge for its entry fee.',
  },
  {
    icon: HandCoins,
    title: 'Back outcomes',
    body: 'Stake tokens on the result you expect. Your stake is locked until the challenge is completed and verified.',
  },
  {
    icon: Gavel,
    title: 'Admins verify the result',
    body: 'Our administrators check the submitted result and decide the outcome. Their decision is final.',
  },
  {
    icon: Trophy,
    title: 'Winnings to M-Pesa or bank',
    body: 'Winners are paid in tokens. Redeem them for KES to your M-Pesa or bank account in 1-3 business days.',
  },
];

export const challengeTypeCopy: Record<ChallengeType, { icon: LucideIcon; summary: string; example: string }> = {
  solo: {
    icon: UserRound,
    summary: 'One player takes on a goal. Everyone else backs success or failure.',
    example: 'Example: "I will walk 10,000 steps every day this week."',
  },
  two_player: {
    icon: Swords,
    summary: 'Find your opponent by username. You both stake tokens, and others back either player.',
    example: 'Example: a best-of-three FIFA match against your cousin.',
  },
  public: {
    icon: Users,
    summary: 'Anyone can join for an entry fee. The prize pool is shared among the winners.',
    example: 'Example: a weekend trivia quiz open to all players.',
  },
};

export function trustCopy(rules: RuleValues): IconCopy[] {
  return [
    {
      icon: BadgeCheck,
      title: '18+ only',
      body: 'Changamoto is for adults aged 18 and over, one account per person. You sign up with an email address or a Kenyan phone number, confirmed by a link or code, then choose a username and confirm you are 18 or older.',
    },
    {
      icon: IdCard,
      title: 'KYC before withdrawals',
      body: 'Identity verification is mandatory before any withdrawal, and payouts go only to accounts registered in your name.',
    },
    {
      icon: Gavel,
      title: 'Admins decide outcomes',
      body: 'Every result is verified by our administrators before prizes are paid. Their decisions are final and binding.',
    },
    {
      icon: ShieldCheck,
      title: 'Payments by Paystack',
      body: "Token purchases and payouts run through Paystack over M-Pesa, Visa and Mastercard. Card details are entered on Paystack's checkout, never on Changamoto.",
    },
    {
      icon: Percent,
      title: `${rules.lossMitigationPercent}% loss mitigation`,
      body: `Lose a challenge and ${rules.lossMitigationPercent}% of your lost stake or entry fee comes back to you as bonus tokens.`,
    },
    {
      icon: HeartHandshake,
      title: 'Responsible play',
      body: 'Stake only what you can afford to lose and take a break when it stops being fun. Bots and automation are not allowed.',
    },
  ];
}
