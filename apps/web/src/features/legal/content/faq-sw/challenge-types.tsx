import type { SwFigures } from './figures';
import type { SwFaqSection } from './types';

/** The English FAQ's worked example (content/faq/challenge-types.tsx), computed the same way from the rates in force. */
function SettlementExample({ f }: { f: SwFigures }) {
  const pool = 400;
  const losing = 200;
  const fee = Math.min(Math.floor(pool * f.rates.platformFee), losing);
  const shared = pool - fee;
  const amina = Math.ceil(shared / 2);
  const brian = Math.floor(shared / 2);
  const bonusBack = Math.floor(losing * f.rates.lossMitigation);
  return (
    <p>
      <strong>Mfano:</strong> Amina anaweka dau la tokeni 100 kwamba atakimbia km 10 kufikia Jumapili. Brian anamuunga mkono kwa tokeni 100 na Chebet anaunga mkono kushindwa kwake kwa tokeni 200. Amina anafanikiwa. Chungu ni tokeni {pool};
      ada ya {f.platformFee} ni tokeni {fee}; tokeni {shared} zilizobaki zinagawanywa kati ya madau mawili sawa yaliyoshinda, kwa hivyo Amina anapokea {amina} na Brian {brian}. Chebet anarudishiwa tokeni {bonusBack} za bonasi kupitia fidia
      ya hasara.
    </p>
  );
}

export const challengeTypes: SwFaqSection = {
  id: 'challenge-types',
  title: 'Aina za changamoto',
  items: [
    {
      id: 'types',
      question: 'Kuna aina gani za changamoto?',
      answer: (f) => (
        <ul>
          <li>
            <strong>Binafsi</strong>: unajiwekea lengo na kuweka dau la tokeni kwamba utafanikiwa. Wengine wanaunga mkono kufanikiwa au kushindwa kwako.
          </li>
          <li>
            <strong>Wachezaji wawili</strong>: unampa mchezaji mwingine changamoto kwa jina lake la mtumiaji na nyote mnaweka dau. Mpinzani ana {f.sw.inviteTtl} (au hadi tarehe ya kuanza) kukubali; akikataa au asipojibu, changamoto
            inaghairiwa na dau lako linarudishwa. Wengine wanaweza kumuunga mkono mchezaji yeyote kati yenu.
          </li>
          <li>
            <strong>Wazi kwa wote</strong>: yeyote anaweza kujiunga kwa kulipa ada ya kujiunga. Chungu cha zawadi hugawanywa kwa washiriki wanaothibitishwa kuwa washindi.
          </li>
        </ul>
      ),
    },
    {
      id: 'backing',
      question: 'Kuunga mkono changamoto kuna maana gani?',
      answer: () => (
        <>
          <p>
            Kuunga mkono ni kuweka dau la tokeni kwenye matokeo unayotarajia: kufanikiwa au kushindwa kwa changamoto binafsi, au mchezaji yeyote wa changamoto ya wachezaji wawili. Kuunga mkono kunaanza changamoto ikiwa inaendelea na
            kunafungwa tarehe yake ya kuisha.
          </p>
          <p>Tokeni ulizoweka hufungwa ndani ya changamoto hadi ikamilike na kuthibitishwa. Unaweza kuunga mkono matokeo moja kwa kila changamoto, na huwezi kuunga mkono changamoto unayocheza.</p>
        </>
      ),
    },
    {
      id: 'who-decides',
      question: 'Nani anaamua aliyeshinda?',
      answer: () => (
        <>
          <p>
            Changamoto ikiisha, wachezaji wake huwasilisha matokeo (kwa changamoto iliyo wazi kwa wote, muundaji huiweka kama imekamilika na kutaja washindi). Matokeo yaliyowasilishwa ni dai: msimamizi wa Changamoto hulikagua, pamoja na
            ushahidi wowote, na kuamua matokeo.
          </p>
          <p>Maamuzi ya wasimamizi ni ya mwisho na ya lazima. Wachezaji wawili wa changamoto wakiripoti matokeo tofauti, changamoto huwekwa alama ya mzozo na kukaguliwa kabla mtu yeyote hajalipwa.</p>
        </>
      ),
    },
    {
      id: 'winnings',
      question: 'Ushindi unahesabiwaje?',
      answer: (f) => (
        <>
          <p>
            Kila dau, ada ya kujiunga na tokeni za kuunga mkono kwenye changamoto huunda chungu chake cha zawadi, kinachoonyeshwa kama jumla ya zawadi kuu. Matokeo yakithibitishwa, ada ya jukwaa ya {f.platformFee} hukatwa kutoka kwenye
            chungu, lakini kamwe si zaidi ya tokeni zilizowekwa upande ulioshindwa, kwa hivyo mshindi hapati kamwe chini ya dau lake. Kinachobaki hugawanywa kwa madau yaliyoshinda kulingana na ukubwa wake.
          </p>
          <SettlementExample f={f} />
        </>
      ),
    },
    {
      id: 'losing',
      question: 'Nini kinatokea nikishindwa?',
      answer: (f) => <p>Kupitia fidia ya hasara, {f.lossMitigation} ya tokeni ulizoweka kama dau au ulizolipa kama ada ya kujiunga zinarudi kwako kama tokeni za bonasi (zikipunguzwa hadi tokeni kamili), ili uweze kujaribu tena.</p>,
    },
    {
      id: 'void',
      question: 'Itakuwaje changamoto ikighairiwa au kubatilishwa?',
      answer: () => (
        <p>
          Ikiwa hakuna aliye upande ulioshinda, au msimamizi akibatilisha changamoto (kwa mfano kwa sababu ya shughuli zisizo za kawaida), kila dau hurudishwa lote na hakuna ada inayokatwa. Marejesho hurudi zilikotoka tokeni: tokeni za
          bonasi kwenye salio lako la bonasi, tokeni zinazoweza kutolewa kwenye salio lako linaloweza kutolewa.
        </p>
      ),
    },
    {
      id: 'allowed-challenges',
      question: 'Changamoto za aina gani zinaruhusiwa?',
      answer: () => (
        <p>
          Changamoto lazima ziwe halali, salama na zinazoweza kuthibitishwa: lengo wazi, tarehe wazi na matokeo yanayoweza kuonyeshwa kwa ushahidi. Changamoto zinazohatarisha afya au usalama wa mtu yeyote, zinazohusisha vitendo haramu,
          zinazolenga watu wengine au zisizoweza kuthibitishwa hukataliwa au kubatilishwa, na madau hurudishwa.
        </p>
      ),
    },
  ],
};
