import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { FaqSection } from '../types';

/** spec §9: the seeded bundles quoted in the FAQ. */
const bundles = [
  { tokens: 25, priceKes: 99 },
  { tokens: 50, priceKes: 180 },
  { tokens: 100, priceKes: 350 },
] as const;

export const tokenSystem: FaqSection = {
  id: 'token-system',
  title: 'Token System',
  items: [
    {
      id: 'token-value',
      question: 'What is a token worth?',
      answer: () => <p>1 token = KES 1.00 for all platform activities: stakes, entry fees, backing and withdrawals. Tokens are always whole numbers; there are no fractions of a token.</p>,
    },
    {
      id: 'buy-tokens',
      question: 'How do I buy tokens?',
      answer: (f) => (
        <>
          <p>In your wallet, choose a bundle or enter a custom amount, then pay with M-Pesa, Visa or Mastercard through Paystack.</p>
          <ul>
            {bundles.map((bundle) => (
              <li key={bundle.tokens}>
                {bundle.tokens} tokens for KES {bundle.priceKes}
              </li>
            ))}
            <li>Custom amount: at least {f.minCustomPurchase}, in whole shillings</li>
          </ul>
          <p>
            A bundle costs more than the face value of its tokens; when you stake or redeem, every token counts as KES 1.00. Tokens are credited once Paystack confirms your payment, usually within seconds, and each payment is credited
            exactly once.
          </p>
        </>
      ),
    },
    {
      id: 'bonus-vs-withdrawable',
      question: 'What is the difference between bonus tokens and withdrawable tokens?',
      answer: () => (
        <>
          <p>Your balance has two parts:</p>
          <ul>
            <li>
              <strong>Withdrawable tokens</strong>: tokens you bought and tokens you won. Only these can be redeemed for KES.
            </li>
            <li>
              <strong>Bonus tokens</strong>: onboarding, daily, referral and loss-mitigation tokens. You can stake them like any other token, but they cannot be withdrawn.
            </li>
          </ul>
          <p>When you stake, bonus tokens are used first, then withdrawable tokens. Winnings are always withdrawable, so a bonus stake that wins becomes real, redeemable value. Your wallet shows how many of your tokens are withdrawable.</p>
        </>
      ),
    },
    {
      id: 'daily-bonus',
      question: 'How does the daily bonus work?',
      answer: (f) => <p>Claim {f.dailyBonus} once per calendar day from the banner on your dashboard. Days are counted in UTC, so a new bonus becomes available at 3:00 a.m. Nairobi time (EAT).</p>,
    },
    {
      id: 'referral-bonus',
      question: 'How do referral rewards work?',
      answer: (f) => (
        <p>Your referral code is your username. When a friend enters it on their profile page, you and your friend each receive {f.referralBonus}. Every account can redeem one referral code, once, and you cannot use your own code.</p>
      ),
    },
    {
      id: 'token-expiry',
      question: 'Do my tokens expire?',
      answer: () => (
        <p>
          No, not while your account is open. Tokens expire only if you close your account yourself or if we terminate it for breaking the <Link to={paths.termsOfService}>Terms of Service</Link>. Redeem your withdrawable tokens before you
          close your account.
        </p>
      ),
    },
    {
      id: 'purchase-refunds',
      question: 'Can I get a refund for tokens I bought?',
      answer: () => (
        <p>
          Token purchases are final and non-refundable, except where Kenyan law requires a refund. If money left your M-Pesa or card but no tokens arrived, contact support with the M-Pesa confirmation code or Paystack reference and we will
          trace the payment.
        </p>
      ),
    },
  ],
};
