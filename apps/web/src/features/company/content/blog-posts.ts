// The /blog article list (spec §2 route list). Bodies are not published yet, so each card shows a
// summary and key takeaways in place, with no links to article pages that do not exist. The words
// are catalog keys `company.blog.<id>.title` / `.category` / `.excerpt` / `.t1`…`.t4` (locales/*.json).

export interface BlogPost {
  id: 'play-smart' | 'how-settlement-works' | 'weekend-challenge-ideas' | 'mpesa-tips' | 'why-kyc';
  /** ISO date. */
  date: string;
  author: string;
  /** Key `company.blog.role.<authorRole>`. */
  authorRole: 'support' | 'integrity' | 'ceo' | 'payments' | 'compliance';
  readingMinutes: number;
}

export const TAKEAWAYS = ['t1', 't2', 't3', 't4'] as const;

export const blogPosts: BlogPost[] = [
  { id: 'play-smart', date: '2025-08-07', author: 'Grace Achieng', authorRole: 'support', readingMinutes: 5 },
  { id: 'how-settlement-works', date: '2025-07-24', author: 'Daniel Kiprop', authorRole: 'integrity', readingMinutes: 7 },
  { id: 'weekend-challenge-ideas', date: '2025-07-10', author: 'Wanjiru Kamau', authorRole: 'ceo', readingMinutes: 4 },
  { id: 'mpesa-tips', date: '2025-06-26', author: 'Kevin Mutua', authorRole: 'payments', readingMinutes: 6 },
  { id: 'why-kyc', date: '2025-06-12', author: 'Aisha Mohamed', authorRole: 'compliance', readingMinutes: 5 },
];
