// What the demo seed does (db/seed.ts), step by step, as the demo people would in the app. The README's
// "Demo accounts" table says what each account holds afterwards; seed.test.ts checks it.
import type { ChallengeOutcome } from '@changamoto/shared/contract';

/** Demo players by their DEMO_ACCOUNTS username; 'admin' is Changamoto_Admin. */
export type DemoPlayer = 'Wanjiru' | 'Otieno' | 'Akinyi' | 'Kamau';

/** Purchases through the Paystack simulator's checkout (M-Pesa): a bundle by its tokens, or a custom KES amount. */
export const DEMO_PURCHASES: Record<DemoPlayer, ({ bundleTokens: 25 | 50 | 100 } | { customKes: number })[]> = {
  Wanjiru: [{ bundleTokens: 100 }, { customKes: 500 }],
  Otieno: [{ bundleTokens: 50 }, { customKes: 600 }],
  Akinyi: [{ bundleTokens: 100 }, { customKes: 150 }],
  Kamau: [{ bundleTokens: 25 }, { customKes: 500 }],
};

interface Backing {
  by: DemoPlayer;
  outcome: ChallengeOutcome;
  amount: number;
}

export interface DemoChallenge {
  /** Stable name of the step: part of every Idempotency-Key of this challenge. */
  key: string;
  title: string;
  description: string;
  category: string;
  days: number;
  featured: boolean;
  creator: DemoPlayer;
  solo?: { stake: number };
  twoPlayer?: { opponent: DemoPlayer; stakeA: number; stakeB: number; accepted: boolean };
  publicEntryFee?: number;
  joiners?: DemoPlayer[];
  backings?: Backing[];
  /** A player's result claim (public: the creator's 'completed' with its winners). */
  claim?: { by: DemoPlayer; outcome: ChallengeOutcome; winners?: DemoPlayer[] };
  /** The admin decides it: completed, then settled (paid out) by the settlement job. */
  decision?: { outcome: ChallengeOutcome; winners?: DemoPlayer[]; reason: string };
}

/**
 * Every challenge starts now (a result can be claimed and decided once it runs) and ends in `days`.
 * The mix: open for backing or joining, awaiting acceptance (@Wanjiru's pending invite), awaiting
 * verification, and paid out. Created in this order: the home page shows the latest three featured
 * (FIFA 25, the three-course meal, the trivia night).
 */
export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    key: 'half-marathon',
    title: 'Nairobi half marathon in under 2 hours',
    description: 'Run the 21 km at the Nairobi City Marathon in under two hours, chip time as proof.',
    category: 'sports',
    days: 14,
    featured: false,
    creator: 'Kamau',
    solo: { stake: 150 },
    backings: [
      { by: 'Wanjiru', outcome: 'solo_succeeds', amount: 50 },
      { by: 'Otieno', outcome: 'solo_fails', amount: 40 },
    ],
    claim: { by: 'Kamau', outcome: 'solo_succeeds' },
    decision: { outcome: 'solo_succeeds', reason: 'Chip time 1:54:10 on the official results page.' },
  },
  {
    key: 'pool-8-ball',
    title: 'Pool (8-ball): best of five at Westlands',
    description: 'Five frames of 8-ball, the winner of three takes it. The bar keeps the score sheet.',
    category: 'sports',
    days: 3,
    featured: false,
    creator: 'Akinyi',
    twoPlayer: { opponent: 'Wanjiru', stakeA: 100, stakeB: 100, accepted: true },
    backings: [
      { by: 'Otieno', outcome: 'player_b_wins', amount: 30 },
      { by: 'Kamau', outcome: 'player_a_wins', amount: 20 },
    ],
    claim: { by: 'Wanjiru', outcome: 'player_b_wins' },
    decision: { outcome: 'player_b_wins', reason: 'Score sheet photo: Wanjiru won 3 frames to 1.' },
  },
  {
    key: 'swahili-proverbs',
    title: 'Learn 100 Swahili proverbs in 30 days',
    description: 'Recite all 100 on video at the end of the month.',
    category: 'education',
    days: 30,
    featured: false,
    creator: 'Otieno',
    solo: { stake: 50 },
    backings: [{ by: 'Akinyi', outcome: 'solo_succeeds', amount: 20 }],
  },
  {
    key: 'steps-week',
    title: '10K steps every day for a week',
    description: 'Walk at least 10,000 steps a day for seven days, logged on a step counter. Back me to make it!',
    category: 'fitness',
    days: 7,
    featured: true,
    creator: 'Wanjiru',
    solo: { stake: 100 },
    backings: [
      { by: 'Otieno', outcome: 'solo_succeeds', amount: 40 },
      { by: 'Kamau', outcome: 'solo_fails', amount: 25 },
    ],
  },
  {
    key: 'trivia-night',
    title: 'Nairobi trivia night: Kenyan history',
    description: 'Twenty questions on Kenyan history. Everyone who scores 15 or more shares the pool.',
    category: 'trivia',
    days: 1,
    featured: true,
    creator: 'Akinyi',
    publicEntryFee: 50,
    joiners: ['Wanjiru', 'Otieno', 'Kamau'],
    claim: { by: 'Akinyi', outcome: 'completed', winners: ['Wanjiru', 'Kamau'] },
  },
  {
    key: 'three-course-meal',
    title: 'Cook a three-course meal under KES 1,000',
    description: 'Photos of the receipt and of each course. Public entry, the community judges.',
    category: 'cooking',
    days: 5,
    featured: true,
    creator: 'Wanjiru',
    publicEntryFee: 30,
    joiners: ['Akinyi', 'Otieno'],
  },
  {
    key: 'chess-blitz',
    title: 'Chess blitz: first to five wins',
    description: 'Three-minute games on Lichess until one of us has won five.',
    category: 'gaming',
    days: 7,
    featured: false,
    creator: 'Otieno',
    twoPlayer: { opponent: 'Wanjiru', stakeA: 100, stakeB: 100, accepted: false },
  },
  {
    key: 'fifa-25',
    title: 'FIFA 25 head-to-head: best of three',
    description: 'Two players, three matches on PlayStation, screenshots of every final score.',
    category: 'gaming',
    days: 3,
    featured: true,
    creator: 'Otieno',
    twoPlayer: { opponent: 'Kamau', stakeA: 200, stakeB: 200, accepted: true },
    backings: [
      { by: 'Wanjiru', outcome: 'player_a_wins', amount: 50 },
      { by: 'Akinyi', outcome: 'player_b_wins', amount: 30 },
    ],
  },
];

/** The challenges the first seed inserted straight into the table (fixed ids, no creator, no stakes). */
export const LEGACY_DEMO_CHALLENGE_IDS = [1, 2, 3, 4, 5].map((n) => `5e1d0000-0000-4000-8000-00000000000${n}`);
