import type { SwFaqSection } from './types';
import { WithdrawalFeeCopySw } from './withdrawal-fee-copy';

export const paymentsWithdrawals: SwFaqSection = {
  id: 'payments-withdrawals',
  title: 'Malipo na utoaji',
  items: [
    {
      id: 'payment-methods',
      question: 'Naweza kulipa kwa njia gani?',
      answer: () => <p>M-Pesa, Visa na Mastercard, zote zikishughulikiwa na mshirika wetu wa malipo Paystack. Maelezo ya kadi huwekwa kwenye ukurasa salama wa Paystack na kamwe hayahifadhiwi na Changamoto.</p>,
    },
    {
      id: 'how-to-withdraw',
      question: 'Nitatoaje ushindi wangu?',
      answer: () => (
        <ol>
          <li>Kamilisha uthibitishaji wa utambulisho. Ni lazima kabla ya utoaji wowote.</li>
          <li>Kwenye pochi yako, ongeza akaunti ya malipo kwa jina lako: nambari ya M-Pesa au akaunti ya benki ya Kenya.</li>
          <li>Weka idadi ya tokeni unazotaka kutoa, angalia makadirio ya utakachopokea, kisha uthibitishe.</li>
        </ol>
      ),
    },
    {
      id: 'withdrawal-fees',
      question: 'Je, kuna ada za utoaji?',
      answer: () => <WithdrawalFeeCopySw />,
    },
    {
      id: 'withdrawal-time',
      question: 'Utoaji huchukua muda gani?',
      answer: () => <p>Utoaji hushughulikiwa ndani ya siku 1–3 za kazi kwenda M-Pesa au akaunti yako ya benki. Unapata arifa uhamisho unapoanza, na historia ya miamala yako inaonyesha hali yake hadi ukamilike.</p>,
    },
    {
      id: 'withdrawal-minimum',
      question: 'Je, kuna kiwango cha chini cha utoaji?',
      answer: (f) => (
        <p>
          Ndiyo. Kiasi unachopokea baada ya ada yoyote lazima kiwe angalau {f.minNetWithdrawal}. Utoaji hulipwa kwa shilingi za Kenya (KES) pekee, na unaweza kutoa tokeni zinazoweza kutolewa tu (ulizonunua au kushinda), si tokeni za bonasi.
        </p>
      ),
    },
    {
      id: 'withdrawal-failed',
      question: 'Itakuwaje utoaji wangu ukishindwa?',
      answer: () => (
        <p>
          M-Pesa au benki yako ikikataa uhamisho, tokeni hurudi kwenye salio lako linaloweza kutolewa moja kwa moja, muamala huwekwa alama ya kushindwa na kurudishwa pamoja na sababu, na unapata arifa. Angalia maelezo ya akaunti yako ya
          malipo kisha ujaribu tena, au wasiliana na huduma kwa wateja.
        </p>
      ),
    },
  ],
};
