// The /blog article list (spec §2 route list). Bodies are not published yet, so each card shows a
// summary and key takeaways in place, with no links to article pages that do not exist.

export interface BlogPost {
  id: string;
  title: string;
  /** ISO date. */
  date: string;
  author: string;
  authorRole: string;
  readingMinutes: number;
  category: string;
  excerpt: string;
  takeaways: string[];
}

export const blogPosts: BlogPost[] = [
  {
    id: 'play-smart',
    title: 'Play smart: five habits of players who stay in control',
    date: '2025-08-07',
    author: 'Grace Achieng',
    authorRole: 'Player Support Lead',
    readingMinutes: 5,
    category: 'Responsible play',
    excerpt: 'The players who enjoy Changamoto most have something in common: they decide their budget before they open a challenge. Here is what they do differently, and the tools our support team can switch on for you.',
    takeaways: [
      'Set a monthly token budget and treat it as spent the moment you buy.',
      'Ask support for a deposit limit; lowering it takes effect at once.',
      'Never chase a loss. Loss-mitigation bonus tokens are a cushion, not a reason to stake more.',
      'Need a break? Self-exclusion locks purchases and challenges but still lets you withdraw.',
    ],
  },
  {
    id: 'how-settlement-works',
    title: 'From Total Jackpot to your wallet: how settlement works',
    date: '2025-07-24',
    author: 'Daniel Kiprop',
    authorRole: 'Challenge Integrity Lead',
    readingMinutes: 7,
    category: 'How it works',
    excerpt: 'When a challenge ends, who decides the winner, how is the prize pool split and why does a losing stake still earn something back? A step-by-step walk through what happens after you press Submit Result.',
    takeaways: [
      'A submitted result is a claim; an admin reviews the evidence and decides the outcome.',
      'The platform fee comes out of the pool but is capped so winners never get back less than their stake.',
      'Winnings are shared in proportion to each winning stake and land as withdrawable tokens.',
      'Losing stakes get a share back as bonus tokens; voided challenges are refunded in full.',
    ],
  },
  {
    id: 'weekend-challenge-ideas',
    title: '10 challenge ideas to try with friends this weekend',
    date: '2025-07-10',
    author: 'Wanjiru Kamau',
    authorRole: 'Co-founder & CEO',
    readingMinutes: 4,
    category: 'Challenge ideas',
    excerpt: 'From a Karura Forest 10 km to a FIFA head-to-head and a no-sugar week, these are the challenges our community keeps coming back to, with tips on writing a goal an admin can verify.',
    takeaways: [
      'Solo: run 10 km, read a book a week, cook a new dish every day.',
      'Two-player: a FIFA or chess duel, a step-count race, a trivia face-off.',
      'Public: a weekend photo challenge or a group fitness streak with a small entry fee.',
      'Write a clear goal, clear dates and the evidence you will share, such as a fitness-app screenshot.',
    ],
  },
  {
    id: 'mpesa-tips',
    title: 'M-Pesa tips: top up and cash out without hiccups',
    date: '2025-06-26',
    author: 'Kevin Mutua',
    authorRole: 'Head of Payments & Finance',
    readingMinutes: 6,
    category: 'Payments',
    excerpt: 'Most questions our payments team gets come down to a few details: the number format, the name on the account and the confirmation code. Get these right and your tokens and withdrawals arrive on time.',
    takeaways: [
      'Enter your number as 07XXXXXXXX or 2547XXXXXXXX; we convert it for you.',
      'Register a payout number in the same name as your verified ID.',
      'Keep your M-Pesa confirmation code until the tokens show in your wallet.',
      'Check the fee and net amount shown before you confirm; withdrawals take 1–3 business days.',
    ],
  },
  {
    id: 'why-kyc',
    title: 'Why we ask for your ID before your first withdrawal',
    date: '2025-06-12',
    author: 'Aisha Mohamed',
    authorRole: 'Head of Compliance & Data Protection Officer',
    readingMinutes: 5,
    category: 'Safety',
    excerpt: 'Identity verification can feel like a hurdle when you just want your winnings. Here is why it protects you, what we check, who can see your documents and how long we keep them.',
    takeaways: [
      'Verification confirms every player is 18+ and holds only one account.',
      'It stops stolen accounts from cashing out to someone else’s M-Pesa.',
      'Only the compliance team reviewing your documents can see them.',
      'We keep records only as long as Kenyan law requires.',
    ],
  },
];
