import { WithdrawalFeeCopy } from '../withdrawal-fee-copy';
import type { FaqSection } from '../types';

export const paymentsWithdrawals: FaqSection = {
  id: 'payments-withdrawals',
  title: 'Payments & Withdrawals',
  items: [
    {
      id: 'payment-methods',
      question: 'Which payment methods can I use?',
      answer: () => <p>M-Pesa, Visa and Mastercard, all processed by our payment partner Paystack. Card details are entered on Paystack’s secure page and are never stored by Changamoto.</p>,
    },
    {
      id: 'how-to-withdraw',
      question: 'How do I withdraw my winnings?',
      answer: () => (
        <ol>
          <li>Complete identity verification (KYC). It is mandatory before any withdrawal.</li>
          <li>In your wallet, add a payout account in your own name: an M-Pesa number or a Kenyan bank account.</li>
          <li>Enter the number of tokens to redeem, check the estimate of what you will receive, and confirm.</li>
        </ol>
      ),
    },
    {
      id: 'withdrawal-fees',
      question: 'Are there withdrawal fees?',
      answer: () => <WithdrawalFeeCopy />,
    },
    {
      id: 'withdrawal-time',
      question: 'How long does a withdrawal take?',
      answer: () => <p>Withdrawals are processed in 1–3 business days to M-Pesa or your bank account. You get a notification when the transfer starts, and your transaction history shows its status until it completes.</p>,
    },
    {
      id: 'withdrawal-minimum',
      question: 'Is there a minimum withdrawal?',
      answer: (f) => (
        <p>Yes. The amount you receive after any fee must be at least {f.minNetWithdrawal}. Withdrawals are paid in Kenyan shillings (KES) only, and you can redeem only withdrawable tokens (bought or won), not bonus tokens.</p>
      ),
    },
    {
      id: 'withdrawal-failed',
      question: 'What if my withdrawal fails?',
      answer: () => (
        <p>
          If M-Pesa or your bank rejects the transfer, the tokens go back to your withdrawable balance automatically, the transaction is marked as failed and re-credited with the reason, and you get a notification. Check your payout account
          details and try again, or contact support.
        </p>
      ),
    },
  ],
};
