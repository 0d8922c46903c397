// The rule figures as the Kiswahili FAQ words them ("tokeni 50 za bonasi", "saa 72"), from the same
// config-driven values as the English copy (content/rule-figures.ts).
import { formatNumber } from '@/lib/format';
import type { RuleFigures } from '../rule-figures';

export interface SwFigures extends RuleFigures {
  sw: { onboardingBonus: string; dailyBonus: string; referralBonus: string; inviteTtl: string };
}

const bonus = (n: number) => `tokeni ${formatNumber(n)} za bonasi`;

export function swFigures(f: RuleFigures): SwFigures {
  const { amounts } = f;
  return {
    ...f,
    sw: {
      onboardingBonus: bonus(amounts.onboardingBonus),
      dailyBonus: amounts.dailyBonus === null ? 'idadi maalum ya tokeni za bonasi' : bonus(amounts.dailyBonus),
      referralBonus: amounts.referralBonus === null ? 'idadi maalum ya tokeni za bonasi' : bonus(amounts.referralBonus),
      inviteTtl: amounts.inviteTtlHours === null ? 'muda ulioonyeshwa kwenye mwaliko' : `saa ${formatNumber(amounts.inviteTtlHours)}`,
    },
  };
}
