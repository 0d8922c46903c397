// Terms of Service sections 11–20 (spec §2, §9; rules from DOMAIN.md).
import { SupportContactList } from '../../components/support-contacts';
import { supportHours } from '../documents';
import type { LegalSection } from '../types';

export const termsPartTwo: LegalSection[] = [
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: () => (
      <>
        <p>
          Changamoto is provided “as is” and “as available”. We do not promise that the platform will always be available, uninterrupted or free of errors, and we may take it down for maintenance. We do not guarantee that any challenge will
          be completed or that you will win; every stake can be lost, apart from the loss-mitigation return described in section 7.
        </p>
        <p>
          Nothing on Changamoto is financial advice. Payments and transfers depend on third parties such as Paystack, Safaricom M-Pesa and banks, and we are not responsible for their delays or outages, although we will help you trace any
          payment.
        </p>
      </>
    ),
  },
  {
    id: 'liability-limit',
    title: 'Limitation of Liability',
    body: () => (
      <>
        <p>
          To the extent the law allows, our total liability to you for all claims arising from or related to Changamoto is limited to the lesser of (a) the value of the tokens remaining in your account, at KES 1.00 per token, and (b) the
          fees you paid to us in the 12 months before the event giving rise to the claim.
        </p>
        <p>
          We are not liable for indirect or consequential losses, such as loss of profit, opportunity or data. Nothing in these Terms limits any liability that cannot be limited under Kenyan law, including your rights under the Consumer
          Protection Act, 2012.
        </p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: () => (
      <p>
        You agree to compensate Changamoto, its officers and staff for any claim, loss or cost (including reasonable legal fees) arising from your breach of these Terms, your misuse of the platform, content you upload, or your violation of
        any law or the rights of another person.
      </p>
    ),
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute Resolution',
    body: () => (
      <>
        <p>
          Disputes about the outcome of a challenge are decided by our administrators under section 8. For any other complaint, contact support first (section 19): we acknowledge complaints within 24 hours and aim to resolve them within 14
          days.
        </p>
        <p>
          If we cannot resolve a dispute together, either of us may refer it to mediation in Nairobi. If mediation fails, the dispute will be settled by the courts of Kenya under section 20. Complaints about personal data may also be made
          to the Office of the Data Protection Commissioner.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: () => (
      <>
        <p>You may close your account at any time by contacting support. Redeem your withdrawable tokens first: any tokens left in an account you close yourself expire on closure.</p>
        <p>
          We may suspend or terminate your account, with or without notice, if you breach these Terms, use bots or automation, hold more than one account, fail identity verification, act fraudulently, or if the law requires it. Tokens in an
          account terminated for a violation expire, except where Kenyan law requires us to return funds. Challenges affected by the violation may be voided with stakes refunded to the other participants.
        </p>
        <p>Sections 9 and 11 to 20 continue to apply after your account ends.</p>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: () => (
      <>
        <p>
          We may update these Terms to reflect changes to the platform or the law. We typically announce changes 14 days before they take effect, by e-mail and in-app notification, and we always give at least 30 days’ notice of a change to
          the platform fee. Each version shows its number and effective date.
        </p>
        <p>If you continue to use Changamoto after a change takes effect, you accept the new Terms. If you do not accept them, redeem your withdrawable tokens and close your account before that date.</p>
      </>
    ),
  },
  {
    id: 'severability',
    title: 'Severability',
    body: () => <p>If a court finds any part of these Terms invalid or unenforceable, that part will be limited to the minimum extent necessary and the rest of the Terms will remain in full force.</p>,
  },
  {
    id: 'entire-agreement',
    title: 'Entire Agreement',
    body: () => (
      <p>
        These Terms, the Privacy Policy and the rules shown when you create, join or back a challenge are the entire agreement between you and Changamoto about the platform, and replace any earlier understanding. If we do not enforce a
        right straight away, we have not waived it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: () => (
      <>
        <p>Questions about these Terms, complaints and account requests can be sent to our support team:</p>
        <SupportContactList />
        <p>Business hours: {supportHours.map((row) => `${row.days} ${row.hours}`).join('; ')}.</p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: () => (
      <>
        <p>These Terms are governed by the laws of the Republic of Kenya, and the courts of Kenya have exclusive jurisdiction over any dispute arising from them, subject to section 14.</p>
        <p>
          We operate in line with the responsible-play expectations of Kenya’s Gambling Control Act, 2025: we allow adults only and verify age and identity, we offer deposit limits and self-exclusion on request to support, we do not target
          minors or vulnerable people in our marketing, and we cooperate with the authorities that regulate gambling, data protection and anti-money-laundering in Kenya.
        </p>
      </>
    ),
  },
];
