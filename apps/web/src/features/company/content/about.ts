// Copy for /about-us (spec §2 "Static pages": story, mission, differentiators, impact figures, team,
// partners). Impact figures are the spec §1 marketing claims; the team is Changamoto's own staff.

export const story = [
  'Changamoto started in 2024 in a WhatsApp group in Nairobi. Friends kept daring each other: run 5 km before work, learn a new song on the guitar, beat each other at FIFA. The dares were fun, but keeping score was not. Who staked what? Who actually won? Whose M-Pesa was the money sitting on?',
  'We built Changamoto, Swahili for “challenge”, to fix that. Stakes are held safely in the challenge until it ends, an independent admin team checks the result, and winners are paid automatically. Your balance lives in tokens worth KES 1.00 each, and you can cash out to M-Pesa or your bank.',
  'Today players across Kenya and East Africa use Changamoto to push themselves, settle friendly rivalries and back the people they believe in, all on the phones they already have.',
];

export const mission = 'To turn everyday goals and friendly rivalries into fair, transparent challenges that reward effort, with every outcome checked by a person and every shilling accounted for.';

export interface Differentiator {
  title: string;
  text: string;
}

export const differentiators: Differentiator[] = [
  {
    title: 'Outcomes decided by people, not algorithms',
    text: 'Every result is reviewed by our admin team, who look at the evidence before anyone is paid. Disputed results get a second look.',
  },
  {
    title: 'Winners never get back less than they staked',
    text: 'Our platform fee is capped at the tokens staked on the losing side, so a winning stake always comes back in full, plus winnings.',
  },
  {
    title: 'A cushion when you lose',
    text: 'Part of every losing stake comes back to you as bonus tokens through loss mitigation, so one bad day does not end your run.',
  },
  {
    title: 'Built for M-Pesa and everyday phones',
    text: 'Top up with M-Pesa or card in a few taps. Pages are light and fast, even on a low-end Android phone with a weak signal.',
  },
  {
    title: 'Safe by design',
    text: 'Adults 18+ only, one account per person, identity checks before withdrawals, and deposit limits or self-exclusion whenever you ask.',
  },
];

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
}

export const team: TeamMember[] = [
  {
    name: 'Wanjiru Kamau',
    role: 'Co-founder & Chief Executive Officer',
    bio: 'Led product at a Nairobi fintech before turning her running group’s WhatsApp dares into Changamoto.',
  },
  {
    name: 'Brian Otieno',
    role: 'Co-founder & Chief Technology Officer',
    bio: 'Spent eight years building payment systems for M-Pesa merchants. Cares about every token adding up.',
  },
  {
    name: 'Aisha Mohamed',
    role: 'Head of Compliance & Data Protection Officer',
    bio: 'Advocate of the High Court of Kenya. Looks after identity checks, anti-money-laundering and your privacy.',
  },
  {
    name: 'Daniel Kiprop',
    role: 'Challenge Integrity Lead',
    bio: 'Runs the admin team that reviews evidence and decides outcomes. Former athletics official from Eldoret.',
  },
  {
    name: 'Grace Achieng',
    role: 'Player Support Lead',
    bio: 'Answers your messages in English and Kiswahili, and helps players set deposit limits or take a break.',
  },
  {
    name: 'Kevin Mutua',
    role: 'Head of Payments & Finance',
    bio: 'Makes sure top-ups land in seconds and withdrawals reach M-Pesa and bank accounts on time.',
  },
];

export interface Partner {
  name: string;
  role: string;
}

export const partners: Partner[] = [
  { name: 'Paystack', role: 'Our payment provider: processes every token purchase and pays withdrawals to M-Pesa and bank accounts.' },
  { name: 'M-Pesa', role: 'The way most of our players top up and cash out, through Paystack.' },
  { name: 'Visa and Mastercard', role: 'Card payments for players who prefer to buy tokens by card, handled securely by Paystack.' },
  { name: 'Kenyan banks', role: 'Withdrawals to any Kenyan bank account through Paystack bank transfers.' },
];
