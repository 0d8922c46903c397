import type { RuleFigures } from '../rule-figures';
import type { FaqSection } from '../types';

/**
 * DOMAIN.md §4 settlement applied to one solo challenge: Amina stakes 100 on success, Brian backs
 * success with 100, Chebet backs failure with 200, and Amina succeeds. Computed from the rates in force.
 */
function SettlementExample({ f }: { f: RuleFigures }) {
  const pool = 400;
  const losing = 200;
  const fee = Math.min(Math.floor(pool * f.rates.platformFee), losing);
  const shared = pool - fee;
  // Equal winning stakes: a spare rounding token goes to the earliest stake (Amina's).
  const amina = Math.ceil(shared / 2);
  const brian = Math.floor(shared / 2);
  const bonusBack = Math.floor(losing * f.rates.lossMitigation);
  return (
    <p>
      <strong>Example:</strong> Amina stakes 100 tokens that she will run 10 km by Sunday. Brian backs her with 100 tokens and Chebet backs failure with 200. Amina succeeds. The pool is {pool} tokens; the {f.platformFee} fee is {fee}{' '}
      tokens; the remaining {shared} are shared between the two equal winning stakes, so Amina receives {amina} and Brian {brian}. Chebet gets {bonusBack} bonus tokens back through loss mitigation.
    </p>
  );
}

export const challengeTypes: FaqSection = {
  id: 'challenge-types',
  title: 'Challenge Types',
  items: [
    {
      id: 'types',
      question: 'What kinds of challenges are there?',
      answer: (f) => (
        <ul>
          <li>
            <strong>Solo</strong>: you set a personal goal and stake tokens that you will succeed. Others back your success or your failure.
          </li>
          <li>
            <strong>Two-player</strong>: you challenge another player by username and both of you stake. The opponent has {f.inviteTtl} (or until the start date) to accept; if they reject or do not answer, the challenge is cancelled and
            your stake is refunded. Others can back either player.
          </li>
          <li>
            <strong>Public</strong>: anyone can join by paying the entry fee. The prize pool is shared among the participants confirmed as winners.
          </li>
        </ul>
      ),
    },
    {
      id: 'backing',
      question: 'What does backing a challenge mean?',
      answer: () => (
        <>
          <p>Backing means staking tokens on the outcome you expect: success or failure of a solo challenge, or either player of a two_player challenge. Backing opens once a challenge is active and closes at its end date.</p>
          <p>Backed tokens are locked in the challenge until it is completed and verified. You can back one outcome per challenge, and you cannot back a challenge you play in.</p>
        </>
      ),
    },
    {
      id: 'who-decides',
      question: 'Who decides who won?',
      answer: () => (
        <>
          <p>
            When a challenge ends, its players submit the result (for a public challenge, the creator marks it completed and names the winners). A submission is a claim: a Changamoto administrator reviews it, with any evidence, and decides
            the outcome.
          </p>
          <p>Administrators’ decisions are final and binding. If the two players of a two_player challenge report different results, the challenge is flagged as disputed and reviewed before anyone is paid.</p>
        </>
      ),
    },
    {
      id: 'winnings',
      question: 'How are winnings calculated?',
      answer: (f) => (
        <>
          <p>
            Every stake, entry fee and backing on a challenge forms its prize pool, shown as the Total Jackpot. Once the outcome is confirmed, a {f.platformFee} platform fee is taken from the pool, but never more than the tokens staked on
            the losing side, so a winner never gets back less than their own stake. The rest is shared among the winning stakes in proportion to their size.
          </p>
          <SettlementExample f={f} />
        </>
      ),
    },
    {
      id: 'losing',
      question: 'What happens if I lose?',
      answer: (f) => <p>Through loss mitigation, {f.lossMitigation} of the tokens you staked or paid as an entry fee comes back to you as bonus tokens (rounded down to whole tokens), so you can try again.</p>,
    },
    {
      id: 'void',
      question: 'What if a challenge is cancelled or voided?',
      answer: () => (
        <p>
          If nobody is on the winning side, or an administrator voids a challenge (for example because of irregular activity), every stake is refunded in full and no fee is taken. Refunds go back where the tokens came from: bonus tokens to
          your bonus balance, withdrawable tokens to your withdrawable balance.
        </p>
      ),
    },
    {
      id: 'allowed-challenges',
      question: 'What kinds of challenges are allowed?',
      answer: () => (
        <p>
          Challenges must be lawful, safe and verifiable: a clear goal, clear dates and a result that can be shown with evidence. Challenges that risk anyone’s health or safety, involve illegal acts, target other people or cannot be
          verified will be rejected or voided, with stakes refunded.
        </p>
      ),
    },
  ],
};
