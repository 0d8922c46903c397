// Copy for /careers: why join, values, benefits and open roles in Nairobi.

export const careersEmail = 'careers@changamoto.co.ke';

export const whyJoin = [
  'We are a small team in Nairobi building a product that millions of Kenyans can use on the phones they already own. Every line of code you write handles real people’s money, so we take fairness, security and clarity seriously, and we move quickly.',
  'You will work directly with our founders, talk to players every week and see your work in their hands within days, not months.',
];

export interface Value {
  title: string;
  text: string;
}

export const values: Value[] = [
  { title: 'Fair play first', text: 'Every outcome checked, every token accounted for. If a rule would surprise a player, we change the rule.' },
  { title: 'Built for Kenyan phones', text: 'We test on a low-end Android on a slow network before we call anything done.' },
  { title: 'Players’ money is sacred', text: 'Balances, stakes and payouts are handled with the care of a bank and recorded so anyone can audit them.' },
  { title: 'Own it, then share it', text: 'Take responsibility from idea to production, write down what you learned and help the next person.' },
];

export const benefits = [
  'Competitive salary in KES, reviewed every year, plus employee share options',
  'Private medical cover for you and your dependants',
  'Hybrid work from our Westlands office, with a monthly data and airtime allowance',
  '21 days of annual leave plus your birthday off',
  'A KES 100,000 yearly learning budget for courses, books and conferences',
  'A new laptop and a test Android phone from day one',
];

export interface OpenRole {
  id: string;
  title: string;
  team: string;
  type: string;
  location: string;
  description: string;
}

export const openRoles: OpenRole[] = [
  {
    id: 'senior-backend-engineer',
    title: 'Senior Backend Engineer (Payments)',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Nairobi (hybrid)',
    description: 'Own our token ledger and Paystack integration: purchases credited exactly once, settlement that always adds up, and withdrawals that reach M-Pesa on time. TypeScript and PostgreSQL.',
  },
  {
    id: 'frontend-engineer',
    title: 'Frontend Engineer (React)',
    team: 'Engineering',
    type: 'Full-time',
    location: 'Nairobi (hybrid)',
    description: 'Build fast, accessible screens for challenges and the wallet that work well on low-end Android phones and patchy networks. React, TypeScript and Tailwind CSS.',
  },
  {
    id: 'compliance-kyc-analyst',
    title: 'Compliance & KYC Analyst',
    team: 'Compliance',
    type: 'Full-time',
    location: 'Nairobi (on-site)',
    description: 'Review identity documents, monitor transactions for anti-money-laundering risks and help us meet the responsible-play expectations of the Gambling Control Act, 2025.',
  },
  {
    id: 'player-support-specialist',
    title: 'Player Support Specialist',
    team: 'Support',
    type: 'Full-time, including Saturday shifts',
    location: 'Nairobi (on-site)',
    description: 'Help players by e-mail, phone and WhatsApp in English and Kiswahili, from M-Pesa questions to setting deposit limits, and turn what you hear into product improvements.',
  },
];

export const applyMailto = (roleTitle: string) => `mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${roleTitle}`)}`;
