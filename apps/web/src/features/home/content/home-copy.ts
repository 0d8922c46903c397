// Home page copy (spec §1 and §2 Home page), as catalog keys (locales/*.json). Numbers that are rules
// come from `RuleValues`; the hero figures are the spec's marketing claims and are copy only.
import type { ChallengeType } from '@changamoto/shared/domain';
import { BadgeCheck, Banknote, CreditCard, Gavel, Gift, HandCoins, HeartHandshake, IdCard, type LucideIcon, Percent, ShieldCheck, Swords, Target, Trophy, Users, UserRound } from 'lucide-react';
import type { HomeT } from '../i18n';
import type { RuleValues } from './rule-values';

export interface IconCopy {
  icon: LucideIcon;
  title: string;
  body: string;
}

export const heroStats = [
  { value: '5,000+', label: 'home.stats.players' },
  { value: 'KES 2M+', label: 'home.stats.paidOut' },
  { value: '50+', label: 'home.stats.categories' },
] as const;

export function featureCopy(t: HomeT, rules: RuleValues): IconCopy[] {
  return [
    { icon: Target, title: t('home.features.goals.title'), body: t('home.features.goals.body') },
    { icon: HandCoins, title: t('home.features.back.title'), body: t('home.features.back.body') },
    { icon: Gift, title: t('home.features.bonuses.title'), body: t('home.features.bonuses.body', { onboarding: rules.onboardingBonusTokens, daily: rules.dailyBonusTokens }) },
    {
      icon: Banknote,
      title: t('home.features.cashOut.title'),
      body: rules.lowestWithdrawalFeeKes === null ? t('home.features.cashOut.bodyFree') : t('home.features.cashOut.bodyFee', { fee: rules.lowestWithdrawalFeeKes }),
    },
  ];
}

export function howItWorksSteps(t: HomeT): IconCopy[] {
  return [
    { icon: CreditCard, title: t('home.how.buy.title'), body: t('home.how.buy.body') },
    { icon: Swords, title: t('home.how.create.title'), body: t('home.how.create.body') },
    { icon: HandCoins, title: t('home.how.back.title'), body: t('home.how.back.body') },
    { icon: Gavel, title: t('home.how.verify.title'), body: t('home.how.verify.body') },
    { icon: Trophy, title: t('home.how.winnings.title'), body: t('home.how.winnings.body') },
  ];
}

export const challengeTypeIcons: Record<ChallengeType, LucideIcon> = { solo: UserRound, two_player: Swords, public: Users };

export function trustCopy(t: HomeT, rules: RuleValues): IconCopy[] {
  const percent = rules.lossMitigationPercent;
  return [
    { icon: BadgeCheck, title: t('home.trust.adults.title'), body: t('home.trust.adults.body') },
    { icon: IdCard, title: t('home.trust.kyc.title'), body: t('home.trust.kyc.body') },
    { icon: Gavel, title: t('home.trust.admins.title'), body: t('home.trust.admins.body') },
    { icon: ShieldCheck, title: t('home.trust.paystack.title'), body: t('home.trust.paystack.body') },
    { icon: Percent, title: t('home.trust.mitigation.title', { percent }), body: t('home.trust.mitigation.body', { percent }) },
    { icon: HeartHandshake, title: t('home.trust.responsible.title'), body: t('home.trust.responsible.body') },
  ];
}
