import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { SwFaqSection } from './types';

export const safetySecurity: SwFaqSection = {
  id: 'safety-security',
  title: 'Usalama',
  items: [
    {
      id: 'kyc',
      question: 'Kwa nini ninahitaji kuthibitisha utambulisho wangu?',
      answer: () => (
        <>
          <p>
            Uthibitishaji wa utambulisho ni lazima kabla ya utoaji wowote. Tunaomba jina lako kamili, nambari ya kitambulisho cha taifa au pasipoti, tarehe ya kuzaliwa na picha za kitambulisho chako; timu yetu huvikagua na unaona matokeo
            kwenye akaunti yako, pamoja na sababu ikiwa hatuwezi kukubali kitambulisho.
          </p>
          <p>Uthibitishaji unahakikisha una miaka 18 au zaidi, kila mtu ana akaunti moja, ushindi unamfikia mtu sahihi, na unatuwezesha kutimiza sheria za Kenya za kuzuia utakatishaji wa pesa.</p>
        </>
      ),
    },
    {
      id: 'responsible-play',
      question: 'Mnasaidiaje uchezaji wa uwajibikaji?',
      answer: () => (
        <>
          <p>Changamoto zinapaswa kufurahisha. Weka dau la kiasi unachoweza kumudu kupoteza tu, na usifukuze hasara kamwe. Ukitaka msaada wa kujidhibiti:</p>
          <ul>
            <li>
              <strong>Kikomo cha kuweka pesa</strong>: omba huduma kwa wateja waweke kikomo cha kiasi unachoweza kutumia kununua tokeni kwa siku, wiki au mwezi. Kikomo cha chini kinaanza mara moja; kikomo cha juu zaidi huanza tu baada ya
              saa 24 za kutuliza.
            </li>
            <li>
              <strong>Kujizuia</strong>: omba huduma kwa wateja wakupe mapumziko ya saa 24, siku 7 au siku 30, au kufunga akaunti yako. Ukiwa umejizuia huwezi kununua tokeni wala kuunda, kujiunga au kuunga mkono changamoto, lakini bado
              unaweza kutoa tokeni zako zinazoweza kutolewa. Mapumziko hayawezi kuondolewa mapema, hata na wafanyakazi wetu.
            </li>
          </ul>
          <p>Ikiwa kucheza kunakuletea wewe au familia yako madhara, tafadhali zungumza na mtu unayemwamini au mshauri, na wasiliana nasi ili kusimamisha akaunti yako.</p>
        </>
      ),
    },
    {
      id: 'fair-play',
      question: 'Je, roboti au akaunti nyingi zinaruhusiwa?',
      answer: () => (
        <p>
          Hapana. Roboti, programu za kujiendesha na aina nyingine yoyote ya mifumo ya kiotomatiki imekatazwa, na kila mtu anaweza kuwa na akaunti moja tu. Kushirikiana ili kupanga matokeo pia kumekatazwa. Changamoto zenye shughuli zisizo
          za kawaida zinaweza kubatilishwa na madau kurudishwa, na akaunti zinazohusika zinaweza kusimamishwa au kufungwa.
        </p>
      ),
    },
    {
      id: 'account-protection',
      question: 'Nitalindaje akaunti yangu?',
      answer: () => (
        <ul>
          <li>Usimpe mtu yeyote misimbo yako ya mara moja. Wafanyakazi wa Changamoto hawatakuomba kamwe nenosiri lako, msimbo wa mara moja au PIN yako ya M-Pesa.</li>
          <li>Ukiweka nenosiri, tumia ambalo hulitumii mahali pengine, na utoke kwenye simu unazoshiriki na wengine.</li>
          <li>Utoaji huenda tu kwenye akaunti za malipo zenye jina la utambulisho wako uliothibitishwa, kwa hivyo ushindi ulioibwa ni vigumu kuhamishwa.</li>
          <li>Tuambie mara moja ukiona shughuli usiyoitambua; tunaweza kuzuia salio lako tunapochunguza.</li>
        </ul>
      ),
    },
    {
      id: 'report',
      question: 'Nitaripotije tatizo au tabia ya kutiliwa shaka?',
      answer: () => (
        <p>
          Tutumie ujumbe kutoka ukurasa wa <Link to={paths.contactUs}>Wasiliana nasi</Link> na uchague “Ripoti tatizo” kama aina ya swali, au tuma barua pepe kwa huduma kwa wateja. Weka kiungo cha changamoto au jina la mtumiaji anayehusika
          ili tuchukue hatua haraka.
        </p>
      ),
    },
    {
      id: 'personal-data',
      question: 'Mnafanya nini na data yangu binafsi?',
      answer: () => (
        <p>
          Tunakusanya tu tunachohitaji kuendesha akaunti yako, kuthibitisha utambulisho wako na kushughulikia malipo, na tunailinda chini ya Sheria ya Ulinzi wa Data ya Kenya, 2019. Maelezo ya kadi hushughulikiwa na Paystack na kamwe
          hatuyahifadhi. Soma <Link to={paths.privacyPolicy}>Sera ya Faragha</Link> kamili (kwa Kiingereza).
        </p>
      ),
    },
  ],
};
