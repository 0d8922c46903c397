import type { SwFaqSection } from './types';

export const gettingStarted: SwFaqSection = {
  id: 'getting-started',
  title: 'Kuanza',
  items: [
    {
      id: 'what-is-changamoto',
      question: 'Changamoto ni nini?',
      answer: () => (
        <p>
          Changamoto ni jukwaa la changamoto na madau ya tokeni kwa watu wazima wa Kenya na Afrika Mashariki. Unanunua tokeni kwa M-Pesa au kadi, unaunda au kujiunga na changamoto, unaunga mkono matokeo unayoyaamini, na unatoa tokeni
          unazoshinda kwenda M-Pesa au akaunti yako ya benki.
        </p>
      ),
    },
    {
      id: 'who-can-join',
      question: 'Nani anaweza kujiunga?',
      answer: () => (
        <>
          <p>Yeyote mwenye miaka 18 au zaidi. Unathibitisha umri wako unapojisajili, na tunaukagua wakati wa uthibitishaji wa utambulisho kabla ya utoaji wako wa kwanza.</p>
          <p>
            Unaweza kujisajili katika eneo la KE, US, EU au Global, lakini malipo na utoaji ni kwa shilingi za Kenya (KES) pekee. Kila mtu anaweza kuwa na akaunti moja: nambari ya simu na nambari ya kitambulisho cha taifa vinaweza kuwa vya
            akaunti moja tu.
          </p>
        </>
      ),
    },
    {
      id: 'create-account',
      question: 'Nitafunguaje akaunti?',
      answer: () => (
        <>
          <p>
            Bofya <strong>Anza sasa</strong>, weka barua pepe yako na ufungue kiungo cha kuingia tunachokutumia. Unaweza pia kuweka nenosiri au kuendelea na Google. Kisha kamilisha wasifu wako:
          </p>
          <ul>
            <li>jina la mtumiaji la herufi, tarakimu au mistari ya chini 3–20 (linaonekana kwa wote, kwa hivyo usiweke maelezo yako binafsi);</li>
            <li>eneo lako;</li>
            <li>nambari yako ya simu ya Kenya (+254), tunayoithibitisha kwa msimbo wa tarakimu 6.</li>
          </ul>
          <p>Barua pepe na nambari ya simu zilizothibitishwa zinahitajika kabla ya kushiriki katika changamoto.</p>
        </>
      ),
    },
    {
      id: 'welcome-bonus',
      question: 'Napata chochote kwa kujisajili?',
      answer: (f) => (
        <p>
          Ndiyo. Kamilisha hatua fupi za mwanzo, zinazoishia na swali la haraka la “Daily Trivia Master”, nawe utapokea {f.sw.onboardingBonus}, mara moja kwa kila akaunti. Tokeni za bonasi zinaweza kuwekwa kama dau katika changamoto yoyote
          lakini haziwezi kutolewa (angalia Mfumo wa tokeni hapa chini).
        </p>
      ),
    },
    {
      id: 'first-challenge',
      question: 'Nitaanzaje changamoto yangu ya kwanza?',
      answer: () => (
        <>
          <p>
            Fungua <strong>Gundua changamoto</strong> ili kujiunga au kuunga mkono changamoto iliyoundwa na mtu mwingine, au chagua <strong>Unda changamoto</strong> ili kuweka yako: ipe kichwa wazi, chagua kategoria na aina (binafsi,
            wachezaji wawili au wazi kwa wote), weka dau lako au ada ya kujiunga na tarehe za kuanza na kuisha.
          </p>
          <p>Anza kidogo. Lengo la mazoezi binafsi au chemsha bongo na rafiki ni changamoto nzuri ya kwanza, na inakuonyesha jinsi madau na ulipaji wa washindi unavyofanya kazi kabla ya kuweka tokeni zaidi.</p>
        </>
      ),
    },
  ],
};
