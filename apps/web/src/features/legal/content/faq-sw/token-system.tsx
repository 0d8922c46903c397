import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SwFaqSection } from './types';

/** spec §9: the seeded bundles quoted in the FAQ. */
const bundles = [
  { tokens: 25, priceKes: 99 },
  { tokens: 50, priceKes: 180 },
  { tokens: 100, priceKes: 350 },
] as const;

export const tokenSystem: SwFaqSection = {
  id: 'token-system',
  title: 'Mfumo wa tokeni',
  items: [
    {
      id: 'token-value',
      question: 'Tokeni moja ina thamani gani?',
      answer: () => <p>Tokeni 1 = KES 1.00 kwa shughuli zote za jukwaa: madau, ada za kujiunga, kuunga mkono na utoaji. Tokeni ni nambari kamili kila mara; hakuna sehemu ya tokeni.</p>,
    },
    {
      id: 'buy-tokens',
      question: 'Nitanunuaje tokeni?',
      answer: (f) => (
        <>
          <p>Kwenye pochi yako, chagua kifurushi au weka kiasi chako, kisha ulipe kwa M-Pesa, Visa au Mastercard kupitia Paystack.</p>
          <ul>
            {bundles.map((bundle) => (
              <li key={bundle.tokens}>
                Tokeni {bundle.tokens} kwa KES {bundle.priceKes}
              </li>
            ))}
            <li>Kiasi chako: angalau {f.minCustomPurchase}, kwa shilingi kamili</li>
          </ul>
          <p>
            Kifurushi kinagharimu zaidi ya thamani ya tokeni zake; unapoweka dau au kutoa, kila tokeni inahesabiwa kama KES 1.00. Tokeni huwekwa baada ya Paystack kuthibitisha malipo yako, kwa kawaida ndani ya sekunde, na kila malipo
            huwekwa mara moja tu.
          </p>
        </>
      ),
    },
    {
      id: 'bonus-vs-withdrawable',
      question: 'Kuna tofauti gani kati ya tokeni za bonasi na tokeni zinazoweza kutolewa?',
      answer: () => (
        <>
          <p>Salio lako lina sehemu mbili:</p>
          <ul>
            <li>
              <strong>Tokeni zinazoweza kutolewa</strong>: tokeni ulizonunua na tokeni ulizoshinda. Hizi pekee ndizo zinazoweza kubadilishwa kuwa KES.
            </li>
            <li>
              <strong>Tokeni za bonasi</strong>: za mwanzo, za kila siku, za rufaa na za fidia ya hasara. Unaweza kuziweka kama dau kama tokeni nyingine yoyote, lakini haziwezi kutolewa.
            </li>
          </ul>
          <p>
            Unapoweka dau, tokeni za bonasi hutumika kwanza, kisha tokeni zinazoweza kutolewa. Ushindi huweza kutolewa kila mara, kwa hivyo dau la bonasi likishinda linakuwa thamani halisi unayoweza kutoa. Pochi yako inaonyesha ni tokeni
            ngapi zinaweza kutolewa.
          </p>
        </>
      ),
    },
    {
      id: 'daily-bonus',
      question: 'Bonasi ya kila siku inafanyaje kazi?',
      answer: (f) => <p>Dai {f.sw.dailyBonus} mara moja kila siku kutoka kwenye bango la dashibodi yako. Siku huhesabiwa kwa saa za UTC, kwa hivyo bonasi mpya hupatikana saa 9 usiku (3:00 a.m.) kwa saa za Nairobi (EAT).</p>,
    },
    {
      id: 'referral-bonus',
      question: 'Zawadi za rufaa zinafanyaje kazi?',
      answer: (f) => (
        <p>
          Msimbo wako wa rufaa ni jina lako la mtumiaji. Rafiki akiuweka kwenye ukurasa wa wasifu wake, wewe na rafiki yako kila mmoja anapokea {f.sw.referralBonus}. Kila akaunti inaweza kutumia msimbo mmoja wa rufaa, mara moja, na huwezi
          kutumia msimbo wako mwenyewe.
        </p>
      ),
    },
    {
      id: 'token-expiry',
      question: 'Je, tokeni zangu zinaisha muda?',
      answer: () => (
        <p>
          Hapana, akaunti yako ikiwa wazi. Tokeni huisha tu ukifunga akaunti yako mwenyewe au tukiifunga kwa kuvunja <Link to={paths.termsOfService}>Masharti ya Huduma</Link>. Toa tokeni zako zinazoweza kutolewa kabla ya kufunga akaunti
          yako.
        </p>
      ),
    },
    {
      id: 'purchase-refunds',
      question: 'Naweza kurudishiwa pesa za tokeni nilizonunua?',
      answer: () => (
        <p>
          Ununuzi wa tokeni ni wa mwisho na haurudishwi, isipokuwa pale sheria ya Kenya inapotaka urudishwe. Ikiwa pesa zilitoka kwenye M-Pesa au kadi yako lakini tokeni hazikufika, wasiliana na huduma kwa wateja ukiwa na msimbo wa
          uthibitisho wa M-Pesa au kumbukumbu ya Paystack nasi tutafuatilia malipo.
        </p>
      ),
    },
  ],
};
