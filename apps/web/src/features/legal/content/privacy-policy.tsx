// Privacy Policy sections (version 1.0, effective May 29th 2025; spec §2, §9), written to Kenya's
// Data Protection Act, 2019 and consistent with DOMAIN.md (KYC, Paystack, one session cookie).
import { SupportEmailLink } from './support-email-link';
import type { LegalSection } from './types';

export const privacySections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: () => (
      <p>
        Changamoto is a token challenge-and-wager platform for adults in Kenya and East Africa. The operator of Changamoto (“we”, “us”) decides why and how your personal data is processed, and is the data controller for it under Kenya’s
        Data Protection Act, 2019 (the “Act”). This policy explains what we collect, why, who we share it with and the rights you have.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Information We Collect',
    body: () => (
      <>
        <ul>
          <li>
            <strong>Account data</strong>: e-mail address, username, region, profile picture, password (stored only as a secure hash, if you set one), referral code and who referred you, and your notification preferences.
          </li>
          <li>
            <strong>Phone number</strong>: your mobile number, verified with a one-time code and used for sign-in and security messages.
          </li>
          <li>
            <strong>Identity (KYC) documents</strong>: legal name, national ID or passport number, date of birth and images of your ID document, collected before your first withdrawal.
          </li>
          <li>
            <strong>Payment references</strong>: Paystack transaction references, amounts and statuses, and your payout accounts (account name, provider or bank, the last digits of the account number and the Paystack recipient code).
          </li>
          <li>
            <strong>Platform activity</strong>: challenges you create, join or back, stakes, results, token transactions and notifications.
          </li>
          <li>
            <strong>Messages</strong>: what you send us through the contact form, e-mail, phone or WhatsApp.
          </li>
          <li>
            <strong>Technical data</strong>: IP address, device and browser type, and security logs of sign-ins and account changes.
          </li>
        </ul>
        <p>
          <strong>Card data is handled by Paystack, not stored by us.</strong> Card numbers and M-Pesa PINs are entered directly with Paystack or Safaricom and never reach our servers.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: () => (
      <ul>
        <li>to create and run your account, and to sign you in securely;</li>
        <li>to sell you tokens, hold stakes, settle challenges and pay out withdrawals;</li>
        <li>to verify your age and identity and keep one account per person;</li>
        <li>to detect and prevent fraud, bots, multiple accounts and irregular activity on challenges;</li>
        <li>to send the notifications you choose, and the security and transaction messages you need;</li>
        <li>to answer your questions and complaints, and to apply deposit limits or self-exclusion you ask for;</li>
        <li>to meet our legal duties, including anti-money-laundering, tax and gambling-regulation requirements;</li>
        <li>to improve Changamoto using aggregated statistics that do not identify you.</li>
      </ul>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: () => (
      <>
        <p>Under section 30 of the Act we process your personal data only where we have a lawful basis:</p>
        <ul>
          <li>
            <strong>Performance of a contract</strong>: running your account, purchases, challenges and withdrawals under our Terms of Service.
          </li>
          <li>
            <strong>Legal obligation</strong>: identity verification, record keeping and reporting required by Kenyan law, including anti-money-laundering and gambling laws.
          </li>
          <li>
            <strong>Legitimate interests</strong>: keeping the platform secure, preventing fraud and bots, and understanding how it is used, balanced against your rights.
          </li>
          <li>
            <strong>Consent</strong>: optional e-mail and in-app notifications, which you can switch off at any time in your notification preferences.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Your Information',
    body: () => (
      <>
        <p>We do not sell your personal data. We share it only with:</p>
        <ul>
          <li>
            <strong>Paystack</strong>, our payment provider, to process token purchases and to pay withdrawals to M-Pesa and bank accounts;
          </li>
          <li>
            <strong>SMS and e-mail providers</strong>, to deliver one-time codes, sign-in links and notifications;
          </li>
          <li>
            <strong>Hosting and infrastructure providers</strong> that store and run our service under contract and our instructions;
          </li>
          <li>
            <strong>Regulators, courts and law-enforcement agencies</strong>, including the Office of the Data Protection Commissioner, gambling regulators and the Financial Reporting Centre, where the law requires it.
          </li>
        </ul>
        <p>Other users see only your public profile: your username, profile picture and the challenges you create, join or back.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: () => (
      <ul>
        <li>Account and activity data: while your account is open, then for 7 years after it closes.</li>
        <li>Identity documents and transaction records: 7 years after your last transaction or account closure, as required by Kenyan anti-money-laundering law.</li>
        <li>Messages to support: 2 years after the conversation ends.</li>
        <li>Security logs: 12 months.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Data Security',
    body: () => (
      <p>
        All traffic to Changamoto is encrypted in transit (HTTPS). Passwords are stored only as secure hashes, access to identity documents is limited to the staff who review them, and every administrator action is recorded in an audit log.
        If a personal data breach puts your rights at risk, we will notify the Data Protection Commissioner within 72 hours of becoming aware of it, and tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: () => (
      <>
        <p>Under the Act you have the right to:</p>
        <ul>
          <li>be informed of how your personal data is used;</li>
          <li>access the personal data we hold about you;</li>
          <li>have inaccurate or incomplete data corrected;</li>
          <li>have your data deleted, except where the law requires us to keep it (see Data Retention);</li>
          <li>object to processing based on our legitimate interests, and to direct marketing;</li>
          <li>receive your data in a portable format.</li>
        </ul>
        <p>
          To use any of these rights, e-mail our Data Protection Officer at <SupportEmailLink />. We will reply within the time the Act allows. If you are unhappy with our answer, you can complain to the Office of the Data Protection
          Commissioner.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: () => (
      <p>
        We use a single session cookie, which keeps you signed in and protects your account. It is strictly necessary, is removed when you sign out, and cannot be used to track you across other websites. We do not use advertising or
        third-party tracking cookies.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: () => (
      <p>
        Changamoto is for adults aged 18 and over only. We do not knowingly collect data from anyone under 18. If we learn that a minor has opened an account, we close it, refund any purchases and delete the data we are not required by law
        to keep.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    body: () => (
      <p>
        Some of our providers, such as e-mail, SMS and hosting services, may process data outside Kenya. We transfer personal data abroad only where the Act allows, to providers that give appropriate safeguards for its security, and under
        contracts that require them to protect it as we do.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: () => (
      <p>
        We may update this policy when our service or the law changes. The version number and effective date at the top of the page show which version applies. We will tell you of material changes by e-mail and in-app notification before
        they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: () => (
      <p>
        Questions about this policy or your personal data go to our Data Protection Officer at <SupportEmailLink />. Please write “Data protection” in the subject line so your message reaches the right person quickly.
      </p>
    ),
  },
];
