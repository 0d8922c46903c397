// Terms of Service sections 1–10 (spec §2, §9; rules from DOMAIN.md).
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { WithdrawalFeeCopy } from '../withdrawal-fee-copy';
import type { RuleFigures } from '../rule-figures';
import type { LegalSection } from '../types';

export const termsPartOne: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: () => (
      <>
        <p>
          These Terms of Service (“Terms”) are an agreement between you and the operator of the Changamoto platform (“Changamoto”, “we”, “us”). They apply to the Changamoto website and app, your account, and every token, challenge and
          withdrawal on it.
        </p>
        <p>By creating an account or using Changamoto you confirm that you have read, understood and accept these Terms and our Privacy Policy. If you do not accept them, do not use the platform.</p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: () => (
      <>
        <p>To use Changamoto you must:</p>
        <ul>
          <li>be at least 18 years old and legally able to enter into a binding contract;</li>
          <li>sign up with an e-mail address and a phone number that you own and have verified;</li>
          <li>hold only one account: a phone number and a national ID number may belong to one account only;</li>
          <li>not be self-excluded from Changamoto or prohibited from taking part in wagering by any law that applies to you.</li>
        </ul>
        <p>
          Accounts may be registered in the KE, US, EU or Global region. Payments and withdrawals are offered in Kenyan shillings only, and if you use Changamoto from outside Kenya you are responsible for complying with the laws where you
          are.
        </p>
      </>
    ),
  },
  {
    id: 'platform-overview',
    title: 'Platform Overview',
    body: () => (
      <>
        <p>
          Changamoto lets adults buy tokens, create and join challenges, back the outcomes of challenges, win tokens and redeem them for KES. There are three challenge types: solo (one player, backed for success or failure), two_player (two
          players who both stake, each of whom can be backed) and public (anyone joins for an entry fee and the prize pool is shared among the winners).
        </p>
        <p>Tokens are a unit of account on the platform only. They are not money, e-money, a deposit or an investment, they earn no interest, and they cannot be transferred between users except through challenges under these Terms.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: () => (
      <>
        <p>
          You must give accurate, current information and keep it up to date. Your username is public; it must not impersonate anyone or be offensive. You are responsible for everything done through your account, so keep your sign-in
          details and one-time codes to yourself and tell us immediately if you suspect unauthorised use.
        </p>
        <p>
          Bots, scripts, automation and any other non-human access to the platform are forbidden, as are multiple accounts, shared accounts and colluding with other users to influence an outcome. Accounts may be suspended or terminated for
          breaching these Terms (see sections 8 and 15).
        </p>
      </>
    ),
  },
  {
    id: 'token-economy',
    title: 'Token Economy',
    body: (f) => (
      <>
        <p>
          One token is worth KES 1.00 for all platform activities. You can buy tokens in the bundles shown in your wallet or as a custom amount of at least {f.minCustomPurchase}, paying by M-Pesa, Visa or Mastercard through our payment
          provider Paystack. Tokens are credited only once the payment provider has confirmed your payment. A bundle may cost more than the face value of its tokens.
        </p>
        <p>
          <strong>All purchases are final and non-refundable, except where Kenyan law requires a refund.</strong>
        </p>
        <p>Your balance holds two kinds of tokens:</p>
        <ul>
          <li>
            <strong>Withdrawable tokens</strong>: tokens you bought and tokens you won. Only these can be redeemed.
          </li>
          <li>
            <strong>Bonus tokens</strong>: the onboarding reward of {f.onboardingBonus}, the daily bonus of {f.dailyBonus}, referral rewards of {f.referralBonus} and loss-mitigation returns. They can be staked but cannot be withdrawn.
          </li>
        </ul>
        <p>
          Stakes use bonus tokens first, then withdrawable tokens; refunds return each part to where it came from, and winnings are credited as withdrawable tokens. Each bonus can be received only as described for it (the onboarding reward
          once per account, a referral code once, the daily bonus once per day); bonuses obtained through multiple accounts or other abuse will be removed.
        </p>
        <p>Tokens do not expire while your account is open. They expire only when you close your account yourself or when we terminate it for a violation of these Terms.</p>
      </>
    ),
  },
  {
    id: 'challenge-system',
    title: 'Challenge System',
    body: (f) => (
      <>
        <p>
          When you create a challenge you choose its title, description, category, type, stakes or entry fee and dates. Stakes, entry fees and backings are whole tokens of at least 1. A two_player challenge waits for the invited opponent,
          who has {f.inviteTtl} (or until the start date) to accept; if the opponent rejects the invite or does not answer, the challenge is cancelled and your stake is refunded.
        </p>
        <p>
          Backed tokens are locked until the challenge is completed and verified. Backing is open only while a challenge is active and before its end date; you may hold one backing per challenge and may not back a challenge you play in.
        </p>
        <p>
          Results submitted by players or creators are claims. Prize pools are paid only after an administrator has verified the result and confirmed the outcome. Challenges must be lawful, safe and verifiable; we may reject or void
          challenges that endanger anyone, involve illegal acts or cannot be verified. <strong>Challenges with irregular activity may be voided with stakes refunded.</strong>
        </p>
      </>
    ),
  },
  {
    id: 'fees-and-payouts',
    title: 'Fees and Payouts',
    body: (f) => <FeesAndPayouts f={f} />,
  },
  {
    id: 'administrative-powers',
    title: 'Administrative Powers',
    body: () => (
      <>
        <p>
          <strong>Changamoto administrators decide the outcome of every challenge, and their decisions are final and binding.</strong> They may ask participants for evidence, and they resolve disputes, including when the two players of a
          two_player challenge report different results.
        </p>
        <p>To protect users and the integrity of the platform, administrators may also:</p>
        <ul>
          <li>void or cancel a challenge, refunding every stake in full without a fee;</li>
          <li>freeze a balance while suspicious activity, a chargeback or a legal request is investigated;</li>
          <li>review, accept or reject identity documents;</li>
          <li>suspend or terminate accounts that breach these Terms.</li>
        </ul>
        <p>Every administrative action is recorded in an audit log that cannot be altered.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: () => (
      <>
        <p>
          The Changamoto name, logo, software, designs and texts belong to us or our licensors. We give you a personal, non-exclusive, non-transferable licence to use the platform for its intended purpose; you may not copy, scrape,
          reverse-engineer or resell it.
        </p>
        <p>
          You keep ownership of what you upload (challenge titles, descriptions, images, your avatar). You grant us a non-exclusive, royalty-free licence to host and display it on Changamoto and to share your public challenges, and you
          confirm you have the right to upload it. We may remove content that breaks these Terms or the law.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: () => <PrivacyReference />,
  },
];

function FeesAndPayouts({ f }: { f: RuleFigures }) {
  return (
    <>
      <p>
        <strong>Platform fee.</strong> When a challenge is settled we keep a platform fee of {f.platformFee} of the prize pool before it is distributed. The fee is capped at the tokens staked on the losing side, so no winner receives back
        less than their own stake. The remainder is shared among the winning stakes in proportion to their size. If there is no winning stake, or a challenge is voided, every stake is refunded in full and no fee is charged. We will give at
        least 30 days’ notice of any change to the platform fee.
      </p>
      <p>
        <strong>Loss mitigation.</strong> {f.lossMitigation} of each losing stake or entry fee is returned to its owner as bonus tokens, rounded down to whole tokens.
      </p>
      <p>
        <strong>Withdrawals.</strong> Identity verification (KYC) is mandatory before any withdrawal. You can redeem withdrawable tokens only, to an M-Pesa number or Kenyan bank account registered in the name of your verified identity.
        Withdrawals are paid in KES and processed in 1–3 business days. The amount you receive after any fee must be at least {f.minNetWithdrawal}. If a transfer fails, the tokens are returned to your withdrawable balance.
      </p>
      <div>
        <p>
          <strong>Withdrawal fees.</strong>
        </p>
        <WithdrawalFeeCopy />
      </div>
      <p>We may delay a withdrawal while we complete checks required by law, including anti-money-laundering checks.</p>
    </>
  );
}

function PrivacyReference() {
  return (
    <p>
      Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we collect, use and protect your personal data in line with Kenya’s Data Protection Act, 2019. It forms part of these Terms.
    </p>
  );
}
