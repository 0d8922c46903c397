// Copy for /about-us (spec §2 "Static pages": story, mission, differentiators, impact figures, team,
// partners), as catalog keys (locales/*.json). Impact figures are the spec §1 marketing claims; the
// team is Changamoto's own staff, whose names are the same in both languages.

export const story = ['company.about.story1', 'company.about.story2', 'company.about.story3'] as const;

/** Keys `company.about.diff.<id>.title` / `.text`; the withdrawal one depends on the fee mode (about-us.tsx). */
export const differentiators = ['people', 'stake', 'cushion', 'mpesa', 'safe'] as const;
export type DifferentiatorId = (typeof differentiators)[number] | 'free' | 'tiered' | 'cashOut';

/** Keys `company.about.team.<id>.role` / `.bio`. */
export const team = [
  { id: 'wanjiru', name: 'Wanjiru Kamau' },
  { id: 'brian', name: 'Brian Otieno' },
  { id: 'aisha', name: 'Aisha Mohamed' },
  { id: 'daniel', name: 'Daniel Kiprop' },
  { id: 'grace', name: 'Grace Achieng' },
  { id: 'kevin', name: 'Kevin Mutua' },
] as const;

/** Keys `company.about.partner.<id>.name` / `.role`. */
export const partners = ['paystack', 'mpesa', 'cards', 'banks'] as const;
