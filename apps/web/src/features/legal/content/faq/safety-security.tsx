import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { FaqSection } from '../types';

export const safetySecurity: FaqSection = {
  id: 'safety-security',
  title: 'Safety & Security',
  items: [
    {
      id: 'kyc',
      question: 'Why do I need to verify my identity?',
      answer: () => (
        <>
          <p>
            Identity verification (KYC) is mandatory before any withdrawal. We ask for your legal name, national ID or passport number, date of birth and photos of your ID document; our team reviews them and you see the result in your
            account, with the reason if we cannot accept a document.
          </p>
          <p>Verification confirms you are 18 or older, keeps one account per person, makes sure winnings reach the right person, and lets us meet Kenya’s anti-money-laundering rules.</p>
        </>
      ),
    },
    {
      id: 'responsible-play',
      question: 'How do you support responsible play?',
      answer: () => (
        <>
          <p>Challenges should be fun. Only stake what you can afford to lose, and never chase losses. If you want help staying in control:</p>
          <ul>
            <li>
              <strong>Deposit limits</strong>: ask support to cap how much you can spend on tokens per day, week or month. Lower limits apply at once; higher limits only after a 24-hour cooling-off period.
            </li>
            <li>
              <strong>Self-exclusion</strong>: ask support to give you a break of 24 hours, 7 days or 30 days, or to close your account. While excluded you cannot buy tokens or create, join or back challenges, but you can still withdraw
              your withdrawable tokens. A break cannot be lifted early, not even by our staff.
            </li>
          </ul>
          <p>If playing is causing you or your family harm, please talk to someone you trust or a counsellor, and contact us to pause your account.</p>
        </>
      ),
    },
    {
      id: 'fair-play',
      question: 'Are bots or multiple accounts allowed?',
      answer: () => (
        <p>
          No. Bots, scripts and any other automation are forbidden, and each person may hold only one account. Colluding to fix an outcome is also forbidden. Challenges with irregular activity may be voided with stakes refunded, and the
          accounts involved may be suspended or terminated.
        </p>
      ),
    },
    {
      id: 'account-protection',
      question: 'How do I keep my account safe?',
      answer: () => (
        <ul>
          <li>Never share your one-time codes. Changamoto staff will never ask for your password, one-time code or M-Pesa PIN.</li>
          <li>If you set a password, use one you do not use anywhere else, and sign out on shared phones.</li>
          <li>Withdrawals only go to payout accounts in the name of your verified identity, so stolen winnings are hard to move.</li>
          <li>Tell us at once if you see activity you do not recognise; we can freeze your balance while we investigate.</li>
        </ul>
      ),
    },
    {
      id: 'report',
      question: 'How do I report a problem or suspicious behaviour?',
      answer: () => (
        <p>
          Send us a message from the <Link to={paths.contactUs}>Contact Us</Link> page and choose “Report” as the inquiry type, or e-mail support. Include the challenge link or the username involved so we can act quickly.
        </p>
      ),
    },
    {
      id: 'personal-data',
      question: 'What do you do with my personal data?',
      answer: () => (
        <p>
          We collect only what we need to run your account, verify your identity and process payments, and we protect it under Kenya’s Data Protection Act, 2019. Card details are handled by Paystack and never stored by us. Read the full{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </p>
      ),
    },
  ],
};
